/**
 * A synthetic but realistic anthology for benchmarks: N poems (10,000 by default) whose
 * words are drawn from the REAL Wolof vocabulary of the demo corpus (the anthology's
 * poems and the Wolof UDHR), each word as often as it occurs there, so the word
 * frequencies keep the corpus's Zipf-like shape. Deterministic: a seeded PRNG
 * (mulberry32) and seeded UUIDv7s, so one seed always gives byte-identical output.
 *
 * It does not invent words, fix spellings or translate: titles and verses are sequences
 * of words found in the sources. Poet names are common Senegalese given and family names.
 *
 * CLI: `tsx scripts/generate-corpus.ts [poems] [seed] > corpus.json`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { v7 as uuidv7 } from 'uuid';
import { tokenize } from '@domain/words';
import type { Db } from '@server/db/client';
import * as t from '@server/db/schema';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Milliseconds stamped into the generated UUIDv7s (2025-01-01T00:00:00Z), one per id. */
const ID_EPOCH_MS = Date.UTC(2025, 0, 1);

export interface Vocabulary {
  /** Distinct surface forms, most frequent first (ties in code-point order). */
  words: string[];
  /** Occurrences of `words[i]` in the sources. */
  counts: number[];
}

export interface CorpusPoet {
  id: string;
  slug: string;
  name: string;
  birthYear: number;
  deathYear: number | null;
  status: 'active' | 'deceased';
}
export interface CorpusTheme {
  id: string;
  slug: string;
  name: { fr: string; en: string };
}
export interface CorpusTag {
  id: string;
  slug: string;
  name: string;
}
export interface CorpusPoem {
  id: string;
  slug: string;
  title: string;
  content: string;
  poetId: string;
  themeId: string;
  tagIds: string[];
  year: number;
  views: number;
  likes: number;
}
export interface CorpusDifficultWord {
  id: string;
  word: string;
  definition: string;
  poemId: string;
}
export interface Corpus {
  seed: number;
  poets: CorpusPoet[];
  themes: CorpusTheme[];
  tags: CorpusTag[];
  poems: CorpusPoem[];
  difficultWords: CorpusDifficultWord[];
}

/** mulberry32: a tiny 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function sourceFile(...candidates: string[]): string {
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`corpus source not found: ${candidates.join(' or ')}`);
  return found;
}

/** The source texts: the demo anthology's poems and the UDHR in Wolof. */
export function readSourceTexts(): string[] {
  const anthology = JSON.parse(
    readFileSync(join(ROOT, 'src/server/seed/demo/anthology.json'), 'utf8'),
  ) as { poems: { content: string }[] };
  const udhrPath = sourceFile(
    join(ROOT, 'tests/fixtures/corpus/udhr-wol.json'),
    join(ROOT, '../shared/corpus/udhr-wol.json'),
    '/work/shared/corpus/udhr-wol.json',
  );
  const udhr = JSON.parse(readFileSync(udhrPath, 'utf8')) as { text: string }[];
  return [...anthology.poems.map((p) => p.content), ...udhr.map((s) => s.text)];
}

let cachedVocabulary: Vocabulary | undefined;

/** The real vocabulary with its frequencies, tokenized with the domain's word rule. */
export function loadVocabulary(): Vocabulary {
  if (cachedVocabulary) return cachedVocabulary;
  const counts = new Map<string, number>();
  for (const text of readSourceTexts()) {
    for (const token of tokenize(text.normalize('NFC'))) {
      counts.set(token.text, (counts.get(token.text) ?? 0) + 1);
    }
  }
  const sorted = [...counts].sort(
    (a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0),
  );
  cachedVocabulary = { words: sorted.map(([w]) => w), counts: sorted.map(([, n]) => n) };
  return cachedVocabulary;
}

const GIVEN_NAMES = [
  'Aminata',
  'Fatou',
  'Moussa',
  'Cheikh',
  'Awa',
  'Ousmane',
  'Mariama',
  'Ibrahima',
  'Khady',
  'Modou',
  'Ndeye',
  'Abdou',
  'Aïssatou',
  'Mamadou',
  'Coumba',
  'Babacar',
  'Yacine',
  'Serigne',
  'Rokhaya',
  'Lamine',
];
const FAMILY_NAMES = [
  'Diop',
  'Ndiaye',
  'Fall',
  'Sarr',
  'Sow',
  'Faye',
  'Gueye',
  'Mbaye',
  'Ndour',
  'Seck',
  'Diouf',
  'Thiam',
  'Cissé',
  'Ba',
  'Kane',
  'Sy',
  'Niang',
  'Wade',
  'Samb',
  'Dieng',
];

