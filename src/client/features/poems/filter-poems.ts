/**
 * The poems list's search and advanced filter, run on the device over the Dexie mirror with
 * the same rules as the API (src/server/plugins/app/poems/filter-conditions.ts); the free-text
 * rule itself is the domain's `matchesSearchTerms`, shared with the server. Texts are
 * compared folded (`foldText`: case and accents ignored, so `begg` finds `bëgg`), a poet or a
 * tag is an id or a name, years and counters are bounds, and a poem without a year never
 * matches a year bound. The catalogue's order is kept (the hook sorts it once, as the API does).
 *
 * Folding 10,000 poems on every keystroke would be the slow part, so folded texts are cached
 * per poem id and version (an edit bumps `version`; a counter bump does not).
 */
import type { Poem, Poet, Tag, Theme } from '@domain/schemas';
import { foldTerms, foldText, matchesSearchTerms } from '@domain/words';
import type { PoemSearch } from './poem-search';

export interface PoemCatalogue {
  poems: Poem[];
  poets: Map<string, Poet>;
  tags: Tag[];
  themes: Theme[];
}

/**
 * What the offline-only switch changes: only poems wholly on the device are listed (text, and
 * every recitation downloaded), and a recitation counts for "with audio" only when downloaded.
 */
export interface OfflineScope {
  offlineOnly: boolean;
  poemsWithDownloadedAudio: ReadonlySet<string>;
  isPoemAvailable: (poem: Pick<Poem, 'id' | 'hasAudio'>) => boolean;
}

export const ONLINE_SCOPE: OfflineScope = {
  offlineOnly: false,
  poemsWithDownloadedAudio: new Set(),
  isPoemAvailable: () => true,
};

interface Folded {
  version: number;
  title: string;
  content: string;
}
const foldedPoems = new Map<string, Folded>();
const foldedNames = new Map<string, string>();

function folded(poem: Poem): Folded {
  const hit = foldedPoems.get(poem.id);
  if (hit && hit.version === poem.version) return hit;
  const entry = {
    version: poem.version,
    title: foldText(poem.title),
    content: foldText(poem.content),
  };
  foldedPoems.set(poem.id, entry);
  return entry;
}

function foldedName(name: string): string {
  let hit = foldedNames.get(name);
  if (hit === undefined) foldedNames.set(name, (hit = foldText(name)));
  return hit;
}

/** The anthology order: creation time, then id (as the API lists them). */
export function byAnthologyOrder(
  a: { createdAt: string; id: string },
  b: { createdAt: string; id: string },
): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function poetMatcher(catalogue: PoemCatalogue, poet: string | undefined) {
  if (!poet) return () => true;
  if (catalogue.poets.has(poet)) return (p: Poem) => p.poetId === poet;
  const wanted = foldText(poet);
  return (p: Poem) => foldedName(catalogue.poets.get(p.poetId)?.name ?? '').includes(wanted);
}

function tagMatcher(catalogue: PoemCatalogue, tag: string | undefined) {
  if (!tag) return () => true;
  const wanted = foldText(tag);
  const ids = new Set(
    catalogue.tags.filter((t) => t.id === tag || foldedName(t.name) === wanted).map((t) => t.id),
  );
  return (p: Poem) => p.tagIds.some((id) => ids.has(id));
}

function themeMatcher(catalogue: PoemCatalogue, theme: string | undefined) {
  if (!theme) return () => true;
  const found = catalogue.themes.find((t) => t.id === theme || t.slug === theme);
  return (p: Poem) => found !== undefined && p.themeId === found.id;
}

/** Returns the poems that satisfy every criterion of `search`, in the anthology order. */
export function filterPoems(
  catalogue: PoemCatalogue,
  search: PoemSearch,
  scope: OfflineScope = ONLINE_SCOPE,
): Poem[] {
  const terms = foldTerms(search.q ?? '');
  const title = search.title ? foldText(search.title) : '';
  const content = search.content ? foldText(search.content) : '';
  const ofPoet = poetMatcher(catalogue, search.poet);
  const ofTag = tagMatcher(catalogue, search.tag);
  const ofTheme = themeMatcher(catalogue, search.theme);
  const hasAudio = (p: Poem) =>
    scope.offlineOnly ? scope.poemsWithDownloadedAudio.has(p.id) : p.hasAudio;
  const { yearFrom, yearTo, minViews, minLikes, withAudio, withCover } = search;

  return catalogue.poems.filter((poem) => {
    if (scope.offlineOnly && !scope.isPoemAvailable(poem)) return false;
    if (!ofTheme(poem) || !ofPoet(poem) || !ofTag(poem)) return false;
    if (yearFrom !== undefined && (poem.year === null || poem.year < yearFrom)) return false;
    if (yearTo !== undefined && (poem.year === null || poem.year > yearTo)) return false;
    if (minViews !== undefined && poem.views < minViews) return false;
    if (minLikes !== undefined && poem.likes < minLikes) return false;
    if (withAudio !== undefined && hasAudio(poem) !== withAudio) return false;
    if (withCover !== undefined && Boolean(poem.coverUrl) !== withCover) return false;
    if (terms.length === 0 && !title && !content) return true;
    const text = folded(poem);
    if (!text.title.includes(title) || !text.content.includes(content)) return false;
    const poet = foldedName(catalogue.poets.get(poem.poetId)?.name ?? '');
    return matchesSearchTerms(terms, { title: text.title, content: text.content, poet });
  });
}
