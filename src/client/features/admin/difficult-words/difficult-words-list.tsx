/**
 * The dashboard's difficult words (SPEC sections 2 and 3): word, definition, explanation and
 * the poem, by its title and its id (`poemId`, as SPEC's table shows it); searched by word,
 * narrowed to one poem's words with `?poem=` (the poem view links here).
 */
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DifficultWord } from '@domain/schemas/difficult-word';
import '@client/i18n/namespaces/admin';
import { IdText } from '../resource/id-text';
import { MirrorName } from '../resource/mirror-name';
import { ResourceList } from '../resource/resource-list';
import type { ListRouteProps } from '../resource/list-route-props';
import type { ListColumn } from '../resource/list-table';
import { PoemFilterChip } from '../resource/poem-filter-chip';
import type { WordListSearch } from './list-search';
import { difficultWordResource } from './resource';

export function DifficultWordsList(props: ListRouteProps<WordListSearch>) {
  const { t } = useTranslation('admin');
  const columns: ListColumn<DifficultWord>[] = [
    {
      key: 'word',
      label: t('difficultWords.columns.word'),
      sortField: 'word',
      render: (w) => w.word,
    },
    {
      key: 'definition',
      label: t('difficultWords.columns.definition'),
      render: (w) => <Text lineClamp={3}>{w.definition}</Text>,
    },
    {
      key: 'explanation',
      label: t('difficultWords.columns.explanation'),
      wide: true,
      render: (w) => (w.explanation ? <Text lineClamp={3}>{w.explanation}</Text> : '—'),
    },
    {
      key: 'poem',
      label: t('difficultWords.columns.poem'),
      render: (w) =>
        w.poemId ? (
          <Stack gap="0.5">
            <MirrorName table="poems" id={w.poemId} />
            <IdText id={w.poemId} />
          </Stack>
        ) : (
          <Text as="span" color="fg.muted">
            {t('difficultWords.general')}
          </Text>
        ),
    },
  ];
  return (
    <ResourceList<DifficultWord>
      transfer="difficult-words"
      {...props}
      texts={{
        title: t('difficultWords.title'),
        lead: t('difficultWords.lead'),
        searchHint: t('difficultWords.searchHint'),
        empty: t('difficultWords.empty'),
        loadError: t('difficultWords.loadError'),
        body: t('difficultWords.deleteBody'),
        done: t('difficultWords.deleted'),
        failed: t('difficultWords.deleteError'),
      }}
      load={difficultWordResource.list}
      note={
        <PoemFilterChip
          poem={props.search.poem}
          onClear={() =>
            props.onSearchChange({ ...props.search, poem: undefined, page: undefined })
          }
        />
      }
      columns={columns}
      rowName={(w) => w.word}
      remove={difficultWordResource.delete}
      newPath="/dashboard/difficult-words/new"
      viewRoute="/dashboard/difficult-words/$id"
      editRoute="/dashboard/difficult-words/$id/edit"
    />
  );
}
