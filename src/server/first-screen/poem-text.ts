/**
 * The poem's text on the first screen: the shared renderer (src/ui/poem-text), the one the
 * client's poem page draws, rendered here with React's server renderer, so the client's
 * takeover puts the same markup where this one was. Static markup, not `renderToString`: the
 * client does not hydrate the first screen, it replaces it (render-page.ts). React escapes every
 * text it renders: a verse is an administrator's text, never markup.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { DifficultWord } from '@domain/schemas';
import { PoemText } from '@ui/poem-text/poem-text';
import { Markup } from './html';

export function poemTextMarkup(
  { content, wolofal }: { content: string; wolofal: string | null },
  words: readonly DifficultWord[],
  /**
   * Each stanza's share buttons' labels, its text's and its picture's (the buttons work once
   * the client takes over).
   */
  labels: {
    shareLabel: (stanzaNumber: number) => string;
    pictureLabel: (stanzaNumber: number) => string;
  },
): Markup {
  // The reader's choice of script lives in the browser: the first screen shows both, the
  // default, and the client's takeover applies a choice the reader made.
  return new Markup(
    renderToStaticMarkup(createElement(PoemText, { content, wolofal, words, ...labels })),
  );
}
