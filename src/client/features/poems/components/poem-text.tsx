/**
 * The poem page's text: the shared renderer (src/ui/poem-text, which the server's first screen
 * renders too, so the client's takeover draws the same markup) with the reader's behaviour
 * plugged in: each difficult word opens its definition (DifficultWord), each stanza's buttons
 * share its text and link, or a picture of it, labelled in the reader's language; its Wolofal
 * as the reader chose.
 */
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DifficultWord as DifficultWordRow } from '@domain/schemas';
import { PoemText as SharedPoemText, type VerseMarks } from '@ui/poem-text/poem-text';
import { useSettings } from '@client/components/settings/use-settings';
import { useReaderLanguage } from '@client/lib/localized-text';
import { numberFormat } from '@client/lib/number-format';
import { DifficultWord } from './difficult-word';

/**
 * Memoised: the longest render of the poem page (every verse matched against every word),
 * done again only when the text, its words or the callbacks change, not when a count does.
 */
export const PoemText = memo(function PoemText({
  content,
  wolofal,
  words,
  onShareStanza,
  onShareStanzaPicture,
  verseMarks,
}: {
  content: string;
  /** The poem's Wolofal (null: none), shown as the reader chose (PoemScriptChoice). */
  wolofal?: string | null;
  words: readonly DifficultWordRow[];
  onShareStanza?: (stanzaNumber: number) => void;
  /** Shares a stanza as a picture (stanza-picture/); none, no picture buttons. */
  onShareStanzaPicture?: (stanzaNumber: number) => void;
  /** The reader's notes and highlights (a slot the route fills from the library). */
  verseMarks?: VerseMarks;
}) {
  const { t } = useTranslation('poems');
  const { poemScript } = useSettings().settings;
  const { locale } = useReaderLanguage();
  const shareLabel = useCallback(
    (n: number) => t('reader.shareStanza', { n: numberFormat(locale).format(n) }),
    [t, locale],
  );
  const pictureLabel = useCallback(
    (n: number) => t('reader.picture.share', { n: numberFormat(locale).format(n) }),
    [t, locale],
  );
  return (
    <SharedPoemText
      content={content}
      wolofal={wolofal}
      shown={poemScript}
      words={words}
      Word={DifficultWord}
      shareLabel={onShareStanza && shareLabel}
      onShareStanza={onShareStanza}
      pictureLabel={onShareStanzaPicture && pictureLabel}
      onShareStanzaPicture={onShareStanzaPicture}
      verseMarks={verseMarks}
    />
  );
});
