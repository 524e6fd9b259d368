import { describe, expect, it } from 'vitest';
import { WOLOFAL_SAMPLE } from '../../../tests/fixtures/wolofal-sample';
import { PoemInputSchema, PoemUpdateSchema } from '../schemas/poem';
import { fieldErrorsOf } from '../error-codes';
import { stanzasOf, wolofalMisalignment, wolofalOrNull } from './wolofal-alignment';

const { content, wolofal } = WOLOFAL_SAMPLE;

describe('Wolofal beside the Latin', () => {
  it('accepts the sourced sample, laid out as 2 stanzas of 2 and 3 verses in both scripts', () => {
    expect(stanzasOf(content).map((v) => v.length)).toEqual([2, 3]);
    expect(stanzasOf(wolofal).map((v) => v.length)).toEqual([2, 3]);
    // The sample's letters from Arabic Supplement (ݒ ݖ ݧ) and Extended-A vowel marks.
    expect(wolofal).toMatch(/[\u0750-\u077f]/);
    expect(wolofal).toMatch(/[\u08f0-\u08ff]/);
    expect(wolofalMisalignment(content, wolofal)).toBeNull();
  });

  it('has nothing to check when there is no Wolofal', () => {
    expect(wolofalMisalignment(content, null)).toBeNull();
    expect(wolofalMisalignment(content, undefined)).toBeNull();
    expect(wolofalMisalignment(content, ' \n\n ')).toBeNull();
    expect(wolofalOrNull(' \n ')).toBeNull();
    expect(wolofalOrNull(wolofal)).toBe(wolofal);
  });

  it('says how many stanzas each text has when they differ', () => {
    const oneStanza = wolofal.replace('\n\n', '\n');
    expect(wolofalMisalignment(content, oneStanza)).toEqual({
      code: 'stanza_count_mismatch',
      message: 'The Wolofal has 1 stanzas and the Latin text 2: they must have as many',
      params: { latin: 2, wolofal: 1 },
    });
  });

  it('names the first stanza whose verse counts differ', () => {
    const stanzas = wolofal.split('\n\n');
    const joined = [stanzas[0], stanzas[1]!.replace(/\n(?=[^\n]*$)/, ' ')].join('\n\n');
    expect(wolofalMisalignment(content, joined)).toEqual({
      code: 'verse_count_mismatch',
      message: 'Stanza 2 has 2 verses in Wolofal and 3 in the Latin text: they must have as many',
      params: { stanza: 2, latin: 3, wolofal: 2 },
    });
  });

  it('reads stanzas and verses the way the Latin text is read (CRLF, blank edges, spaces)', () => {
    const windows = `\r\n${wolofal.replaceAll('\n', '\r\n')}  \r\n\r\n`;
    expect(wolofalMisalignment(content, windows)).toBeNull();
  });
});

describe('the poem schemas', () => {
  const poem = { title: 'Doomi aadama', content, poetId: '01900000-0000-7000-8000-0000000000a1' };

  it('take an aligned Wolofal, and none', () => {
    expect(PoemInputSchema.safeParse({ ...poem, wolofal }).success).toBe(true);
    expect(PoemInputSchema.safeParse({ ...poem, wolofal: null }).success).toBe(true);
    expect(PoemInputSchema.safeParse(poem).success).toBe(true);
  });

  it('refuse a misaligned one with a field error on wolofal, its code and its counts', () => {
    for (const schema of [PoemInputSchema, PoemUpdateSchema]) {
      const input = { ...poem, wolofal: wolofal.replace('\n\n', '\n') };
      const parsed = schema.safeParse(input);
      expect(parsed.success).toBe(false);
      expect(fieldErrorsOf(parsed.error!.issues, input)).toEqual({
        wolofal: {
          code: 'stanza_count_mismatch',
          message: 'The Wolofal has 1 stanzas and the Latin text 2: they must have as many',
          params: { latin: 2, wolofal: 1 },
        },
      });
    }
  });

  it('leave an update of the Wolofal alone to the server, which has the stored Latin text', () => {
    expect(PoemUpdateSchema.safeParse({ wolofal: 'ب' }).success).toBe(true);
  });
});
