/**
 * Where a poem's view leads: its public page (once published: a draft or a scheduled poem has
 * none yet, and says so by its state), its recordings and its difficult words (the lists
 * narrowed to this poem, with how many there are), and, per recording, the subtitle
 * generator. The two lists are read beside the poem; a failed read leaves their links
 * without a count rather than hiding them.
 */
import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { publicationState } from '@domain/publication/publication-state';
import type { Poem } from '@domain/schemas/poem';
import '@client/i18n/namespaces/admin';
import { audioResource } from '../audios/resource';
import { TimingBadge } from '../audios/timing-state';
import { difficultWordResource } from '../difficult-words/resource';
import { useRemote } from '../resource/use-remote';
import { PublicationBadge } from './publication-badge';

const counted = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

export function PoemLinks({ poem }: { poem: Poem }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const recordings = useRemote(`audios:${poem.id}`, (signal) =>
    audioResource.list({ poem: poem.id, size: 100 }, signal),
  );
  const words = useRemote(`words:${poem.id}`, (signal) =>
    difficultWordResource.list({ poem: poem.id, size: 10 }, signal),
  );
  const published = publicationState(poem.publishedAt) === 'published';
  return (
    <Stack as="section" aria-labelledby="poem-links" gap="3" data-testid="poem-links">
      <Text as="h2" id="poem-links" textStyle="lg" fontWeight="semibold">
        {t('poems.links.title')}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        <li>
          {published ? (
            <Link asChild colorPalette="primary" fontWeight="medium">
              <RouterLink to="/poem/$id" params={{ id: poem.id }}>
                {t('poems.links.public')}
              </RouterLink>
            </Link>
          ) : (
            <HStack gap="2">
              <Text as="span" color="fg.muted">
                {t('poems.links.public')}
              </Text>
              <PublicationBadge publishedAt={poem.publishedAt} />
            </HStack>
          )}
        </li>
        <li>
          <Link asChild colorPalette="primary" fontWeight="medium">
            <RouterLink to="/dashboard/audios" search={{ poem: poem.id }}>
              {counted(tc('nav.admin.audios'), recordings.data?.totalElements)}
            </RouterLink>
          </Link>
          {(recordings.data?.content.length ?? 0) > 0 && (
            <Stack as="ul" gap="1.5" listStyleType="none" ps="4" pt="1.5" m="0">
              {recordings.data!.content.map((audio) => (
                <HStack as="li" key={audio.id} gap="3" flexWrap="wrap">
                  <Link asChild>
                    <RouterLink to="/dashboard/audios/$id" params={{ id: audio.id }}>
                      <Text as="span" dir="auto">
                        {audio.title}
                      </Text>
                    </RouterLink>
                  </Link>
                  <TimingBadge vtt={audio.vtt} />
                  <Link asChild colorPalette="primary" textStyle="sm">
                    <RouterLink
                      to="/dashboard/poems/vtt-generator"
                      search={{ audio: audio.id }}
                      aria-label={t('poems.links.generatorFor', { title: audio.title })}
                    >
                      {tc('nav.admin.vttGenerator')}
                    </RouterLink>
                  </Link>
                </HStack>
              ))}
            </Stack>
          )}
        </li>
        <li>
          <Link asChild colorPalette="primary" fontWeight="medium">
            <RouterLink to="/dashboard/difficult-words" search={{ poem: poem.id }}>
              {counted(tc('nav.admin.difficult-words'), words.data?.totalElements)}
            </RouterLink>
          </Link>
        </li>
      </Stack>
    </Stack>
  );
}
