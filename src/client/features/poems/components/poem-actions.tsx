/**
 * The poem's counters and actions: views, likes (the button only for signed-in readers; the
 * like goes through the outbox, so it also works offline), and share. What happened is said
 * in a polite live region ("Link copied").
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Poem } from '@domain/schemas';
import { AppIcon } from '@client/components/icons/app-icon';
import { useReaderLanguage } from '@client/lib/localized-text';
import type { ShareOutcome } from '../share-link';
import { numberFormat } from '@client/lib/number-format';

export function PoemActions({
  poem,
  canLike,
  onLike,
  onShare,
}: {
  poem: Poem;
  canLike: boolean;
  onLike?: (poemId: string) => void;
  onShare: () => Promise<ShareOutcome>;
}) {
  const { t } = useTranslation('poems');
  const { locale } = useReaderLanguage();
  const number = numberFormat(locale);
  // The count when the reader liked: the outbox also moves the mirrored count, and the
  // poem shown may or may not come from the mirror, so the screen shows that count + 1
  // (or more, when a sync brings others' likes), never + 2.
  const [likedFrom, setLikedFrom] = useState<number>();
  const liked = likedFrom !== undefined;
  const likes = liked ? Math.max(poem.likes, likedFrom + 1) : poem.likes;
  const [announcement, setAnnouncement] = useState('');

  return (
    <HStack gap="3" wrap="wrap" color="fg.muted">
      <Text textStyle="sm">{t('reader.views', { views: number.format(poem.views) })}</Text>
      <Text textStyle="sm">{t('reader.likes', { likes: number.format(likes) })}</Text>
      <HStack gap="2" ms="auto">
        {canLike && onLike && (
          <Button
            size="sm"
            variant={liked ? 'solid' : 'outline'}
            aria-pressed={liked}
            disabled={liked}
            onClick={() => {
              setLikedFrom(poem.likes);
              onLike(poem.id);
              setAnnouncement(t('reader.liked'));
            }}
          >
            <AppIcon name="flame" />
            {t('reader.like')}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          onClick={async () => {
            const outcome = await onShare();
            if (outcome === 'copied') setAnnouncement(t('reader.copied'));
            if (outcome === 'failed') setAnnouncement(t('reader.shareFailed'));
          }}
        >
          <AppIcon name="share" />
          {t('reader.share')}
        </Button>
      </HStack>
      <Text role="status" aria-live="polite" textStyle="sm" w="full" color="primary.fg">
        {announcement}
      </Text>
    </HStack>
  );
}
