import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { normalizeWord, splitStanzas, splitVerses, tokenize } from '@domain/words';
import { generateCorpus, loadVocabulary, mulberry32 } from './generate-corpus';

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('generateCorpus', () => {
  const corpus = generateCorpus({ poems: 300, seed: 7 });

  it('gives byte-identical output for the same seed, and another corpus for another seed', () => {
    expect(digest(generateCorpus({ poems: 300, seed: 7 }))).toBe(digest(corpus));
    expect(digest(generateCorpus({ poems: 300, seed: 8 }))).not.toBe(digest(corpus));
    expect(mulberry32(1)()).toBe(mulberry32(1)());
  });

  it('uses only words of the real Wolof vocabulary, in poems and titles', () => {
    const vocabulary = new Set(loadVocabulary().words);
    const normalized = new Set([...vocabulary].map((w) => normalizeWord(w)));
    expect(vocabulary.size).toBeGreaterThan(500);
    const unknown: string[] = [];
    for (const poem of corpus.poems) {
      for (const { text } of tokenize(poem.content)) if (!vocabulary.has(text)) unknown.push(text);
      for (const { text } of tokenize(poem.title))
        if (!normalized.has(normalizeWord(text))) unknown.push(text);
    }
    for (const dw of corpus.difficultWords) if (!vocabulary.has(dw.word)) unknown.push(dw.word);
    expect(unknown).toEqual([]);
  });

  it('shapes poems as 2-6 stanzas of 3-8 verses of 3-9 words', () => {
    for (const poem of corpus.poems) {
      const stanzas = splitStanzas(poem.content);
      expect(stanzas.length).toBeGreaterThanOrEqual(2);
      expect(stanzas.length).toBeLessThanOrEqual(6);
      for (const stanza of stanzas) {
        const verses = splitVerses(stanza);
        expect(verses.length).toBeGreaterThanOrEqual(3);
        expect(verses.length).toBeLessThanOrEqual(8);
        for (const verse of verses) {
          const n = tokenize(verse).length;
          expect(n).toBeGreaterThanOrEqual(3);
          expect(n).toBeLessThanOrEqual(9);
        }
      }
    }
  });

  it('keeps the skewed (Zipf-like) frequencies of the sources', () => {
    const counts = new Map<string, number>();
    for (const poem of corpus.poems) {
      for (const { text } of tokenize(poem.content)) counts.set(text, (counts.get(text) ?? 0) + 1);
    }
    const ranked = [...counts.values()].sort((a, b) => b - a);
    const total = ranked.reduce((a, b) => a + b, 0);
    const top10 = ranked.slice(0, 10).reduce((a, b) => a + b, 0);
    // In the sources the 10 most frequent forms make up well over 10% of the running text.
    expect(top10 / total).toBeGreaterThan(0.1);
    expect(ranked[0]!).toBeGreaterThan(ranked[99]! * 5);
  });

  it('links every poem to a generated poet, theme and tags, with unique ids and slugs', () => {
    const poets = new Set(corpus.poets.map((p) => p.id));
    const themes = new Set(corpus.themes.map((x) => x.id));
    const tags = new Set(corpus.tags.map((x) => x.id));
    expect(corpus.poets).toHaveLength(200);
    for (const poem of corpus.poems) {
      expect(poets).toContain(poem.poetId);
      expect(themes).toContain(poem.themeId);
      for (const tag of poem.tagIds) expect(tags).toContain(tag);
      expect(poem.likes).toBeLessThanOrEqual(poem.views);
    }
    const ids = [
      corpus.poets,
      corpus.themes,
      corpus.tags,
      corpus.poems,
      corpus.difficultWords,
    ].flatMap((rows) => rows.map((r) => r.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(corpus.poems.map((p) => p.slug)).size).toBe(corpus.poems.length);
  });
});
