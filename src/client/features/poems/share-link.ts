/**
 * Sharing a poem or one of its stanzas: the Web Share API where the browser has it (phones),
 * otherwise the link is copied to the clipboard. A stanza is shared as its verses (with the
 * poem's title and poet, then the link): a share sheet, or a message pasted from the clipboard,
 * shows the verse, not a bare link. A reader who closes the share sheet has not failed: that
 * is `cancelled`, and nothing is announced.
 */
import { splitStanzas, splitVerses } from '@domain/words/split-stanzas';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface Shared {
  title: string;
  url: string;
  /** The words to share with the link (a stanza); none: the link alone. */
  text?: string;
}

/** Shares `url` (with a title, and text when given) or copies it; returns what happened. */
export async function shareLink({ title, url, text }: Shared): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(text ? { title, text, url } : { title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(text ? `${text}\n${url}` : url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/**
 * The words shared with a stanza's link: its verses as written, then "— title, poet".
 * Stanza `n` is 1-based, as in the link's `#stanza-N`; empty when the poem has no such stanza.
 */
export function stanzaShareText(
  content: string,
  n: number,
  title: string,
  poet: string | undefined,
): string {
  const stanza = splitStanzas(content)[n - 1];
  if (stanza === undefined) return '';
  const verses = splitVerses(stanza).map((verse) => verse.trim());
  return `${verses.join('\n')}\n\n— ${poet ? `${title}, ${poet}` : title}`;
}

/** The absolute link to a poem, or to one stanza of it (`#stanza-N`, 1-based). */
export function poemUrl(poemId: string, stanza?: number): string {
  const url = new URL(`/poem/${encodeURIComponent(poemId)}`, window.location.origin);
  if (stanza !== undefined) url.hash = `stanza-${stanza}`;
  return url.toString();
}
