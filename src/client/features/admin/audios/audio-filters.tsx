/**
 * The recordings list's filters, kept in the URL with its search and sort: one poem's
 * recordings (from the poem view), the timing state (the column's own words: timed, not,
 * to review) and readers' drift reports. A filter changes the list from its first page.
 */
import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin';
import '@client/i18n/namespaces/admin-audios';
import '@client/i18n/namespaces/admin-drift';
import { FilterSelect } from '../resource/filter-select';
import { PoemFilterChip } from '../resource/poem-filter-chip';
import type { AudioListSearch } from './list-search';

interface Props {
  search: AudioListSearch;
  onChange: (next: AudioListSearch) => void;
}

const flag = (value: string) => (value === '' ? undefined : value === 'true');

export function AudioFilters({ search, onChange }: Props) {
  const { t } = useTranslation('admin-audios');
  const { t: ta } = useTranslation('admin');
  const { t: tDrift } = useTranslation('admin-drift');
  const set = (change: Partial<AudioListSearch>) =>
    onChange({ ...search, ...change, page: undefined });
  const all = <option value="">{ta('poems.filters.all')}</option>;
  return (
    <Flex gap="4" wrap="wrap" align="end" data-testid="audio-filters">
      <FilterSelect
        label={t('columns.timed')}
        name="timing"
        value={search.timing ?? ''}
        onChange={(v) => set({ timing: (v || undefined) as AudioListSearch['timing'] })}
      >
        {all}
        <option value="timed">{t('timed.yes')}</option>
        <option value="untimed">{t('timed.no')}</option>
        <option value="review">{t('timed.review')}</option>
      </FilterSelect>
      <FilterSelect
        label={tDrift('column')}
        name="reported"
        value={search.reported === undefined ? '' : String(search.reported)}
        onChange={(v) => set({ reported: flag(v) })}
      >
        {all}
        <option value="true">{t('timed.yes')}</option>
        <option value="false">{t('timed.no')}</option>
      </FilterSelect>
      <PoemFilterChip poem={search.poem} onClear={() => set({ poem: undefined })} />
    </Flex>
  );
}
