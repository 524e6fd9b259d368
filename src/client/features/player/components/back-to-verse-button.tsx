/** Shown while auto-scroll is paused by the reader's own scrolling: brings the recited verse back. */
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ABOVE_STACK } from '@client/components/layout/bottom-stack';
import { PlayerIcon } from './player-icon';

export function BackToVerseButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('player');
  return (
    <Button
      position="fixed"
      insetInlineStart="50%"
      transform="translateX(-50%)"
      _rtl={{ transform: 'translateX(50%)' }}
      bottom={`calc(max(88px, ${ABOVE_STACK}) + env(safe-area-inset-bottom))`}
      zIndex="sticky"
      size="sm"
      rounded="full"
      shadow="lg"
      colorPalette="primary"
      onClick={onClick}
    >
      <PlayerIcon name="locate" />
      {t('verse.backTo')}
    </Button>
  );
}
