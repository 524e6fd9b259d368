import { describe, expect, it } from 'vitest';
import { runBulk } from './run-bulk';

describe('runBulk', () => {
  it('runs every row, at most four at once, and says which failed and why, in page order', async () => {
    let running = 0;
    let most = 0;
    const rows = Array.from({ length: 10 }, (_, i) => i);
    const outcome = await runBulk(rows, async (row) => {
      running += 1;
      most = Math.max(most, running);
      // Later rows answer first (fewer turns of the microtask queue): the outcome keeps the
      // page's order anyway.
      for (let turn = 0; turn < 10 - row; turn += 1) await Promise.resolve();
      running -= 1;
      if (row % 3 === 0) throw new Error(`refused ${row}`);
    });
    expect(most).toBe(4);
    expect(outcome.done).toEqual([1, 2, 4, 5, 7, 8]);
    expect(outcome.failed.map((f) => [f.row, (f.error as Error).message])).toEqual([
      [0, 'refused 0'],
      [3, 'refused 3'],
      [6, 'refused 6'],
      [9, 'refused 9'],
    ]);
  });

  it('does nothing for no rows', async () => {
    expect(await runBulk([], () => Promise.reject(new Error('never')))).toEqual({
      done: [],
      failed: [],
    });
  });
});
