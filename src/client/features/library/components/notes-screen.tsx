/**
 * "My notes" (`/library/notes`): every note of the reader, with its poem's title, the verses
 * it quotes and its text, searched as the poems are (folded: case and accents ignored), read
 * from the device (the replica and the mirror), so offline and signed out too. A note whose
 * poem the mirror does not hold (not synced yet, or removed) shows its text without a title.
 */
import { Heading, Input, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noteSearch } from '@domain/library/notes';
import { PageContainer } from '@client/components/common/page-container';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { PageHeading } from '@client/startup/page-heading';
import { useNotes } from '../hooks/use-notes';
import { NoteMark, useNoteLabels } from './note-mark';
import '@client/i18n/namespaces/library';

export function NotesScreen() {
  const { t } = useTranslation('library');
  useDocumentTitle(t('notes.title'));
  const labels = useNoteLabels();
  const notes = useNotes();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = useMemo(() => notes?.filter(noteSearch(deferred)), [notes, deferred]);
  const searchId = useId();

  return (
    <PageContainer>
      <Stack gap="6" maxW="2xl" aria-busy={notes === undefined}>
        <PageHeading fontFamily="heading" textStyle={{ base: '3xl', md: '4xl' }}>
          {t('notes.title')}
        </PageHeading>
        <Stack gap="1.5">
          <chakra.label htmlFor={searchId} textStyle="sm" fontWeight="medium">
            {t('notes.search')}
          </chakra.label>
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Stack>
        {notes?.length === 0 && <Text color="fg.muted">{t('notes.none')}</Text>}
        {notes !== undefined && notes.length > 0 && shown?.length === 0 && (
          <Text color="fg.muted" role="status">
            {t('notes.noMatch')}
          </Text>
        )}
        <Stack as="ul" gap="5" listStyleType="none" ps="0" m="0" data-notes-list="">
          {shown?.map((note) => (
            <Stack as="li" key={note.id} gap="1.5" data-note={note.id}>
              <Heading as="h2" textStyle="lg" fontFamily="heading" lang="wo" dir="auto">
                <Link asChild color="primary.fg" textDecoration="underline">
                  <RouterLink
                    to="/poem/$id"
                    params={{ id: note.poemId }}
                    hash={note.stanza ? `stanza-${note.stanza}` : undefined}
                  >
                    {note.title || labels.range(note.verses)}
                  </RouterLink>
                </Link>
              </Heading>
              <Stack direction="row" gap="3" textStyle="sm" color="fg.muted" flexWrap="wrap">
                <Text as="span">{labels.range(note.verses)}</Text>
                <NoteMark colour={note.colour} />
              </Stack>
              {note.quoted.length > 0 && (
                <Text
                  as="blockquote"
                  lang="wo"
                  dir="auto"
                  fontStyle="italic"
                  m="0"
                  borderInlineStartWidth="3px"
                  borderColor="border.emphasized"
                  ps="3"
                >
                  {note.quoted.join(' / ')}
                </Text>
              )}
              {note.text && (
                <Text dir="auto" whiteSpace="pre-wrap">
                  {note.text}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      </Stack>
    </PageContainer>
  );
}
