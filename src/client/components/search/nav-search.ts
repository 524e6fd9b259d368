/**
 * The search dialog's navigation matching (SPEC section 2): every navigation entry the
 * reader may see (sub-entries included), kept when the query is found in its title or
 * its path, ignoring case and accents, and grouped as the navigation is. Pure.
 */
import { foldText } from '@domain/words/fold-text';
import type { NavGroup } from '@client/components/layout/nav-items';

export interface NavHit {
  path: string;
  title: string;
  /** The section an admin sub-entry belongs to ("Poèmes" for "Nouveau"). */
  parent?: string;
}

export interface NavHitGroup {
  key: string;
  title: string;
  hits: NavHit[];
}

/** The entries matching `query`, grouped; empty when nothing matches. */
export function searchNav(
  groups: readonly NavGroup[],
  query: string,
  translate: (key: string) => string,
): NavHitGroup[] {
  const needle = foldText(query.trim());
  if (!needle) return [];
  const found: NavHitGroup[] = [];
  for (const group of groups) {
    const hits: NavHit[] = [];
    for (const item of group.items) {
      const title = translate(item.labelKey);
      const entries: NavHit[] = item.children
        ? item.children.map((child) => ({
            path: child.path,
            title: translate(child.labelKey),
            parent: title,
          }))
        : [{ path: item.path, title }];
      for (const entry of entries) {
        const haystack = foldText(`${entry.parent ?? ''} ${entry.title} ${entry.path}`);
        if (haystack.includes(needle)) hits.push(entry);
      }
    }
    if (hits.length) found.push({ key: group.key, title: translate(group.labelKey), hits });
  }
  return found;
}
