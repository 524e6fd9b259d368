import { describe, expect, it } from 'vitest';
import { stanzaCardBlocks } from './stanza-card-blocks';

const content = 'Benn\nbenn ñaar\n\nÑaar\nñett';
const wolofal = 'بࣹنّْ\nبࣹنّْ ݧَارْ\n\nݧَارْ\nݧࣹتّْ';

describe('stanzaCardBlocks', () => {
  it('shows what the reader chose: both, the Latin or the Wolofal', () => {
    expect(stanzaCardBlocks(content, wolofal, 'both', 2)).toEqual([
      { script: 'latin', verses: ['Ñaar', 'ñett'] },
      { script: 'wolofal', verses: ['ݧَارْ', 'ݧࣹتّْ'] },
    ]);
    expect(stanzaCardBlocks(content, wolofal, 'latin', 1)).toEqual([
      { script: 'latin', verses: ['Benn', 'benn ñaar'] },
    ]);
    expect(stanzaCardBlocks(content, wolofal, 'wolofal', 1)).toEqual([
      { script: 'wolofal', verses: ['بࣹنّْ', 'بࣹنّْ ݧَارْ'] },
    ]);
  });

  it('shows the Latin of a poem without Wolofal whatever the choice, nothing for no stanza', () => {
    expect(stanzaCardBlocks(content, null, 'wolofal', 2)).toEqual([
      { script: 'latin', verses: ['Ñaar', 'ñett'] },
    ]);
    expect(stanzaCardBlocks(content, '  ', 'both', 1)).toHaveLength(1);
    expect(stanzaCardBlocks(content, wolofal, 'both', 3)).toEqual([]);
  });
});
