import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countWordInPoem, countWordInText } from './count-word';
import { normalizeWord } from './normalize-word';
import { splitStanzas } from './split-stanzas';
import { tokenize } from './tokenize';

const anthology = JSON.parse(
  readFileSync(new URL('../../server/seed/demo/anthology.json', import.meta.url), 'utf8'),
) as { poems: Array<{ id: string; content: string }> };

/** The rule written the slow, obvious way: normalise every word and compare. */
function naiveCount(content: string, word: string, ignoreAccents: boolean) {
  const perStanza = splitStanzas(content).map(
    (stanza) =>
      tokenize(stanza).filter((t) => normalizeWord(t.text, { ignoreAccents }) === word).length,
  );
  return {
    occurrences: perStanza.reduce((sum, n) => sum + n, 0),
    stanzaIndices: perStanza.flatMap((n, index) => (n > 0 ? [index] : [])),
  };
}

describe('countWordInText', () => {
  it.each<[string, string, boolean, number]>([
    ['Sañ-sañ la, sañ, SAÑ', 'sañ', false, 2],
    ['Sañ-sañ la, sañ, SAÑ', 'sañ-sañ', false, 1],
    ["ma’a ma'a maʼa", "ma'a", false, 3],
    ['be\u0308gg bëgg begg', 'bëgg', false, 2],
    ['be\u0308gg bëgg begg', 'begg', true, 3],
    ['a-\u0301b a-b', 'a-b', true, 2],
    ['ΟΔΟΣ.Α οδος', 'οδος', false, 2],
    ['anything', '', false, 0],
  ])('%j has %j (ignoreAccents %s) %i times', (text, word, ignoreAccents, expected) => {
    expect(countWordInText(text, word, { ignoreAccents })).toBe(expected);
  });
});

describe('countWordInPoem', () => {
  it('equals the naive rule for every word of every poem of the anthology', () => {
    for (const ignoreAccents of [false, true]) {
      const words = new Set(
        anthology.poems.flatMap((p) =>
          tokenize(p.content).map((t) => normalizeWord(t.text, { ignoreAccents })),
        ),
      );
      for (const word of words) {
        for (const poem of anthology.poems) {
          const fast = countWordInPoem(poem.content, word, { ignoreAccents });
          expect(fast, `${word} in ${poem.id}`).toEqual(
            naiveCount(poem.content, word, ignoreAccents),
          );
        }
      }
    }
  });
});
