/**
 * The dashboard's one autosave on the real `drafts` table (IndexedDB in memory): written
 * AUTOSAVE_DELAY_MS after the last change and not before, deleted when nothing is unsaved,
 * an earlier draft offered and never overwritten until answered, and a discarded draft not
 * written back when the screen is left. Only the delay's timer is faked.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@client/db/db';
import { readDraft, writeDraft } from '@client/db/drafts';
import { AUTOSAVE_DELAY_MS, useAutosave, type DraftContent } from './use-autosave';

const KEY = { form: 'poet', recordId: 'p1' };
const content = (name: string): DraftContent => ({
  values: { name },
  base: { name: 'Moussa' },
  baseVersion: 3,
});
const differs = (draft: { values: Record<string, unknown> }) => draft.values.name !== 'Moussa';

function mount(initial: DraftContent | null) {
  return renderHook(({ now }) => useAutosave({ key: KEY, content: now, differs }), {
    initialProps: { now: initial },
  });
}

/** Retries `check` on each turn of the event loop (testing-library's waitFor needs the faked timer). */
async function waitFor(check: () => unknown): Promise<void> {
  for (let turn = 0; turn < 500; turn++) {
    try {
      await check();
      return;
    } catch {
      await act(() => new Promise((next) => setImmediate(next)));
    }
  }
  await check();
}

const stored = async () => (await readDraft(KEY))?.values;

beforeEach(async () => {
  await db.drafts.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

describe('useAutosave', () => {
  it('writes the work once the delay has passed since the last change, and deletes it when nothing is unsaved', async () => {
    const hook = mount(null);
    await waitFor(() => expect(hook.result.current.checked).toBe(true));
    hook.rerender({ now: content('Mousa') });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1));
    hook.rerender({ now: content('Moussa K') });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1));
    expect(await stored()).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    await waitFor(async () => expect(await stored()).toEqual({ name: 'Moussa K' }));
    expect((await readDraft(KEY))?.baseVersion).toBe(3);

    hook.rerender({ now: null });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    await waitFor(async () => expect(await stored()).toBeUndefined());
  });

  it('offers an earlier draft and leaves it untouched until restored', async () => {
    await writeDraft({ ...KEY, ...content('Serigne Moussa') });
    const hook = mount(null);
    await waitFor(() =>
      expect(hook.result.current.offer?.values).toEqual({ name: 'Serigne Moussa' }),
    );
    hook.rerender({ now: content('typed meanwhile') });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 3));
    expect(await stored()).toEqual({ name: 'Serigne Moussa' });

    act(() => void hook.result.current.takeOffer());
    expect(hook.result.current.offer).toBeNull();
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    await waitFor(async () => expect(await stored()).toEqual({ name: 'typed meanwhile' }));
  });

  it('does not offer a draft that holds what the screen opened with', async () => {
    await writeDraft({ ...KEY, ...content('Moussa') });
    const hook = mount(null);
    await waitFor(() => expect(hook.result.current.checked).toBe(true));
    expect(hook.result.current.offer).toBeNull();
  });

  it('writes a pending change when the screen is left, but never a discarded draft', async () => {
    const left = mount(null);
    await waitFor(() => expect(left.result.current.checked).toBe(true));
    left.rerender({ now: content('half typed') });
    left.unmount();
    await waitFor(async () => expect(await stored()).toEqual({ name: 'half typed' }));

    await db.drafts.clear();
    const saved = mount(null);
    await waitFor(() => expect(saved.result.current.checked).toBe(true));
    saved.rerender({ now: content('saved') });
    await act(() => saved.result.current.discard());
    saved.unmount();
    await writeDraft({ form: 'other', recordId: 'x', ...content('a later write') });
    expect(await stored()).toBeUndefined();
  });
});
