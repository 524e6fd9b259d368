/**
 * Brings the reader back to the stanza they were reading when they open a poem again (after a
 * reload or a restart too), and follows where they are: the stanza at the top of the screen is
 * looked up at most every FOLLOW_MS while scrolling (no layout work per scroll event) and
 * written only when the page is hidden or left, or the reader moves to another page. A link to a
 * stanza (`#stanza-N`, useStanzaAnchor) wins over the saved position. A poem that no longer
 * exists forgets its position (`missing`).
 */
import { useEffect } from 'react';
import { localStorageOrUndefined } from '@client/lib/local-storage';
import { readingPosition, saveReadingPosition } from '../reading-position';

const FOLLOW_MS = 250;
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

export function useReadingPosition(poemId: string, status: 'ready' | 'missing' | 'other') {
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
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      timer = undefined;
      current = stanzaAtTop() ?? current;
    };
    const onScroll = () => {
      timer ??= setTimeout(follow, FOLLOW_MS);
    };
    const save = () => {
      follow();
      saveReadingPosition(storage, poemId, current);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onHidden);
      // The page may already show another screen: keep what was followed, do not measure again.
      saveReadingPosition(storage, poemId, current);
    };
  }, [poemId, status]);
}
