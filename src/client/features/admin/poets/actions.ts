/** The poet writes of the dashboard: create, update from `version`, and the current record. */
import type { Poet } from '@domain/schemas';
import { postRecord, putRecord } from '../form/write-record';
import { getPoet } from './queries';

export const createPoet = (input: Record<string, unknown>) => postRecord<Poet>('poets', input);

export const updatePoet = (id: string, input: Record<string, unknown> & { version: number }) =>
  putRecord<Poet>(`poets/${id}`, input);

/** The poet as the server has it now. */
export const fetchPoet = (id: string) => getPoet(id);
