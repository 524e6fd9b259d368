/**
 * Where a repository's refusal (plugins/app/shared/refusal.ts) becomes an HTTP answer:
 * 'not-found' → 404 "<label> not found", 'stale' → 409 on `version`, 'invalid' → 400 with its
 * fields, 'conflict' → 409 with its code and fields. Routes call `orRefuse(result, label)` and get the
 * record back when it was written.
 */
import { badRequest, conflict, notFound, staleVersion, type HttpError } from '../lib/http-errors';
import { Refusal, type WriteResult } from '../plugins/app/shared/refusal';

/** The HTTP error for a refusal; `label` names the record in a 404 ("Poem"). */
export function httpErrorOf(refusal: Refusal, label: string): HttpError {
  switch (refusal.reason) {
    case 'not-found':
      return notFound(label);
    case 'stale':
      return staleVersion();
    case 'invalid':
      return badRequest(refusal.message, refusal.fields);
    case 'conflict':
      return conflict(refusal.code, refusal.message, refusal.fields);
  }
}

/** The written record, or the refusal thrown as its HTTP error. */
export function orRefuse<T>(result: WriteResult<T>, label: string): T {
  if (result instanceof Refusal) throw httpErrorOf(result, label);
  return result;
}
