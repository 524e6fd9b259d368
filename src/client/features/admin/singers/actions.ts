/** The singer writes of the dashboard: create, update from `version`, and the current record. */
import type { Singer } from '@domain/schemas';
import { postRecord, putRecord } from '../form/write-record';
import { getSinger } from './queries';

export const createSinger = (input: Record<string, unknown>) =>
  postRecord<Singer>('singers', input);

export const updateSinger = (id: string, input: Record<string, unknown> & { version: number }) =>
  putRecord<Singer>(`singers/${id}`, input);

/** The singer as the server has it now. */
export const fetchSinger = (id: string) => getSinger(id);
