/** The trash screen's calls: the items, a restore, a removal for good, the emptying. */
import type { Restored, TrashItem } from '@domain/schemas/trash';
import { deleteRecord, getRecord, postAction } from '../resource/api';

export const listTrash = (signal?: AbortSignal) => getRecord<TrashItem[]>('trash', signal);
export const restoreFromTrash = (id: string) => postAction<Restored>(`trash/${id}/restore`);
export const removeFromTrash = (id: string) => deleteRecord(`trash/${id}`);
export const emptyTrash = () => deleteRecord('trash');
