/** The theme writes of the dashboard: create, update from `version`, and the current record. */
import type { Theme } from '@domain/schemas';
import { postRecord, putRecord } from '../form/write-record';
import { getTheme } from './queries';

export const createTheme = (input: Record<string, unknown>) => postRecord<Theme>('themes', input);

export const updateTheme = (id: string, input: Record<string, unknown> & { version: number }) =>
  putRecord<Theme>(`themes/${id}`, input);

/** The theme as the server has it now. */
export const fetchTheme = (id: string) => getTheme(id);
