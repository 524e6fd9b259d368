/**
 * /dashboard/poems/{id}: a poem as the server has it, its poet, theme and tags named from the
 * mirror. Its text is drawn by the reader's renderer (src/ui/poem-text): stanzas and verses as
 * readers see them, and the Wolofal, when the poem has it, beside or under each Latin stanza.
 * Below, its links (poem-links.tsx): the public page, its recordings, words and their timing.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DifficultWord, LocalizedText } from '@domain/schemas';
import type { Poem } from '@domain/schemas/poem';
import { PoemText } from '@ui/poem-text/poem-text';
import '@client/i18n/namespaces/admin';
import { MirrorName } from '../resource/mirror-name';
import { RecordView, type RecordField } from '../resource/record-view';
import { PoemLinks } from './poem-links';
import { poemResource } from './resource';

/** Each language's text on its own line, marked with its language. */
function Localized({ text }: { text: LocalizedText | null }) {
  const entries = Object.entries(text ?? {}).filter(([, value]) => value?.trim());
  if (entries.length === 0) return <>—</>;
  return (
    <Stack gap="2">
      {entries.map(([lng, value]) => (
        <Text key={lng} lang={lng === 'wol' ? 'wo' : lng} dir="auto" whiteSpace="pre-wrap">
          <Text
            as="span"
            fontWeight="semibold"
            textTransform="uppercase"
            textStyle="xs"
            me="2"
            dir="ltr"
          >
            {lng}
          </Text>
          {value}
        </Text>
      ))}
    </Stack>
  );
}

/** The view shows the text as written: difficult words are the reader's page's business. */
const NO_WORDS: readonly DifficultWord[] = [];

export function PoemView({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const fields = (poem: Poem): RecordField[] => [
    { label: t('poems.columns.poet'), value: <MirrorName table="poets" id={poem.poetId} /> },
    {
      label: t('poems.columns.theme'),
      value: poem.themeId ? <MirrorName table="themes" id={poem.themeId} /> : null,
    },
    {
      label: t('poems.fields.tags'),
      value: poem.tagIds.length ? (
        // One list item per tag: bare names side by side in a flex box merge into one
        // unbreakable run of text ("kañurefrain…") that pushed the page sideways on a phone.
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
          {poem.tagIds.map((tagId) => (
            <li key={tagId}>
              <MirrorName table="tags" id={tagId} />
            </li>
          ))}
        </Stack>
      ) : null,
    },
    { label: t('poems.columns.year'), value: poem.year },
    {
      label: t('poems.fields.content'),
      value: (
        <PoemText content={poem.content} words={NO_WORDS} wolofal={poem.wolofal} shown="both" />
      ),
    },
    { label: t('poems.fields.translations'), value: <Localized text={poem.translations} /> },
    { label: t('poems.fields.summary'), value: <Localized text={poem.summary} /> },
    { label: t('poems.fields.historicalContext'), value: poem.historicalContext, long: true },
    {
      label: t('poems.fields.sourceUrl'),
      value: poem.sourceUrl ? (
        <Text as="span" dir="ltr">
          {poem.sourceUrl}
        </Text>
      ) : null,
    },
    {
      label: t('poems.fields.cover'),
      value: poem.coverUrl ? (
        <Text as="span" dir="ltr">
          {poem.coverUrl}
        </Text>
      ) : null,
    },
    {
      label: t('poems.fields.audio'),
      value: t(poem.hasAudio ? 'poems.fields.hasAudio' : 'poems.fields.noAudio'),
    },
    { label: t('poems.columns.views'), value: poem.views },
    { label: t('poems.columns.likes'), value: poem.likes },
  ];
  return (
    <RecordView<Poem>
      id={id}
      load={poemResource.get}
      texts={{
        section: t('poems.title'),
        notFound: t('poems.notFound'),
        fetchError: t('poems.fetchError'),
        body: t('poems.deleteBody'),
        done: t('poems.deleted'),
        failed: t('poems.deleteError'),
      }}
      name={(poem) => poem.title}
      fields={fields}
      listPath="/dashboard/poems"
      editRoute="/dashboard/poems/$id/edit"
      historyRoute="/dashboard/poems/$id/history"
      remove={poemResource.delete}
      extra={(poem) => <PoemLinks poem={poem} />}
    />
  );
}
