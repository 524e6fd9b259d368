/**
 * The difficult-word writes of the dashboard: create, and update with the `version` the
 * edit was based on (409 when someone saved since), and the current record for the
 * conflict view. Errors are thrown as the HTTP client throws them (form/save-error.ts).
 */
import type { DifficultWord } from '@domain/schemas';
import { postRecord, putRecord } from '../form/write-record';
import { getDifficultWord } from './queries';

export const createDifficultWord = (input: Record<string, unknown>) =>
  postRecord<DifficultWord>('difficult-words', input);

export const updateDifficultWord = (
  id: string,
  input: Record<string, unknown> & { version: number },
) => putRecord<DifficultWord>(`difficult-words/${id}`, input);

/** The word as the server has it now. */
export const fetchDifficultWord = (id: string) => getDifficultWord(id);
