/**
 * A record's history from the API (routes/revision-routes.ts): a page of revisions, newest
 * first; one revision with its values; and the restore, a save of those values that names the
 * version the administrator read (a newer save in between: 409, as for any save).
 */
import { api } from '@client/api/api-client';
import type { Revision, RevisionSummary, RevisionedEntity } from '@domain/schemas/revision';
import { getPage, getRecord } from '../resource/api';

/** Enough of any record for the screen: its version, and what names it. */
export type HistoryRecord = { id: string; version: number } & Record<string, unknown>;

/** The newest revisions the screen lists (a longer history pages). */
export const HISTORY_PAGE_SIZE = 50;

export const listRevisions = (
  entity: RevisionedEntity,
  id: string,
  page: number,
  signal?: AbortSignal,
) =>
  getPage<RevisionSummary>(`${entity}/${id}/revisions`, { page, size: HISTORY_PAGE_SIZE }, signal);

export const getRevision = (
  entity: RevisionedEntity,
  id: string,
  revisionId: number,
  signal?: AbortSignal,
) => getRecord<Revision>(`${entity}/${id}/revisions/${revisionId}`, signal);

export const getHistoryRecord = (entity: RevisionedEntity, id: string, signal?: AbortSignal) =>
  getRecord<HistoryRecord>(`${entity}/${id}`, signal);

/** Saves the revision's values as the record's next version; fails with 409 when stale. */
export const restoreRevision = (
  entity: RevisionedEntity,
  id: string,
  revisionId: number,
  version: number,
) =>
  api.post<HistoryRecord>(`${entity}/${id}/revisions/${revisionId}/restore`, {
    json: { version },
    retry: 0,
  });
