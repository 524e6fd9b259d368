/** The tag writes of the dashboard: create, update from `version`, and the current record. */
import type { Tag } from '@domain/schemas';
import { postRecord, putRecord } from '../form/write-record';
import { getTag } from './queries';

export const createTag = (input: Record<string, unknown>) => postRecord<Tag>('tags', input);

export const updateTag = (id: string, input: Record<string, unknown> & { version: number }) =>
  putRecord<Tag>(`tags/${id}`, input);

/** The tag as the server has it now. */
export const fetchTag = (id: string) => getTag(id);
