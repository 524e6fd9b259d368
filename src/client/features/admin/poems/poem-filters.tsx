/**
 * The poems list's filters, kept in the URL with its search and sort: publication state, poet,
 * theme, tag and whether a recording exists. Names come from the device's mirror (pickers'
 * choices); a filter changes the list from its first page.
 */
import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PUBLICATION_STATES } from '@domain/publication/publication-state';
import '@client/i18n/namespaces/admin';
import { usePoetChoices, useTagChoices, useThemeChoices } from '../form/use-choices';
import { FilterSelect } from '../resource/filter-select';
import type { PoemListSearch } from './list-search';

interface Props {
  search: PoemListSearch;
  onChange: (next: PoemListSearch) => void;
}

export function PoemFilters({ search, onChange }: Props) {
  const { t } = useTranslation('admin');
  const poets = usePoetChoices() ?? [];
  const themes = useThemeChoices() ?? [];
  const tags = useTagChoices() ?? [];
  const set = (change: Partial<PoemListSearch>) =>
    onChange({ ...search, ...change, page: undefined });
  const all = <option value="">{t('poems.filters.all')}</option>;
  return (
    <Flex gap="4" wrap="wrap" align="end" data-testid="poem-filters">
      <FilterSelect
        label={t('poems.columns.state')}
        name="state"
        value={search.state ?? ''}
        onChange={(v) => set({ state: (v || undefined) as PoemListSearch['state'] })}
      >
        {all}
        {PUBLICATION_STATES.map((state) => (
          <option key={state} value={state}>
            {t(`poems.state.${state}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('poems.columns.poet')}
        name="poet"
        value={search.poet ?? ''}
        onChange={(v) => set({ poet: v || undefined })}
      >
        {all}
        {poets.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('poems.columns.theme')}
        name="theme"
        value={search.theme ?? ''}
        onChange={(v) => set({ theme: v || undefined })}
      >
        {all}
        {themes.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('poems.fields.tags')}
        name="tag"
        value={search.tag ?? ''}
        onChange={(v) => set({ tag: v || undefined })}
      >
        {all}
        {tags.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('poems.fields.audio')}
        name="audio"
        value={search.audio === undefined ? '' : String(search.audio)}
        onChange={(v) => set({ audio: v === '' ? undefined : v === 'true' })}
      >
        {all}
        <option value="true">{t('poems.fields.hasAudio')}</option>
        <option value="false">{t('poems.fields.noAudio')}</option>
      </FilterSelect>
    </Flex>
  );
}
