import { describe, expect, it } from 'vitest';
import { formsBySpellingKey, spellingKey } from '@domain/words';
import type { IndexedPoem } from './poem-index';
import { spellingsOf, textSpellingsOf } from './poem-spellings';

const poem = (id: string, title: string, content: string): IndexedPoem => ({
  id,
  slug: null,
  title,
  poetId: 'p',
  content,
  version: 1,
  publishedAt: 0,
  orderKey: id,
  foldedTitle: title,
  foldedContent: content,
});

// Words sharing keys across poems and within one (Serigne/sëriñ, khaliss/xaalis, bouki/bukki),
// accents, capitals, hyphens, apostrophes, and a long word (a match that could be a slice).
const poems = [
  poem('a', 'Serigne Touba', 'Sëriñ bi dafa bëgg xaalis.\n\nKhaliss, xaalis ak bouki.'),
  poem('b', 'Bukki ak Leuk', 'bukki BOUKI Bukki\nsañ-sañ moo-tax ndax’ Njaay Ndiaye'),
  poem('c', 'Xaalis', 'Nit ñi dañuy waxtaan ci anthroposociolinguistiquement lu bees'),
  poem('d', '', ''),
];

describe('poem spellings', () => {
  it('answers every key as formsBySpellingKey does, for the content and for title and content', () => {
    const everyKey = new Set(
      poems.flatMap((p) => [...formsBySpellingKey(p.title, p.content).keys()]),
    );
    everyKey.add(spellingKey('absent'));
    for (const p of poems) {
      const content = formsBySpellingKey(p.content);
      const text = formsBySpellingKey(p.title, p.content);
      for (const key of everyKey) {
        expect(spellingsOf(p).get(key), `${p.id} ${key}`).toEqual(content.get(key));
        expect(spellingsOf(p).has(key), `${p.id} ${key}`).toBe(content.has(key));
        expect(textSpellingsOf(p).get(key), `${p.id} ${key}`).toEqual(text.get(key));
        expect(textSpellingsOf(p).has(key), `${p.id} ${key}`).toBe(text.has(key));
      }
    }
  });

  it('follows a new poem object with other words (an edit)', () => {
    const before = poem('e', 'Leer', 'jàmm');
    const after = poem('e', 'Leer', 'jaam ak jàmm');
    const key = spellingKey('jàmm');
    expect(spellingsOf(before).get(key)).toEqual(['jàmm']);
    expect(spellingsOf(after).get(key)).toEqual(formsBySpellingKey(after.content).get(key));
  });
});
