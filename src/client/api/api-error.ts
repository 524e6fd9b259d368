/**
 * The one error of an API call on the client (DESIGN.md section 4), parsed once from the
 * answer (to-api-error.ts): its status, its stable `code` (src/domain/error-codes.ts) with
 * the values its sentence needs (`params`), and each refused field (path such as "email" or
 * "tagIds.0" → its code, params and English message). Screens say it in the reader's
 * language by its codes (lib/error-text.ts) and decide by `code` or `status`, never by
 * reading the English. A call that never got an answer (offline, DNS, timeout) is
 * `kind: 'network'` with status 0, so an unreachable server is never read as a refused
 * token or a wrong password.
 *
 * Neither ky nor the list of codes here: the entry's auth state tests for this class
 * without loading either.
 */
import type { ErrorCode, ErrorParams, FieldError } from '@domain/error-codes';

const GENERIC_ERROR = 'Something went wrong';

type ApiErrorKind = 'http' | 'network';

interface ApiErrorDetails {
  /** Null when the answer was not the API's (a proxy's page) or there was none. */
  code?: ErrorCode | null;
  /** The server's English, for logs and people reading them. */
  message?: string;
  params?: ErrorParams;
  fields?: Record<string, FieldError>;
}

export class ApiError extends Error {
  readonly code: ErrorCode | null;
  readonly params: ErrorParams;
  readonly fields: Record<string, FieldError>;

  constructor(
    readonly kind: ApiErrorKind,
    /** The answer's HTTP status; 0 when there was no answer. */
    readonly status: number,
    details: ApiErrorDetails = {},
  ) {
    super(details.message || GENERIC_ERROR);
    this.name = 'ApiError';
    this.code = details.code ?? null;
    this.params = details.params ?? {};
    this.fields = details.fields ?? {};
  }

  /** True when no answer came: the device is offline or the server unreachable. */
  get offline(): boolean {
    return this.kind === 'network';
  }
}

/** The answer never came. */
export const networkError = () => new ApiError('network', 0);

/**
 * fetch's "no answer" TypeError in Chromium ("Failed to fetch"), Node ("fetch failed"), Firefox
 * ("NetworkError when…") and Safari ("Load failed"); a TypeError from a bug is not one.
 */
const FETCH_FAILED = /fetch|network|load failed/i;

/**
 * Whether a call failed for want of an answer (offline, dead connection, timeout): fetch
 * rejects with a TypeError when no answer came; ky's own timeout, or an abort signal's, is a
 * TimeoutError (read by name, so this file still loads without ky).
 */
export function isNoAnswer(error: unknown): boolean {
  return (
    (error instanceof ApiError && error.kind === 'network') ||
    (error instanceof TypeError && FETCH_FAILED.test(error.message)) ||
    ((error instanceof Error || error instanceof DOMException) && error.name === 'TimeoutError')
  );
}
