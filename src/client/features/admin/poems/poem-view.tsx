/** /dashboard/poems/{id}: a poem as the server has it, its poet, theme and tags named from the mirror. */
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@domain/schemas';
import type { Poem } from '@domain/schemas/poem';
import '@client/i18n/namespaces/admin';
import { MirrorName } from '../resource/mirror-name';
import { RecordView, type RecordField } from '../resource/record-view';
import { getPoem, poemApiPath } from './queries';

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
        <Stack gap="1">
          {poem.tagIds.map((tagId) => (
            <MirrorName key={tagId} table="tags" id={tagId} />
          ))}
        </Stack>
      ) : null,
    },
    { label: t('poems.columns.year'), value: poem.year },
    { label: t('poems.fields.content'), value: <Text lang="wo">{poem.content}</Text>, long: true },
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
      load={getPoem}
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
      editPath={`/dashboard/poems/${id}/edit`}
      apiPath={poemApiPath}
    />
  );
}
