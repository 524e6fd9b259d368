/**
 * The poems list's search and advanced filter, run on the device over the Dexie mirror with
 * the same rules as the API (src/server/plugins/app/poems/filter-conditions.ts); the free-text
 * rule itself is the domain's `matchesSearchTerms`, shared with the server. Texts are
 * compared folded (`foldText`: case and accents ignored, so `begg` finds `bëgg`), a poet or a
 * tag is an id or a name, years and counters are bounds (the domain's `meetsBounds`, the
 * API's rule: a poem without a year never matches a year bound). The catalogue's order is
 * kept (the hook sorts it once, as the API does).
 *
 * With `variants`, a term also matches a whole word written another way (the domain's
 * matchWithSpellings, as the API): those poems come after the exact ones, with the spellings
 * they hold.
 *
 * Folding 10,000 poems on every keystroke would be the slow part, so folded texts (and a
 * poem's words by spelling key, computed the first time a search needs them) are cached per
 * poem id and version (an edit bumps `version`; a counter bump does not).
 */
import { meetsBounds } from '@domain/poem-bounds';
import type { Poem, Poet, Tag, Theme } from '@domain/schemas';
// From their modules, not the '@domain/words' barrel: through it, the list's first load
// carried the word statistics' code with the rules it uses.
import { foldTerms, foldText } from '@domain/words/fold-text';
import {
  formsBySpellingKey,
  matchesSearchTerms,
  matchWithSpellings,
} from '@domain/words/matches-search-terms';
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
  spellings?: Map<string, string[]>;
}
const foldedPoems = new Map<string, Folded>();
const foldedNames = new Map<string, string>();
const nameSpellings = new Map<string, Map<string, string[]>>();

function spellingsOf(poem: Poem): Map<string, string[]> {
  const entry = folded(poem);
  return (entry.spellings ??= formsBySpellingKey(poem.title, poem.content));
}

function spellingsOfName(name: string): Map<string, string[]> {
  let hit = nameSpellings.get(name);
  if (hit === undefined) nameSpellings.set(name, (hit = formsBySpellingKey(name)));
  return hit;
}

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

/**
 * Returns the poems that satisfy every criterion of `search`, in the anthology order; with
 * `search.variants`, then those whose free text matched only through other spellings, each
 * with them in `alsoWritten` (when given).
 */
export function filterPoems(
  catalogue: PoemCatalogue,
  search: PoemSearch,
  scope: OfflineScope = ONLINE_SCOPE,
  alsoWritten?: Map<string, string[]>,
): Poem[] {
  const terms = foldTerms(search.q ?? '');
  const title = search.title ? foldText(search.title) : '';
  const content = search.content ? foldText(search.content) : '';
  const ofPoet = poetMatcher(catalogue, search.poet);
  const ofTag = tagMatcher(catalogue, search.tag);
  const ofTheme = themeMatcher(catalogue, search.theme);
  const hasAudio = (p: Poem) =>
    scope.offlineOnly ? scope.poemsWithDownloadedAudio.has(p.id) : p.hasAudio;
  const { withAudio, withCover } = search;

  const others: Poem[] = [];
  const exact = catalogue.poems.filter((poem) => {
    if (scope.offlineOnly && !scope.isPoemAvailable(poem)) return false;
    if (!ofTheme(poem) || !ofPoet(poem) || !ofTag(poem)) return false;
    if (!meetsBounds(poem, search)) return false;
    if (withAudio !== undefined && hasAudio(poem) !== withAudio) return false;
    if (withCover !== undefined && Boolean(poem.coverUrl) !== withCover) return false;
    if (terms.length === 0 && !title && !content) return true;
    const text = folded(poem);
    if (!text.title.includes(title) || !text.content.includes(content)) return false;
    const poetName = catalogue.poets.get(poem.poetId)?.name ?? '';
    const texts = { title: text.title, content: text.content, poet: foldedName(poetName) };
    if (!search.variants) return matchesSearchTerms(terms, texts);
    const match = matchWithSpellings(terms, texts, (key) => [
      ...(spellingsOf(poem).get(key) ?? []),
      ...(spellingsOfName(poetName).get(key) ?? []),
    ]);
    if (!match || match.alsoWritten.length === 0) return match !== null;
    others.push(poem);
    alsoWritten?.set(poem.id, match.alsoWritten);
    return false;
  });
  return [...exact, ...others];
}
