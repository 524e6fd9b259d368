/**
 * The dashboard's recordings: title, poem, reciter (names from the device's mirror),
 * duration, size, plays, downloads, whether it is timed and how many readers report its
 * highlighting off (drift-queries.ts); searched by title, sorted by any of its numbers but
 * the reports (they are not the audio list's, see drift-queries.ts), filtered by poem, timing
 * and reports (audio-filters.tsx, in the URL: the desk and the poem view link here).
 */
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin-audios';
import '@client/i18n/namespaces/admin-drift';
import { formatBytes } from '@client/lib/format-bytes';
import { formatDuration } from '@client/lib/format-duration';
import { MirrorName } from '../resource/mirror-name';
import { TrashBulkActions } from '../resource/trash-bulk-actions';
import { ResourceList } from '../resource/resource-list';
import type { ListRouteProps } from '../resource/list-route-props';
import type { ListColumn } from '../resource/list-table';
import { DriftBadge } from './drift-badge';
import { withDriftCounts, type AudioWithDrift } from './drift-queries';
import { AudioFilters } from './audio-filters';
import type { AudioListSearch } from './list-search';
import { audioResource } from './resource';
import { TimingBadge } from './timing-state';

export function AudiosList(props: ListRouteProps<AudioListSearch>) {
  const { t, i18n } = useTranslation('admin-audios');
  const { t: tDrift } = useTranslation('admin-drift');
  const columns: ListColumn<AudioWithDrift>[] = [
    { key: 'title', label: t('columns.title'), sortField: 'title', render: (a) => a.title },
    {
      key: 'poem',
      label: t('columns.poem'),
      wide: true,
      render: (a) => <MirrorName table="poems" id={a.poemId} />,
    },
    {
      key: 'singer',
      label: t('columns.singer'),
      wide: true,
      render: (a) => (a.singerId ? <MirrorName table="singers" id={a.singerId} /> : '—'),
    },
    {
      key: 'duration',
      label: t('columns.duration'),
      sortField: 'durationSec',
      numeric: true,
      render: (a) => formatDuration(a.durationSec) ?? '—',
    },
    {
      key: 'size',
      label: t('columns.size'),
      sortField: 'sizeBytes',
      numeric: true,
      render: (a) => formatBytes(a.sizeBytes, i18n.resolvedLanguage),
    },
    {
      key: 'plays',
      label: t('columns.plays'),
      sortField: 'plays',
      numeric: true,
      render: (a) => a.plays,
    },
    {
      key: 'downloads',
      label: t('columns.downloads'),
      sortField: 'downloads',
      numeric: true,
      wide: true,
      render: (a) => a.downloads,
    },
    { key: 'timed', label: t('columns.timed'), render: (a) => <TimingBadge vtt={a.vtt} /> },
    {
      key: 'drift',
      label: tDrift('column'),
      numeric: true,
      render: (a) => <DriftBadge drift={a.drift} />,
    },
  ];
  return (
    <ResourceList<AudioWithDrift>
      transfer="audios"
      {...props}
      texts={{
        title: t('list.title'),
        lead: t('list.lead'),
        searchHint: t('list.searchHint'),
        empty: t('list.empty'),
        loadError: t('list.loadError'),
        body: t('list.deleteBody'),
        done: t('list.deleted'),
        failed: t('list.deleteError'),
      }}
      load={(search, signal) => withDriftCounts(audioResource.list(search, signal), signal)}
      note={<AudioFilters search={props.search} onChange={(next) => props.onSearchChange(next)} />}
      columns={columns}
      rowName={(a) => a.title}
      remove={audioResource.delete}
      bulk={(selected, settled) => (
        <TrashBulkActions
          selected={selected}
          settled={settled}
          rowName={(a) => a.title}
          remove={audioResource.delete}
        />
      )}
      newPath="/dashboard/audios/new"
      viewRoute="/dashboard/audios/$id"
      editRoute="/dashboard/audios/$id/edit"
    />
  );
}
