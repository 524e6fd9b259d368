/**
 * The one convention for a write a repository declines: it returns a `Refusal` (a domain
 * result: the record is missing, the version is stale, a value is invalid or clashes) and
 * never an HTTP error. The route decides the answer (routes/refused.ts maps each reason to
 * its status). A `WriteResult<T>` is the record written or the reason it was not.
 */
import type { ErrorCode, FieldError } from '@domain/error-codes';

export type RefusalReason = 'not-found' | 'stale' | 'invalid' | 'conflict';

export class Refusal {
  constructor(
    readonly reason: RefusalReason,
    /** What a person reads; the route may replace it (e.g. "Poem not found"). */
    readonly message = '',
    /** One error per field path ("tagIds.0"), shown by forms beside each field. */
    readonly fields?: Record<string, FieldError>,
    /** The API's code for a conflict (error-codes.ts); the other reasons have their own. */
    readonly code: ErrorCode = 'conflict',
  ) {}
}

export type WriteResult<T> = T | Refusal;

export const notFoundRefusal = new Refusal('not-found');
export const staleRefusal = new Refusal('stale');

/** A refusal of invalid values, with its message built from the fields it names. */
export const invalid = (fields: Record<string, FieldError>, message?: string) =>
  new Refusal('invalid', message ?? `Invalid ${Object.keys(fields).join(', ')}`, fields);

export const conflicting = (
  code: ErrorCode,
  message: string,
  fields?: Record<string, FieldError>,
) => new Refusal('conflict', message, fields, code);

export const isRefusal = (value: unknown): value is Refusal => value instanceof Refusal;
