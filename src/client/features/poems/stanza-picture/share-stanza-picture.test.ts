/**
 * The picture's way out: the share sheet where the browser shares files, else a download; a
 * closed sheet is cancelled, an expired tap (NotAllowedError) downloads; what the reader is
 * told. The drawing is replaced by a fixed blob (jsdom has no canvas; the browser suite draws
 * for real).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsStore } from '@client/components/settings/settings-store';
import { i18n } from '@client/i18n/i18n';
import { pictureFileName, shareStanzaPicture as sharePicture } from './share-stanza-picture';
import { renderStanzaCard } from './render-stanza-card';

vi.mock('./render-stanza-card', () => ({
  renderStanzaCard: vi.fn(async () => new Blob([new Uint8Array(10)], { type: 'image/png' })),
}));

const poem = { title: 'Tëgg caam', content: 'Benn\n\nÑaar\nñett', wolofal: 'بࣹنّْ\n\nݧَارْ\nݧࣹتّْ' };
const URL_2 = 'https://taalif.example/poem/p1#stanza-2';
let notices: string[] = [];
const shareStanzaPicture = (stanza = 2) =>
  sharePicture(poem, 'Chants populaires', stanza, URL_2, (text) => notices.push(text));

const before = i18n.language;
beforeAll(() => i18n.changeLanguage('fr'));
afterAll(() => i18n.changeLanguage(before));

let clicked: HTMLAnchorElement[] = [];
beforeEach(() => {
  clicked = [];
  notices = [];
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
    await expect(shareStanzaPicture()).resolves.toBe('shared');
    const data = (share.mock.calls[0] as unknown as [ShareData])[0];
    expect(data.files![0]!.name).toBe('taalif-tegg-caam-2.png');
    expect(data.files![0]!.type).toBe('image/png');
    expect(data).toMatchObject({ title: 'Tëgg caam', text: URL_2 });
    expect(clicked).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('downloads it where the browser cannot share files', async () => {
    vi.stubGlobal('navigator', { ...navigator, canShare: undefined, share: undefined });
    await expect(shareStanzaPicture()).resolves.toBe('downloaded');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('taalif-tegg-caam-2.png');
    expect(clicked[0]!.isConnected).toBe(false);
    expect(notices).toEqual(['Image enregistrée dans vos téléchargements.']);
  });

  it('does nothing on a second tap while the first picture is being made', async () => {
    vi.stubGlobal('navigator', { ...navigator, canShare: undefined, share: undefined });
    const [first, second] = await Promise.all([shareStanzaPicture(), shareStanzaPicture()]);
    expect([first, second]).toEqual(['downloaded', undefined]);
    expect(clicked).toHaveLength(1);
  });

  it('is cancelled when the sheet is closed, downloaded when the tap has expired', async () => {
    const closed = vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError')));
    vi.stubGlobal('navigator', { ...navigator, canShare: () => true, share: closed });
    await expect(shareStanzaPicture()).resolves.toBe('cancelled');
    const late = vi.fn(async () => Promise.reject(new DOMException('late', 'NotAllowedError')));
    vi.stubGlobal('navigator', { ...navigator, canShare: () => true, share: late });
    await expect(shareStanzaPicture()).resolves.toBe('downloaded');
    expect(clicked).toHaveLength(1);
  });

  it('fails for a stanza the poem does not have', async () => {
    await expect(shareStanzaPicture(5)).resolves.toBe('failed');
    expect(notices).toEqual(['L’image n’a pas pu être créée.']);
  });
});

describe('what the card is given', () => {
  it('is the script the reader chose and the interface’s texts and direction, at the tap', async () => {
    vi.stubGlobal('navigator', { ...navigator, canShare: undefined, share: undefined });
    settingsStore.update({ poemScript: 'wolofal' });
    await i18n.changeLanguage('ar');
    await shareStanzaPicture();
    await i18n.changeLanguage('fr');
    settingsStore.reset();
    expect(vi.mocked(renderStanzaCard)).toHaveBeenLastCalledWith(
      [{ script: 'wolofal', verses: ['ݧَارْ', 'ݧࣹتّْ'] }],
      {
        title: 'Tëgg caam',
        poet: 'Chants populaires',
        brand: 'Taalif',
        link: 'taalif.example/poem/p1#stanza-2',
        cutNote: 'المقطع مختصر: تتمته عبر الرابط.',
        direction: 'rtl',
      },
      expect.any(Number),
    );
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
