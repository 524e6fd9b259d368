/**
 * Errors a route or repository throws on purpose. The error plugin turns them into the
 * API's error shape; anything else becomes a 500 without details. Each carries its stable
 * code (src/domain/error-codes.ts), and each field its own.
 */
import { onField, type ErrorCode, type ErrorParams, type FieldError } from '@domain/error-codes';

interface HttpErrorExtras {
  fields?: Record<string, FieldError>;
  headers?: Record<string, string>;
  params?: ErrorParams;
}

export class HttpError extends Error {
  readonly fields?: Record<string, FieldError>;
  readonly headers?: Record<string, string>;
  readonly params?: ErrorParams;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    extras: HttpErrorExtras = {},
  ) {
    super(message);
    this.name = 'HttpError';
    Object.assign(this, extras);
  }
}

/** 400: with fields, an invalid request naming them; without, one that cannot be read. */
export const badRequest = (message: string, fields?: Record<string, FieldError>) =>
  new HttpError(400, fields ? 'invalid_request' : 'malformed_request', message, { fields });
export const unauthorized = (
  code: ErrorCode = 'authentication_required',
  message = 'Authentication required',
) => new HttpError(401, code, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (what = 'Resource') => new HttpError(404, 'not_found', `${what} not found`);
export const conflict = (code: ErrorCode, message: string, fields?: Record<string, FieldError>) =>
  new HttpError(409, code, message, { fields });
/** The row changed since the client read it (optimistic concurrency). */
export const staleVersion = () =>
  new HttpError(
    409,
    'stale_version',
    'This record was changed by someone else; reload it and try again',
    { fields: onField('version', 'stale_version', 'Stale version') },
  );
