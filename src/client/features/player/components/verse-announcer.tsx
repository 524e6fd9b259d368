/**
 * Says the verse being recited to screen readers, only when asked (a button): announcing every
 * verse as it changes would talk over the recitation. A polite live region, emptied first so the
 * same verse can be announced twice.
 */
import { useState } from 'react';
import { Button, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useReaderLanguage } from '@client/lib/localized-text';
import { numberFormat } from '@client/lib/number-format';
import { PlayerIcon } from './player-icon';
import { playerStore } from '../store/player';

export function VerseAnnouncer({
  isLoaded,
  verseTexts,
}: {
  isLoaded: boolean;
  verseTexts: string[];
}) {
  const { t } = useTranslation('player');
  const number = numberFormat(useReaderLanguage().locale);
  const [message, setMessage] = useState('');
  const announce = () => {
    const verse = isLoaded ? playerStore.getState().currentVerse : null;
    const text =
      verse === null
        ? t('verse.none')
        : t('verse.announcement', {
            number: number.format(verse + 1),
            text: verseTexts[verse] ?? '',
          });
    setMessage('');
    window.setTimeout(() => setMessage(text), 60);
  };
  return (
    <>
      <Button size="sm" variant="outline" onClick={announce}>
        <PlayerIcon name="announce" />
        {t('verse.announce')}
      </Button>
      <VisuallyHidden aria-live="polite" data-verse-announcement="">
        {message}
      </VisuallyHidden>
    </>
  );
}
