/**
 * Ties the poem's verses on the page (elements carrying `data-verse-index`, rendered by the poem
 * screen) to the player: the verse being recited gets `aria-current="true"` (styled by
 * VerseHighlightStyles), and a click or tap on a verse seeks to it. Only while this poem's
 * recitation is the one loaded, and only with usable timing. A click on a link or a button inside
 * a verse (a difficult word) or the end of a text selection is left alone.
 */
import { useEffect, useLayoutEffect } from 'react';
import { usePlayer } from '../store/use-player';

const INTERACTIVE = 'a, button, input, select, textarea, summary, [role="button"]';

export const verseElement = (verseIndex: number) =>
  document.querySelector<HTMLElement>(`[data-verse-index="${verseIndex}"]`);

/** Returns the verse index this poem's recitation is at (null when none or not loaded). */
export function useVerseSync(poemId: string, onVerseChosen: (verseIndex: number) => void) {
  const isTimed = usePlayer((s) => s.track?.poemId === poemId && s.track.timeline !== null);
  const verse = usePlayer((s) => (s.track?.poemId === poemId ? s.currentVerse : null));

  // Layout effect: the mark lands in the same frame as the clock reading that moved it.
  useLayoutEffect(() => {
    if (verse === null) return;
    const element = verseElement(verse);
    if (!element) return;
    element.setAttribute('aria-current', 'true');
    return () => element.removeAttribute('aria-current');
  }, [verse]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const element = target?.closest?.('[data-verse-index]');
      if (!element || target?.closest(INTERACTIVE)) return;
      if ((window.getSelection()?.toString() ?? '') !== '') return;
      const verseIndex = Number(element.getAttribute('data-verse-index'));
      if (Number.isInteger(verseIndex)) onVerseChosen(verseIndex);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [onVerseChosen]);

  useEffect(() => {
    if (!isTimed) return;
    document.documentElement.dataset.verseSeek = 'on';
    return () => {
      delete document.documentElement.dataset.verseSeek;
    };
  }, [isTimed]);

  return verse;
}
