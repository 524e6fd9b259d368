/**
 * The poem page's text: the shared renderer (src/ui/poem-text, which the server's first screen
 * renders too, so the client's takeover draws the same markup) with the reader's behaviour
 * plugged in: each difficult word opens its definition (DifficultWord), each stanza's button
 * shares a link to it, labelled in the reader's language.
 */
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DifficultWord as DifficultWordRow } from '@domain/schemas';
import { PoemText as SharedPoemText } from '@ui/poem-text/poem-text';
import { useReaderLanguage } from '@client/lib/localized-text';
import { numberFormat } from '@client/lib/number-format';
import { DifficultWord } from './difficult-word';

/**
 * Memoised: the longest render of the poem page (every verse matched against every word),
 * done again only when the text, its words or the callbacks change, not when a count does.
 */
export const PoemText = memo(function PoemText({
  content,
  words,
  onShareStanza,
}: {
  content: string;
  words: readonly DifficultWordRow[];
  onShareStanza?: (stanzaNumber: number) => void;
}) {
  const { t } = useTranslation('poems');
  const { locale } = useReaderLanguage();
  const shareLabel = useCallback(
    (n: number) => t('reader.shareStanza', { n: numberFormat(locale).format(n) }),
    [t, locale],
  );
  return (
    <SharedPoemText
      content={content}
      words={words}
      Word={DifficultWord}
      shareLabel={onShareStanza && shareLabel}
      onShareStanza={onShareStanza}
    />
  );
});
