/** Recitations of the poet's poems: title, poem, singer and duration, each a link to its audio page. */
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PoetRecitation } from '../hooks/use-poet';
import { formatDuration } from '@client/lib/format-duration';

export function PoetRecitations({
  recitations,
  play,
}: {
  recitations: PoetRecitation[];
  /** "Play in a row" (the route's): the section shows only once the mirror has them. */
  play?: ReactNode;
}) {
  const { t } = useTranslation('poets');
  if (recitations.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="poet-recitations-title" gap="4">
      <Heading
        as="h2"
        id="poet-recitations-title"
        fontFamily="heading"
        textStyle="xl"
        fontWeight="semibold"
      >
        {t('page.recitations')}
      </Heading>
      {play}
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
        {recitations.map(({ audio, poem, singer }) => (
          <Stack
            as="li"
            key={audio.id}
            gap="1"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.muted"
            rounded="lg"
            p="4"
          >
            <Link asChild fontWeight="semibold" w="fit-content">
              <RouterLink to="/audio/$id" params={{ id: audio.id }}>
                {audio.title}
              </RouterLink>
            </Link>
            <Text color="fg.muted" textStyle="sm" dir="auto">
              {[poem?.title, singer?.name, formatDuration(audio.durationSec)]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
