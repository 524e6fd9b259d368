/**
 * Sharing a poem or one of its stanzas: the Web Share API where the browser has it (phones),
 * otherwise the link is copied to the clipboard. A reader who closes the share sheet has not
 * failed: that is `cancelled`, and nothing is announced.
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** Shares `url` (with a title) or copies it; returns what happened. */
export async function shareLink(title: string, url: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The absolute link to a poem, or to one stanza of it (`#stanza-N`, 1-based). */
export function poemUrl(poemId: string, stanza?: number): string {
  const url = new URL(`/poem/${encodeURIComponent(poemId)}`, window.location.origin);
  if (stanza !== undefined) url.hash = `stanza-${stanza}`;
  return url.toString();
}
