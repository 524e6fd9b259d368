/**
 * The picture's way out: the share sheet where the browser shares files, else a download; a
 * closed sheet is cancelled, an expired tap (NotAllowedError) downloads. The drawing is
 * replaced by a fixed blob (jsdom has no canvas; the browser suite draws for real).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  pictureFileName,
  shareStanzaPicture,
  type StanzaPictureRequest,
} from './share-stanza-picture';

vi.mock('./render-stanza-card', () => ({
  renderStanzaCard: vi.fn(async () => new Blob([new Uint8Array(10)], { type: 'image/png' })),
}));

const request: StanzaPictureRequest = {
  content: 'Benn\n\nÑaar\nñett',
  wolofal: null,
  shown: 'both',
  stanza: 2,
  title: 'Tëgg caam',
  poet: 'Chants populaires',
  url: 'https://taalif.example/poem/p1#stanza-2',
  brand: 'Taalif',
  cutNote: 'Strophe abrégée.',
  direction: 'ltr',
};

let clicked: HTMLAnchorElement[] = [];
beforeEach(() => {
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  URL.createObjectURL = vi.fn(() => 'blob:picture');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('shareStanzaPicture', () => {
  it('hands the file to the share sheet where the browser shares files', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, canShare: () => true, share });
    await expect(shareStanzaPicture(request)).resolves.toBe('shared');
    const data = (share.mock.calls[0] as unknown as [ShareData])[0];
    expect(data.files![0]!.name).toBe('taalif-tegg-caam-2.png');
    expect(data.files![0]!.type).toBe('image/png');
    expect(data).toMatchObject({ title: 'Tëgg caam', text: request.url });
    expect(clicked).toEqual([]);
  });

  it('downloads it where the browser cannot share files', async () => {
    vi.stubGlobal('navigator', { ...navigator, canShare: undefined, share: undefined });
    await expect(shareStanzaPicture(request)).resolves.toBe('downloaded');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('taalif-tegg-caam-2.png');
    expect(clicked[0]!.isConnected).toBe(false);
  });

  it('is cancelled when the sheet is closed, downloaded when the tap has expired', async () => {
    const closed = vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError')));
    vi.stubGlobal('navigator', { ...navigator, canShare: () => true, share: closed });
    await expect(shareStanzaPicture(request)).resolves.toBe('cancelled');
    const late = vi.fn(async () => Promise.reject(new DOMException('late', 'NotAllowedError')));
    vi.stubGlobal('navigator', { ...navigator, canShare: () => true, share: late });
    await expect(shareStanzaPicture(request)).resolves.toBe('downloaded');
    expect(clicked).toHaveLength(1);
  });

  it('fails for a stanza the poem does not have', async () => {
    await expect(shareStanzaPicture({ ...request, stanza: 5 })).resolves.toBe('failed');
  });
});

describe('pictureFileName', () => {
  it('is the title without accents, the stanza and the type’s extension', () => {
    expect(pictureFileName('Ñaari Góor: ëllëg', 3, 'image/jpeg')).toBe(
      'taalif-naari-goor-elleg-3.jpg',
    );
    expect(pictureFileName('؟', 1, 'image/png')).toBe('taalif-poem-1.png');
  });
});
