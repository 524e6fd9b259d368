/**
 * The reader's first-load budget, held in CI: on a French phone, the gzip JavaScript the home
 * page, a poem page and the poems list request before the client's first heading stays under
 * 200 KB each (scripts/bench/first-load-weight.ts, the figure `npm run bench:weight` prints).
 * A poem page once went 0.2 KB over with nobody told: only the benches measured it.
 */
import { describe, expect, inject, it } from 'vitest';
import { poemPath } from '../../scripts/bench/browser-pages';
import { BUDGET_BYTES, measure } from '../../scripts/bench/first-load-weight';

const baseUrl = inject('baseUrl');

describe('first-load budget', () => {
  it.each([
    ['home', async () => '/'],
    ['a poem page', () => poemPath(baseUrl)],
    ['the poems list', async () => '/poems'],
  ])('%s needs at most 200 KB of gzip JavaScript before its first render', async (_, path) => {
    const weight = await measure(baseUrl, await path());
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
    const scripts = weight.scripts.map((s) => `${s.url.replace(/.*\//, '')} ${kb(s.gzip)}`);
    expect(weight.scripts.length, 'scripts before the first render').toBeGreaterThan(0);
    expect(weight.gzipTotal, `${kb(weight.gzipTotal)}: ${scripts.join(', ')}`).toBeLessThanOrEqual(
      BUDGET_BYTES,
    );
  });
});
