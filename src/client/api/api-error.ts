/**
 * The one error of an API call (DESIGN.md section 4): `{status, message, fields}`, where
 * `fields` holds a 400's per-field messages as the server's error handler writes them
 * (field path such as "email" or "tagIds.0" → message). A call that never got an answer
 * (offline, DNS, timeout) is `kind: 'network'` with status 0, so an unreachable server is
 * never read as a refused token or a wrong password.
 */
import { HTTPError, TimeoutError } from 'ky';

export const GENERIC_ERROR = 'Something went wrong';

type ApiErrorKind = 'http' | 'network';

export class ApiCallError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    /** The answer's HTTP status; 0 when there was no answer. */
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

function stringFields(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** True for a cancellation by the caller: not an error of the API, passed on unchanged. */
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The ApiCallError for what a ky call threw; a caller's abort is returned unchanged. */
export async function toApiCallError(error: unknown): Promise<unknown> {
  if (error instanceof ApiCallError || isAbort(error)) return error;
  if (error instanceof HTTPError) {
    const body = (await error.response
      .clone()
      .json()
      .catch(() => undefined)) as { message?: unknown; fields?: unknown } | undefined;
    const message =
      typeof body?.message === 'string' && body.message ? body.message : GENERIC_ERROR;
    return new ApiCallError('http', error.response.status, message, stringFields(body?.fields));
  }
  // fetch rejects with a TypeError when no answer came; ky's own timeout, or an abort
  // signal's, also means no answer.
  if (
    error instanceof TypeError ||
    error instanceof TimeoutError ||
    (error instanceof DOMException && error.name === 'TimeoutError')
  )
    return new ApiCallError('network', 0, GENERIC_ERROR);
  return error;
}
