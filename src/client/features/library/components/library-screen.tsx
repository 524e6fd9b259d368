/**
 * "My library" (`/library`): the reader's favourite poems, recitations and poets, and the
 * poems they liked, read from the device (the replica and the mirror), so it works offline
 * and signed out; signed in, the same lists are on every device of the account.
 */
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { List } from '@client/components/ui/list';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@client/components/common/page-container';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { PageHeading } from '@client/startup/page-heading';
import { useLibrary } from '../hooks/use-library';
import { CollectionsSection } from './collections-section';
import '@client/i18n/namespaces/library';

interface Entry {
  key: string;
  link: ReactNode;
}

function Section({
  id,
  title,
  entries,
  level,
}: {
  id: string;
  title: string;
  entries: Entry[];
  level: 'h2' | 'h3';
}) {
  return (
    <Stack as="section" aria-labelledby={id} gap="2" data-library-section={id}>
      <Heading as={level} id={id} fontFamily="heading" textStyle={level === 'h2' ? 'xl' : 'lg'}>
        {title}
      </Heading>
      <List.Root ps="5" gap="1">
        {entries.map((entry) => (
          <List.Item key={entry.key}>{entry.link}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

export function LibraryScreen() {
  const { t } = useTranslation('library');
  const { t: common } = useTranslation();
  useDocumentTitle(t('title'));
  const lists = useLibrary();
  const link = (to: '/poem/$id' | '/audio/$id' | '/poet/$id', id: string, text: string) => ({
    key: id,
    link: (
      <Link asChild color="primary.fg" textDecoration="underline" textUnderlineOffset="0.2em">
        <RouterLink to={to} params={{ id }} dir="auto">
          {text}
        </RouterLink>
      </Link>
    ),
  });
  const favourites =
    lists &&
    [
      {
        id: 'library-poems',
        title: common('nav.poems'),
        entries: lists.poems.map((poem) => link('/poem/$id', poem.id, poem.title)),
      },
      {
        id: 'library-audios',
        title: common('nav.audios'),
        entries: lists.audios.map((audio) => link('/audio/$id', audio.id, audio.title)),
      },
      {
        id: 'library-poets',
        title: common('nav.poets'),
        entries: lists.poets.map((poet) => link('/poet/$id', poet.id, poet.name)),
      },
    ].filter((section) => section.entries.length > 0);

  return (
    <PageContainer>
      <Stack gap="8" maxW="2xl" aria-busy={lists === undefined}>
        <PageHeading fontFamily="heading" textStyle={{ base: '3xl', md: '4xl' }}>
          {t('title')}
        </PageHeading>
        <Link asChild color="primary.fg" textDecoration="underline" w="fit-content">
          <RouterLink to="/library/notes" data-notes-link="">
            {t('notes.title')}
          </RouterLink>
        </Link>
        {favourites && lists && (
          <>
            <Stack as="section" aria-labelledby="library-favourites" gap="4">
              <Heading as="h2" id="library-favourites" fontFamily="heading" textStyle="2xl">
                {t('favourites')}
              </Heading>
              {favourites.length === 0 && <Text color="fg.muted">{t('empty')}</Text>}
              {favourites.map((section) => (
                <Section key={section.id} level="h3" {...section} />
              ))}
            </Stack>
            {lists.liked.length > 0 ? (
              <Section
                id="library-liked"
                level="h2"
                title={t('liked')}
                entries={lists.liked.map((poem) => link('/poem/$id', poem.id, poem.title))}
              />
            ) : (
              <Stack as="section" aria-labelledby="library-liked" gap="2">
                <Heading as="h2" id="library-liked" fontFamily="heading" textStyle="xl">
                  {t('liked')}
                </Heading>
                <Text color="fg.muted">{t('empty')}</Text>
              </Stack>
            )}
          </>
        )}
        <CollectionsSection />
      </Stack>
    </PageContainer>
  );
}
