/**
 * Errors a route or repository throws on purpose. The error plugin turns them into the
 * API's error shape; anything else becomes a 500 without details.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, message);
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, message, fields);
/** The row changed since the client read it (optimistic concurrency). */
export const staleVersion = () =>
  new HttpError(409, 'This record was changed by someone else; reload it and try again', {
    version: 'Stale version',
  });
