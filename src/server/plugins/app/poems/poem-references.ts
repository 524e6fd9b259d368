/**
 * The records a poem names: its poet, maybe a theme, and tags. Checked with the one reference
 * helper (shared/references.ts) inside the transaction that writes the poem; the database
 * backs it (foreign keys for the poet and theme, a trigger for `tag_ids`).
 */
import { poets, tags, themes } from '../../../db/schema';
import type { Executor } from '../shared/executor';
import { missingReferences } from '../shared/references';

interface References {
  poetId?: string;
  themeId?: string | null;
  tagIds?: string[];
}

/** A refusal naming `poetId`, `themeId` or `tagIds.N` for unknown ids; undefined if all exist. */
export function poemReferences(tx: Executor, refs: References) {
  return missingReferences(tx, [
    { field: 'poetId', table: poets, label: 'Poet', ids: refs.poetId },
    { field: 'themeId', table: themes, label: 'Theme', ids: refs.themeId },
    { field: 'tagIds', table: tags, label: 'Tag', ids: refs.tagIds },
  ]);
}
