import { describe, expect, it } from 'vitest';
import { OldestCursor } from './oldest-cursor';

describe('OldestCursor', () => {
  it('keeps the lowest cursor of the current and the previous bucket, then forgets it', () => {
    let now = 1_000_000;
    const cursors = new OldestCursor(100, () => now);
    expect(cursors.oldest()).toBeUndefined();
    cursors.seen(0);
    expect(cursors.oldest()).toBeUndefined();
    cursors.seen(40);
    cursors.seen(25);
    cursors.seen(30);
    expect(cursors.oldest()).toBe(25);
    now += 150; // next bucket: 25 is still within the window
    cursors.seen(90);
    expect(cursors.oldest()).toBe(25);
    now += 100; // the bucket of 25 has gone by
    expect(cursors.oldest()).toBe(90);
    now += 250; // no pull for two buckets: nobody is known to be behind
    expect(cursors.oldest()).toBeUndefined();
  });
});
