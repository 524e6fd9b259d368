/** One recitation in the list: title (link), poem, singer, duration, downloaded state and the download action. */
import { Badge, HStack, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import { formatDuration } from '@client/lib/format-duration';
import type { Recitation } from '../hooks/use-audios';

export function RecitationItem({
  recitation,
  downloaded,
  downloadAction,
}: {
  recitation: Recitation;
  downloaded: boolean;
  downloadAction?: ReactNode;
}) {
  const { t } = useTranslation('audios');
  const { audio, poem, singer } = recitation;
  const duration = formatDuration(audio.durationSec);
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      gap="3"
      align={{ sm: 'center' }}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="xl"
      p={{ base: '4', md: '5' }}
    >
      <LinkBox flex="1" minW="0">
        <HStack gap="3" align="start">
          <AppIcon name="audio" color="primary.fg" boxSize="6" mt="0.5" />
          <Stack gap="1" minW="0">
            <Heading as="h2" textStyle="md" fontWeight="semibold">
              <LinkOverlay asChild>
                <RouterLink to="/audio/$id" params={{ id: audio.id }}>
                  {audio.title}
                </RouterLink>
              </LinkOverlay>
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              {poem && (
                <Text as="span" lang="wo" dir="ltr" fontFamily="heading" fontStyle="italic">
                  {poem.title}
                </Text>
              )}
              {singer && ` · ${singer.name}`}
            </Text>
            <HStack gap="2" wrap="wrap" textStyle="sm" color="fg.muted">
              {duration && <Text as="span">{t('list.duration', { duration })}</Text>}
              {downloaded && (
                <Badge variant="subtle" colorPalette="success">
                  <AppIcon name="download" />
                  {t('list.downloaded')}
                </Badge>
              )}
            </HStack>
          </Stack>
        </HStack>
      </LinkBox>
      {downloadAction}
    </Stack>
  );
}
