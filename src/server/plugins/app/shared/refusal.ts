/**
 * The one convention for a write a repository declines: it returns a `Refusal` (a domain
 * result: the record is missing, the version is stale, a value is invalid or clashes) and
 * never an HTTP error. The route decides the answer (routes/refused.ts maps each reason to
 * its status). A `WriteResult<T>` is the record written or the reason it was not.
 */
export type RefusalReason = 'not-found' | 'stale' | 'invalid' | 'conflict';

export class Refusal {
  constructor(
    readonly reason: RefusalReason,
    /** What a person reads; the route may replace it (e.g. "Poem not found"). */
    readonly message = '',
    /** One message per field path ("tagIds.0"), shown by forms beside each field. */
    readonly fields?: Record<string, string>,
  ) {}
}

export type WriteResult<T> = T | Refusal;

export const notFoundRefusal = new Refusal('not-found');
export const staleRefusal = new Refusal('stale');

/** A refusal of invalid values, with its message built from the fields it names. */
export const invalid = (fields: Record<string, string>, message?: string) =>
  new Refusal('invalid', message ?? `Invalid ${Object.keys(fields).join(', ')}`, fields);

export const conflicting = (message: string, fields?: Record<string, string>) =>
  new Refusal('conflict', message, fields);

export const isRefusal = (value: unknown): value is Refusal => value instanceof Refusal;
