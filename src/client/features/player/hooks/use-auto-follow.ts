/**
 * Keeps the verse being recited in view with a smooth scroll, unless the reader scrolls by hand
 * (wheel, touch, scroll keys, a drag on the page's scroll bar): then following pauses until
 * `resume()` (the "back to the verse" button). Programmatic scrolls fire none of those events,
 * so they never pause it. A verse already comfortably in view is not scrolled to, so the text
 * does not move at every verse. Respects prefers-reduced-motion.
 */
import { useCallback, useEffect, useState } from 'react';
import { verseElement } from './use-verse-sync';

const SCROLL_KEYS = new Set(['PageUp', 'PageDown', 'Home', 'End', 'ArrowUp', 'ArrowDown']);
const FIELDS =
  'input, textarea, select, [contenteditable="true"], [role="slider"], [role="listbox"]';

function scrollToVerse(verse: number, force: boolean) {
  const element = verseElement(verse);
  if (!element) return;
  const box = element.getBoundingClientRect();
  const height = window.innerHeight;
  if (!force && box.top >= height * 0.2 && box.bottom <= height * 0.7) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'center' });
}

export function useAutoFollow(verse: number | null) {
  const [following, setFollowing] = useState(true);
  const active = verse !== null;

  useEffect(() => {
    if (!active) return;
    const pause = () => setFollowing(false);
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as Element | null;
      if (SCROLL_KEYS.has(event.key) && !target?.closest?.(FIELDS)) pause();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target === document.documentElement) pause();
    };
    window.addEventListener('wheel', pause, { passive: true });
    window.addEventListener('touchmove', pause, { passive: true });
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('wheel', pause);
      window.removeEventListener('touchmove', pause);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [active]);

  useEffect(() => {
    if (following && verse !== null) scrollToVerse(verse, false);
  }, [following, verse]);

  const resume = useCallback(() => {
    setFollowing(true);
    if (verse !== null) scrollToVerse(verse, true);
  }, [verse]);

  return { following, resume };
}
