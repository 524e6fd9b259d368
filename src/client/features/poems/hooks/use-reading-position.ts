/**
 * Brings the reader back to the stanza they were reading when they open a poem again (after a
 * reload or a restart too), and follows where they are: the stanza at the top of the screen is
 * looked up at most every FOLLOW_MS while scrolling (no layout work per scroll event) and
 * written only when the page is hidden or left, or the reader moves to another page. A link to a
 * stanza (`#stanza-N`, useStanzaAnchor) wins over the saved position. A poem that no longer
 * exists forgets its position (`missing`).
 *
 * With a `place` (the route gives the library's), the place also follows the reader to their
 * other devices: it is written at the same moments (the first verse of the stanza being read,
 * never once per scroll event), and when it arrives on opening, later than this device's own
 * position, it wins if the reader has not moved yet (it is the last place read on any device).
 */
import { useEffect } from 'react';
import { localStorageOrUndefined } from '@client/lib/local-storage';
import { readingPosition, saveReadingPosition } from '../reading-position';

/** The reader's place in a poem beyond this device: the 0-based index of a verse. */
export interface ReadingPlace {
  /** The place kept for the poem (null: none). */
  read: () => Promise<number | null>;
  /** Keeps where the reader is now. */
  write: (verseIndex: number) => void;
}

const FOLLOW_MS = 250;
/** Scrolled more than this since opening: the reader has moved, a late place does not jump. */
const MOVED_PX = 8;
/** The top bar's height (the stanzas' scroll margin): what is under it is already read. */
const TOP_BAR_PX = 96;

/**
 * The 1-based stanza being read: the last one whose top has reached the upper third of the
 * screen below the top bar (a stanza pushed down a little by content shown above it, such as the
 * recitation player arriving, still counts). Null when the text is not on the page.
 */
function stanzaAtTop(): number | null {
  const stanzas = document.querySelectorAll<HTMLElement>('[data-stanza]');
  if (stanzas.length === 0) return null;
  const readingLine = TOP_BAR_PX + (window.innerHeight - TOP_BAR_PX) / 3;
  let reading = 1;
  for (const stanza of stanzas) {
    if (stanza.getBoundingClientRect().top > readingLine) break;
    reading = Number(stanza.dataset.stanza);
  }
  return reading;
}

/** The first verse of a stanza (1-based), as the text numbers verses. */
function firstVerseOf(stanza: number): number | null {
  const verse = document.querySelector(`#stanza-${stanza} [data-verse-index]`);
  const index = Number(verse?.getAttribute('data-verse-index'));
  return verse && Number.isInteger(index) ? index : null;
}

/** The 1-based stanza holding a verse, or null when the text has no such verse. */
function stanzaOfVerse(verseIndex: number): number | null {
  const stanza = document
    .querySelector(`[data-verse-index="${verseIndex}"]`)
    ?.closest('[data-stanza]');
  return stanza ? Number(stanza.getAttribute('data-stanza')) : null;
}

export function useReadingPosition(
  poemId: string,
  status: 'ready' | 'missing' | 'other',
  place?: ReadingPlace,
) {
  useEffect(() => {
    const storage = localStorageOrUndefined();
    if (status === 'missing') saveReadingPosition(storage, poemId, null);
    if (status !== 'ready') return;

    const saved = readingPosition(storage, poemId);
    const target = saved === null ? null : document.getElementById(`stanza-${saved}`);
    // `in`: a document without layout (jsdom in the screens' tests) has no scrollIntoView.
    if (target && 'scrollIntoView' in target && !/^#stanza-\d+$/.test(window.location.hash))
      target.scrollIntoView({ block: 'start' });

    let current = stanzaAtTop();
    let currentVerse = current === null ? null : firstVerseOf(current);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      timer = undefined;
      current = stanzaAtTop() ?? current;
      if (current !== null) currentVerse = firstVerseOf(current) ?? currentVerse;
    };
    const openedAt = window.scrollY;
    let left = false;
    void place?.read().then((verse) => {
      if (left || verse === null || Math.abs(window.scrollY - openedAt) > MOVED_PX) return;
      if (/^#stanza-\d+$/.test(window.location.hash)) return;
      const stanza = stanzaOfVerse(verse);
      const element = stanza === null ? null : document.getElementById(`stanza-${stanza}`);
      if (stanza === current || !element || !('scrollIntoView' in element)) return;
      if (stanza === 1) window.scrollTo({ top: 0 });
      else element.scrollIntoView({ block: 'start' });
      current = stanza;
      currentVerse = verse;
    });
    const keep = () => {
      saveReadingPosition(storage, poemId, current);
      if (currentVerse !== null) place?.write(currentVerse);
    };
    const onScroll = () => {
      timer ??= setTimeout(follow, FOLLOW_MS);
    };
    const save = () => {
      follow();
      keep();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      left = true;
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onHidden);
      // The page may already show another screen: keep what was followed, do not measure again.
      keep();
    };
  }, [poemId, status, place]);
}
