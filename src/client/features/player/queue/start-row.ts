/** Loaded on a "play in a row" press: the entries from the mirror, then the shared queue. */
import { playQueue } from '../store/player';
import { entriesOfItems, entriesOfPoet, type RowItem } from './queue-entries';

export type RowSource = { items: RowItem[] } | { poetId: string };

/** Resolves whether a recitation plays (false: none, or none downloaded while offline). */
export async function startRow(source: RowSource): Promise<boolean> {
  const entries =
    'poetId' in source ? await entriesOfPoet(source.poetId) : await entriesOfItems(source.items);
  return playQueue.start(entries);
}
