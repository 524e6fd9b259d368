/**
 * The poem writes of the dashboard (DESIGN.md section 4): create, and update with the
 * `version` the edit was based on (the server answers 409 on a stale one), and the poem as the
 * server has it now, for the conflict view. Errors are thrown as the HTTP client throws them;
 * the form kit reads them (form/save-error.ts).
 */
import type { Poem } from '@domain/schemas';
import { postRecord, putRecord } from '../form/write-record';
import { getRecord } from '../resource/api';

/** Creates a poem; answers the stored row. */
export const createPoem = (input: Record<string, unknown>) => postRecord<Poem>('poems', input);

/** Updates a poem from `version`; answers the stored row (409 when someone saved since). */
export const updatePoem = (id: string, input: Record<string, unknown> & { version: number }) =>
  putRecord<Poem>(`poems/${id}`, input);

/** The poem as the server has it now. */
export const fetchPoem = (id: string) => getRecord<Poem>(`poems/${id}`);
