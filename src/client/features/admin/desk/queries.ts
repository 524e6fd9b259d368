/** The desk's one read: the counts of the work waiting and the latest audit lines (GET /api/desk). */
import type { Desk } from '@domain/schemas/desk';
import { getRecord } from '../resource/api';

export const readDesk = (signal?: AbortSignal) => getRecord<Desk>('desk', signal);
