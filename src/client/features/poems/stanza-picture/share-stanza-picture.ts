/**
 * "Share as picture" for one stanza, loaded with import() on the reader's first tap (its
 * drawing code is no part of the poem page's first load): the card is made on the device,
 * then handed to the Web Share API where the browser shares files (navigator.canShare with
 * files: phones), else downloaded. A closed share sheet is `cancelled`. A share refused
 * because the tap's activation has run out while drawing (NotAllowedError) falls back to the
 * download, so the reader still gets the picture.
 */
import type { ScriptChoice } from '@domain/wolofal/script-choice';
import type { Direction } from './card-layout';
import { renderStanzaCard } from './render-stanza-card';
import { stanzaCardBlocks } from './stanza-card-blocks';

export type PictureOutcome = 'shared' | 'downloaded' | 'cancelled' | 'failed';

export interface StanzaPictureRequest {
  content: string;
  wolofal: string | null | undefined;
  shown: ScriptChoice;
  /** 1-based. */
  stanza: number;
  title: string;
  poet?: string;
  /** The stanza's absolute link. */
  url: string;
  /** The app's name and the cut note, in the interface's language. */
  brand: string;
  cutNote: string;
  direction: Direction;
}

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

/** Makes the stanza's picture and shares or downloads it; says which. */
export async function shareStanzaPicture(request: StanzaPictureRequest): Promise<PictureOutcome> {
  const blocks = stanzaCardBlocks(request.content, request.wolofal, request.shown, request.stanza);
  if (blocks.length === 0) return 'failed';
  const blob = await renderStanzaCard(
    blocks,
    {
      title: request.title,
      poet: request.poet,
      brand: request.brand,
      link: request.url.replace(/^https?:\/\//, ''),
      cutNote: request.cutNote,
      direction: request.direction,
    },
    window.devicePixelRatio,
  );
  const file = new File([blob], pictureFileName(request.title, request.stanza, blob.type), {
    type: blob.type,
  });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: request.title, text: request.url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      if (!(error instanceof DOMException && error.name === 'NotAllowedError')) return 'failed';
    }
  }
  download(file);
  return 'downloaded';
}
