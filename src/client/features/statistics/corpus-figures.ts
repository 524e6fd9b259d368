/**
 * Figures of the corpus overview, computed on the device from the mirror: the most frequent
 * words (normalised with the domain's rule; words shorter than MIN_LETTERS are left out, since
 * Wolof's short function words, ci, ak, na, la, would fill the chart), and the number of poems
 * per theme, per poet and per decade. Pure: the hook feeds it rows.
 */
import type { Poem, Poet, Theme } from '@domain/schemas';
import { normalizeWord, scanWords } from '@domain/words';

export const MIN_LETTERS = 4;

export interface Bar {
  key: string;
  label: string;
  value: number;
}

export interface CorpusFigures {
  poemCount: number;
  topWords: Bar[];
  perTheme: Bar[];
  perPoet: Bar[];
  perDecade: Bar[];
  undated: number;
}

const LETTER = /\p{L}/gu;

function top(counts: Map<string, Bar>, limit: number): Bar[] {
  return [...counts.values()]
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label))
    .slice(0, limit);
}

function bump(counts: Map<string, Bar>, key: string, label: string) {
  const bar = counts.get(key);
  if (bar) bar.value += 1;
  else counts.set(key, { key, label, value: 1 });
}

/** Returns the overview's figures; `themeName` gives a theme's label in the reader's language. */
export function corpusFigures(
  poems: readonly Poem[],
  poets: readonly Poet[],
  themes: readonly Theme[],
  themeName: (theme: Theme) => string,
  noThemeLabel: string,
): CorpusFigures {
  const words = new Map<string, Bar>();
  const perTheme = new Map<string, Bar>();
  const perPoet = new Map<string, Bar>();
  const perDecade = new Map<string, Bar>();
  const poetNames = new Map(poets.map((p) => [p.id, p.name]));
  const themeById = new Map(themes.map((t) => [t.id, t]));
  let undated = 0;
  for (const poem of poems) {
    const text = poem.content;
    scanWords(text, (start, end) => {
      const word = normalizeWord(text.slice(start, end));
      if ((word.match(LETTER)?.length ?? 0) >= MIN_LETTERS) bump(words, word, word);
    });
    const theme = poem.themeId ? themeById.get(poem.themeId) : undefined;
    bump(perTheme, theme?.id ?? '-', theme ? themeName(theme) : noThemeLabel);
    bump(perPoet, poem.poetId, poetNames.get(poem.poetId) ?? '—');
    if (poem.year === null) undated += 1;
    else {
      const decade = Math.floor(poem.year / 10) * 10;
      bump(perDecade, String(decade), `${decade}`);
    }
  }
  return {
    poemCount: poems.length,
    topWords: top(words, 12),
    perTheme: top(perTheme, 12),
    perPoet: top(perPoet, 10),
    perDecade: [...perDecade.values()].sort((a, b) => Number(a.key) - Number(b.key)),
    undated,
  };
}
