/**
 * The poems list's bulk actions on the ticked rows: publish now, add or remove a tag, move
 * to the trash (asked first). Each row is its own save (PUT with the version the list showed:
 * one revision and one audit line per poem, a poem changed since is refused and said) or its
 * own delete; see ../resource/run-bulk.ts for why not one bulk request.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicationState } from '@domain/publication/publication-state';
import type { Poem } from '@domain/schemas/poem';
import '@client/i18n/namespaces/admin';
import { useTagChoices } from '../form/use-choices';
import { BulkActions, type BulkAction } from '../resource/bulk-actions';
import { FilterSelect } from '../resource/filter-select';
import { poemResource } from './resource';

export function PoemBulkActions({
  selected,
  settled,
}: {
  selected: Poem[];
  settled: (failedIds: string[]) => void;
}) {
  const { t } = useTranslation('admin');
  const tags = useTagChoices() ?? [];
  const [tag, setTag] = useState('');
  const save = (poem: Poem, change: Partial<Pick<Poem, 'tagIds'>> | { publishedAt: 'now' }) =>
    poemResource.update(poem.id, { ...change, version: poem.version });
  const actions: BulkAction<Poem>[] = [
    {
      key: 'publish',
      label: t('bulk.publish'),
      already: (poem) => publicationState(poem.publishedAt) === 'published',
      run: (poem) => save(poem, { publishedAt: 'now' }),
    },
    {
      key: 'add-tag',
      label: t('bulk.addTag'),
      disabled: !tag,
      already: (poem) => poem.tagIds.includes(tag),
      run: (poem) => save(poem, { tagIds: [...poem.tagIds, tag] }),
    },
    {
      key: 'remove-tag',
      label: t('bulk.removeTag'),
      disabled: !tag,
      already: (poem) => !poem.tagIds.includes(tag),
      run: (poem) => save(poem, { tagIds: poem.tagIds.filter((id) => id !== tag) }),
    },
    {
      key: 'trash',
      label: t('bulk.trash'),
      tone: 'error',
      confirm: {
        title: t('bulk.trashTitle'),
        body: t('bulk.trashBody', { count: selected.length }),
      },
      run: (poem) => poemResource.delete(poem.id),
    },
  ];
  return (
    <BulkActions selected={selected} settled={settled} actions={actions} rowName={(p) => p.title}>
      <FilterSelect label={t('bulk.tag')} name="bulk-tag" value={tag} onChange={setTag}>
        <option value="">{t('bulk.chooseTag')}</option>
        {tags.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </FilterSelect>
    </BulkActions>
  );
}
