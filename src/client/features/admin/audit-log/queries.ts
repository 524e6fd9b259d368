/** The audit screen's reads: a page of lines (newest first, filtered) and the administrators named. */
import type { AuditActor, AuditEntry } from '@domain/schemas/audit-log';
import { getPage, getRecord } from '../resource/api';
import { DEFAULT_PAGE_SIZE } from '@domain/page-request';
import type { AuditSearch } from './audit-search';

export const listAuditLog = (search: AuditSearch, signal?: AbortSignal) =>
  getPage<AuditEntry>(
    'audit-log',
    {
      entity: search.entity,
      actorId: search.actor,
      page: (search.page ?? 1) - 1,
      size: search.size ?? DEFAULT_PAGE_SIZE,
    },
    signal,
  );

export const listAuditActors = (signal?: AbortSignal) =>
  getRecord<AuditActor[]>('audit-log/actors', signal);
