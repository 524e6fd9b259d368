import { describe, expect, it } from 'vitest';
import { StatsSummarySchema } from './stats-summary';
import { STATS_SUMMARY_KEYS, parseStatsSummary } from './stats-summary-check';

const valid = { poems: 18, poets: 5, users: 1, audios: 4, difficultWords: 109, themes: 7, tags: 0 };

const samples: unknown[] = [
  valid,
  { ...valid, extra: 'dropped' },
  { ...valid, poems: -1 },
  { ...valid, poets: 1.5 },
  { ...valid, users: '3' },
  { ...valid, tags: Number.NaN },
  { ...valid, themes: Number.POSITIVE_INFINITY },
  Object.fromEntries(Object.entries(valid).filter(([key]) => key !== 'audios')),
  null,
  [],
  '18',
  undefined,
];

describe('parseStatsSummary', () => {
  it('checks every field of the schema', () => {
    expect([...STATS_SUMMARY_KEYS].sort()).toEqual(Object.keys(StatsSummarySchema.shape).sort());
  });

  it.each(samples.map((sample) => [JSON.stringify(sample) ?? String(sample), sample]))(
    'agrees with StatsSummarySchema on %s',
    (_, sample) => {
      const expected = StatsSummarySchema.safeParse(sample);
      if (expected.success) expect(parseStatsSummary(sample)).toEqual(expected.data);
      else expect(() => parseStatsSummary(sample)).toThrow(TypeError);
    },
  );
});
