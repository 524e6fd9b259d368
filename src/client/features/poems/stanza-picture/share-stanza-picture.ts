/**
 * "Share as picture" for one stanza, loaded with import() on the reader's first tap (its
 * drawing code is no part of the poem page's first load): the card is made on the device,
 * then handed to the Web Share API where the browser shares files (navigator.canShare with
 * files: phones), else downloaded. A closed share sheet is `cancelled`. A share refused
 * because the tap's activation has run out while drawing (NotAllowedError) falls back to the
 * download, so the reader still gets the picture. The reader's choice of script (settings)
 * and the interface's language (i18next: texts and direction) are read at the tap, so the
 * poem page passes only the poem: its first load carries no more of this than the import().
 */
import { settingsStore } from '@client/components/settings/settings-store';
import { i18n } from '@client/i18n/i18n';
import '@client/i18n/namespaces/poems';
import { directionOf } from '@domain/i18n/languages';
import type { Poem } from '@domain/schemas';
import { renderStanzaCard } from './render-stanza-card';
import { stanzaCardBlocks } from './stanza-card-blocks';

export type PictureOutcome = 'shared' | 'downloaded' | 'cancelled' | 'failed';

type PicturedPoem = Pick<Poem, 'title' | 'content' | 'wolofal'>;

/** `taalif-<title>-<stanza>`: the title's letters without their accents, for any file system. */
export function pictureFileName(title: string, stanza: number, type: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  const extension = type === 'image/png' ? 'png' : 'jpg';
  return `taalif-${slug || 'poem'}-${stanza}.${extension}`;
}

function download(file: File): void {
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Not at once: some browsers read the blob after the click's task.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

async function makeAndShare(
  poem: PicturedPoem,
  poet: string | undefined,
  stanza: number,
  url: string,
): Promise<PictureOutcome> {
  // What the reader chose to see (PoemScriptChoice) and the interface's language, at the tap.
  const blocks = stanzaCardBlocks(
    poem.content,
    poem.wolofal,
    settingsStore.get().poemScript,
    stanza,
  );
  if (blocks.length === 0) return 'failed';
  const blob = await renderStanzaCard(
    blocks,
    {
      title: poem.title,
      poet,
      brand: i18n.t('app.name', { ns: 'common' }),
      link: url.replace(/^https?:\/\//, ''),
      cutNote: i18n.t('reader.picture.cut', { ns: 'poems' }),
      direction: directionOf(i18n.resolvedLanguage ?? ''),
    },
    window.devicePixelRatio,
  );
  const file = new File([blob], pictureFileName(poem.title, stanza, blob.type), {
    type: blob.type,
  });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: poem.title, text: url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      if (!(error instanceof DOMException && error.name === 'NotAllowedError')) return 'failed';
    }
  }
  download(file);
  return 'downloaded';
}

let isBusy = false;

/**
 * Makes stanza `stanza` (1-based) of `poem` a picture, with `url` (the stanza's link) on it,
 * and shares or downloads it; says a download or a failure to `onNotice` (a share sheet speaks
 * for itself). A tap while a picture is being made does nothing (undefined).
 */
export async function shareStanzaPicture(
  poem: PicturedPoem,
  poet: string | undefined,
  stanza: number,
  url: string,
  onNotice: (text: string) => void,
): Promise<PictureOutcome | undefined> {
  if (isBusy) return undefined;
  isBusy = true;
  try {
    const outcome = await makeAndShare(poem, poet, stanza, url).catch(
      (): PictureOutcome => 'failed',
    );
    if (outcome === 'downloaded') onNotice(i18n.t('reader.picture.saved', { ns: 'poems' }));
    if (outcome === 'failed') onNotice(i18n.t('reader.picture.failed', { ns: 'poems' }));
    return outcome;
  } finally {
    isBusy = false;
  }
}
