import { afterEach, describe, expect, it, vi } from 'vitest';
import { poemUrl, shareLink, stanzaShareText } from './share-link';

const content =
  'Jàmbaar nga momar caam ca\nmbaar ma\n\n  Uppël ko uppël taal bi  \nCaam baylo buuru mbaar\n';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('stanzaShareText', () => {
  it('is the stanza’s verses, then the title and the poet', () => {
    expect(stanzaShareText(content, 2, 'Tëgg caam', 'Chants populaires')).toBe(
      'Uppël ko uppël taal bi\nCaam baylo buuru mbaar\n\n— Tëgg caam, Chants populaires',
    );
    expect(stanzaShareText(content, 1, 'Tëgg caam', undefined)).toBe(
      'Jàmbaar nga momar caam ca\nmbaar ma\n\n— Tëgg caam',
    );
    expect(stanzaShareText(content, 3, 'Tëgg caam', undefined)).toBe('');
  });
});

describe('shareLink', () => {
  const shared = {
    title: 'Tëgg caam',
    text: stanzaShareText(content, 2, 'Tëgg caam', 'Chants populaires'),
    url: poemUrl('tegg-caam', 2),
  };

  it('hands the verse text, the title and the link to the share sheet', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    await expect(shareLink(shared)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(shared);
    expect(shared.url).toMatch(/\/poem\/tegg-caam#stanza-2$/);
  });

  it('copies the verse text and the link where there is no share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await expect(shareLink(shared)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(`${shared.text}\n${shared.url}`);
  });

  it('a closed share sheet is cancelled, not failed', async () => {
    const share = vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError')));
    vi.stubGlobal('navigator', { ...navigator, share });
    await expect(shareLink(shared)).resolves.toBe('cancelled');
  });
});
