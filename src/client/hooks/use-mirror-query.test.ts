import { act, renderHook, waitFor } from '@testing-library/react';
import { liveRead } from '@client/db/live-read';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@client/db/db';
import { setMirrorReady } from '@client/sync/mirror-ready';
import { useMirrorQuery } from './use-mirror-query';

// A real live query of the (fake-indexeddb) mirror: a singer's name, read again on change.
const SINGER = { id: '00000000-0000-4000-8000-000000000501', name: 'Mame Diarra' };
const liveName = (id: string) => liveRead(async () => (await db.singers.get(id))?.name ?? null);

describe('useMirrorQuery', () => {
  beforeEach(async () => {
    await db.singers.put({ ...SINGER } as never);
    setMirrorReady(false);
  });
  afterEach(() => setMirrorReady(false));

  it('keeps what the page carried, without loading the query, until the mirror is ready', async () => {
    const open = vi.fn(async () => liveName(SINGER.id));
    const { result } = renderHook(() => useMirrorQuery(open, SINGER.id, 'carried name'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe('carried name');
    expect(open).not.toHaveBeenCalled();

    act(() => setMirrorReady(true));
    await waitFor(() => expect(result.current).toBe('Mame Diarra'));
    expect(open).toHaveBeenCalledTimes(1);
    // Live: a change in the mirror reaches the page.
    await act(() => db.singers.update(SINGER.id, { name: 'Mame Diarra Bousso' }));
    await waitFor(() => expect(result.current).toBe('Mame Diarra Bousso'));
  });

  it('asks the mirror at once when nothing was carried, even before it is ready', async () => {
    const open = vi.fn(async () => liveName(SINGER.id));
    const { result } = renderHook(() => useMirrorQuery(open, SINGER.id, undefined));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe('Mame Diarra'));
  });

  it('opens a new query for a new key and never shows the previous key’s answer', async () => {
    setMirrorReady(true);
    const other = '00000000-0000-4000-8000-000000000502';
    const { result, rerender } = renderHook(
      ({ id }) => useMirrorQuery(async () => liveName(id), id, undefined),
      { initialProps: { id: SINGER.id } },
    );
    await waitFor(() => expect(result.current).toBe('Mame Diarra'));
    rerender({ id: other });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBeNull());
  });
});
