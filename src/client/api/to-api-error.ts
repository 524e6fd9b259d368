/**
 * An API answer, or what a ky call threw, read once into the one ApiError (api-error.ts):
 * the body's code, params, English message and field codes. Every client of the API (ky,
 * the upload's XMLHttpRequest) goes through here, so no screen reads a body itself.
 */
import { HTTPError } from 'ky';
import { isErrorCode, type ErrorParams, type FieldError } from '@domain/error-codes';
import { ApiError, isNoAnswer, networkError } from './api-error';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function paramsOf(value: unknown): ErrorParams | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return Object.fromEntries(entries);
}

/** Each field the body names: its code (invalid_value when the server sent none we know). */
function fieldsOf(body: Record<string, unknown>): Record<string, FieldError> {
  const messages = isRecord(body.fields) ? body.fields : {};
  const codes = isRecord(body.fieldCodes) ? body.fieldCodes : {};
  const fields: Record<string, FieldError> = {};
  for (const [path, message] of Object.entries(messages)) {
    if (typeof message !== 'string') continue;
    const entry = codes[path];
    const code = isRecord(entry) && isErrorCode(entry.code) ? entry.code : 'invalid_value';
    const params = isRecord(entry) ? paramsOf(entry.params) : undefined;
    fields[path] = params ? { code, message, params } : { code, message };
  }
  return fields;
}

/** The ApiError of an answer with `status` and the JSON `body` it carried (or none). */
export function apiErrorOf(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError('http', status);
  return new ApiError('http', status, {
    code: isErrorCode(body.code) ? body.code : null,
    message: typeof body.message === 'string' ? body.message : undefined,
    params: paramsOf(body.params),
    fields: fieldsOf(body),
  });
}

/** True for a cancellation by the caller: not an error of the API, passed on unchanged. */
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The ApiError for what a ky call threw; a caller's abort (or any other error) unchanged. */
export async function toApiError(error: unknown): Promise<unknown> {
  if (error instanceof ApiError || isAbort(error)) return error;
  if (error instanceof HTTPError) {
    const body: unknown = await error.response
      .clone()
      .json()
      .catch(() => undefined);
    return apiErrorOf(error.response.status, body);
  }
  if (isNoAnswer(error)) return networkError();
  return error;
}
