/**
 * The rows of a list's page an administrator has ticked for a bulk action. Kept per list
 * state (`scope`: the URL's search, page and filters): another page, search or filter starts
 * with nothing ticked, so an action never reaches rows out of sight. Only rows on the page
 * count: a row gone after a reload (moved to the trash) leaves the selection with it.
 */
import { useState } from 'react';

export interface RowSelection<T> {
  /** The ticked rows of the page, in the page's order. */
  selected: T[];
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Every row of the page ticked (false on an empty page). */
  allSelected: boolean;
  /** Ticks every row of the page, or none when all were. */
  toggleAll: () => void;
  /** Leaves exactly these rows ticked (the ones a bulk action could not change). */
  keepOnly: (ids: Iterable<string>) => void;
}

const NONE: ReadonlySet<string> = new Set();

export function useRowSelection<T extends { id: string }>(
  rows: readonly T[],
  scope: string,
): RowSelection<T> {
  const [state, setState] = useState({ scope, ids: NONE });
  const ids = state.scope === scope ? state.ids : NONE;
  const set = (next: ReadonlySet<string>) => setState({ scope, ids: next });
  const selected = rows.filter((row) => ids.has(row.id));
  const allSelected = rows.length > 0 && selected.length === rows.length;
  return {
    selected,
    isSelected: (id) => ids.has(id),
    toggle: (id) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      set(next);
    },
    allSelected,
    toggleAll: () => set(allSelected ? NONE : new Set(rows.map((row) => row.id))),
    keepOnly: (kept) => set(new Set(kept)),
  };
}