/** Builds a deterministic corpus of `poems` poems from the real vocabulary. */
export function generateCorpus(options: { poems: number; seed: number; poets?: number }): Corpus {
  const { seed } = options;
  const rng = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
  let idCounter = 0;
  const id = () => {
    const random = new Uint8Array(16);
    for (let i = 0; i < 16; i++) random[i] = Math.floor(rng() * 256);
    return uuidv7({ msecs: ID_EPOCH_MS + idCounter++, seq: 0, random });
  };

  const vocabulary = loadVocabulary();
  const cumulative: number[] = [];
  let total = 0;
  for (const n of vocabulary.counts) cumulative.push((total += n));
  /** A word drawn with its real frequency (binary search over the cumulative counts). */
  const word = () => {
    const r = rng() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > r) hi = mid;
      else lo = mid + 1;
    }
    return vocabulary.words[lo]!;
  };
  const words = (min: number, max: number) => Array.from({ length: int(min, max) }, word).join(' ');
  const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  // Content words of 4+ letters, from the 300 most frequent forms, name themes and tags.
  const topical = vocabulary.words.slice(0, 300).filter((w) => [...w].length >= 4);

  const themes: CorpusTheme[] = Array.from({ length: 12 }, (_, i) => {
    const w = topical[i % topical.length]!;
    return { id: id(), slug: `bench-theme-${i + 1}`, name: { fr: `Thème ${w}`, en: `Theme ${w}` } };
  });
  const tags: CorpusTag[] = Array.from({ length: 40 }, (_, i) => ({
    id: id(),
    slug: `bench-tag-${i + 1}`,
    name: `${topical[(i * 7) % topical.length]} (${i + 1})`,
  }));

  const poets: CorpusPoet[] = Array.from({ length: options.poets ?? 200 }, (_, i) => {
    const birthYear = int(1850, 2000);
    const deceased = birthYear < 1945 || rng() < 0.1;
    const deathYear = deceased ? Math.min(2024, birthYear + int(35, 95)) : null;
    return {
      id: id(),
      slug: `bench-poet-${String(i + 1).padStart(3, '0')}`,
      name: `${pick(GIVEN_NAMES)} ${pick(FAMILY_NAMES)}`,
      birthYear,
      deathYear,
      status: deceased ? 'deceased' : 'active',
    };
  });

  const poems: CorpusPoem[] = [];
  const difficultWords: CorpusDifficultWord[] = [];
  for (let i = 0; i < options.poems; i++) {
    const poet = pick(poets);
    const stanzas = Array.from({ length: int(2, 6) }, () =>
      Array.from({ length: int(3, 8) }, () => words(3, 9)).join('\n'),
    );
    const content = stanzas.join('\n\n');
    const lastYear = Math.min(poet.deathYear ?? 2024, 2024);
    const firstYear = Math.min(poet.birthYear + 16, lastYear);
    // Popularity is heavy-tailed too: a few poems are read a lot, most rarely.
    const views = Math.floor(Math.exp(rng() * 10));
    const poemId = id();
    const tagCount = int(0, 3);
    const tagIds = [...new Set(Array.from({ length: tagCount }, () => pick(tags).id))];
    poems.push({
      id: poemId,
      slug: `bench-poem-${String(i + 1).padStart(5, '0')}`,
      title: capitalize(words(1, 4)),
      content,
      poetId: poet.id,
      themeId: pick(themes).id,
      tagIds,
      year: int(firstYear, lastYear),
      views,
      likes: Math.floor(views * rng() * 0.2),
    });
    if (rng() < 0.3) {
      const inPoem = tokenize(content).map((tk) => tk.text);
      for (let k = int(1, 3); k > 0; k--) {
        difficultWords.push({
          id: id(),
          word: pick(inPoem),
          definition: 'Définition de banc d’essai (corpus généré).',
          poemId,
        });
      }
    }
  }
  return { seed, poets, themes, tags, poems, difficultWords };
}

const BATCH = 500;

async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Inserts a generated corpus into the real tables, in multi-row batches of 500, in one transaction. */
export async function loadCorpus(db: Db, corpus: Corpus): Promise<void> {
  await db.transaction(async (tx) => {
    await insertBatched(corpus.themes, (b) => tx.insert(t.themes).values(b));
    await insertBatched(corpus.tags, (b) => tx.insert(t.tags).values(b));
    await insertBatched(corpus.poets, (b) => tx.insert(t.poets).values(b));
    await insertBatched(corpus.poems, (b) => tx.insert(t.poems).values(b));
    await insertBatched(corpus.difficultWords, (b) => tx.insert(t.difficultWords).values(b));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const poems = Number(process.argv[2] ?? 10_000);
  const seed = Number(process.argv[3] ?? 20_251_121);
  process.stdout.write(JSON.stringify(generateCorpus({ poems, seed })));
}
