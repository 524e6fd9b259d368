import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useReadingPosition } from './hooks/use-reading-position';
import { MAX_POEMS, readingPosition, saveReadingPosition } from './reading-position';

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  window.location.hash = '';
});

describe('reading positions', () => {
  it('saves and restores a stanza per poem, and forgets the first stanza', () => {
    saveReadingPosition(localStorage, 'p1', 4);
    saveReadingPosition(localStorage, 'p2', 2);
    expect(readingPosition(localStorage, 'p1')).toBe(4);
    expect(readingPosition(localStorage, 'p2')).toBe(2);
    saveReadingPosition(localStorage, 'p1', 1);
    expect(readingPosition(localStorage, 'p1')).toBeNull();
    expect(readingPosition(localStorage, 'p3')).toBeNull();
  });

  it('keeps only the poems read last', () => {
    for (let i = 0; i <= MAX_POEMS; i += 1) saveReadingPosition(localStorage, `p${i}`, 3);
    expect(readingPosition(localStorage, 'p0')).toBeNull();
    expect(readingPosition(localStorage, `p${MAX_POEMS}`)).toBe(3);
    expect(readingPosition(localStorage, 'p1')).toBe(3);
  });

  it('ignores a damaged entry', () => {
    localStorage.setItem('taalif:reading-positions', 'not json');
    expect(readingPosition(localStorage, 'p1')).toBeNull();
    localStorage.setItem('taalif:reading-positions', '{"p1":"3"}');
    expect(readingPosition(localStorage, 'p1')).toBeNull();
  });
});

describe('useReadingPosition', () => {
  const stanzas = (count: number) => {
    for (let n = 1; n <= count; n += 1) {
      const div = document.createElement('div');
      div.id = `stanza-${n}`;
      div.dataset.stanza = String(n);
      div.scrollIntoView = vi.fn();
      document.body.append(div);
    }
  };
  const stanza = (n: number) => document.getElementById(`stanza-${n}`) as HTMLElement;

  it('scrolls back to the saved stanza once the poem is shown', () => {
    saveReadingPosition(localStorage, 'p1', 3);
    stanzas(4);
    const { rerender } = renderHook(({ status }) => useReadingPosition('p1', status), {
      initialProps: { status: 'other' as 'ready' | 'other' },
    });
    expect(stanza(3).scrollIntoView).not.toHaveBeenCalled();
    rerender({ status: 'ready' });
    expect(stanza(3).scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('lets a link to a stanza win', () => {
    saveReadingPosition(localStorage, 'p1', 3);
    stanzas(4);
    window.location.hash = '#stanza-2';
    renderHook(() => useReadingPosition('p1', 'ready'));
    expect(stanza(3).scrollIntoView).not.toHaveBeenCalled();
  });

  it('forgets the position of a poem that no longer exists', () => {
    saveReadingPosition(localStorage, 'p1', 3);
    renderHook(() => useReadingPosition('p1', 'missing'));
    expect(readingPosition(localStorage, 'p1')).toBeNull();
  });

  it('saves the stanza at the top of the screen when the page is left', () => {
    stanzas(4);
    // jsdom lays nothing out: stanza 3 is in the upper third of the window, 4 far below.
    for (const [n, top] of [
      [1, -600],
      [2, -200],
      [3, 250],
      [4, 5000],
    ] as const)
      stanza(n).getBoundingClientRect = () => ({ top }) as DOMRect;
    renderHook(() => useReadingPosition('p1', 'ready'));
    window.dispatchEvent(new Event('pagehide'));
    expect(readingPosition(localStorage, 'p1')).toBe(3);
  });
});
