/**
 * The dashboard's drift counts: joined to a page of recordings (a failed read of the counts
 * leaves the recordings shown and the count unknown), the badge, and the view's notice with
 * its link to the subtitle generator.
 */
import { cleanup, configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Audio } from '@domain/schemas/audio';
import { renderInApp } from '../../../../../tests/helpers/render-in-app';
import { adminDriftTextsReady } from '@client/i18n/namespaces/admin-drift';
import type * as resourceApi from '../resource/api';
import { networkError } from '@client/api/api-error';
import { getRecord } from '../resource/api';
import { DriftBadge } from './drift-badge';
import { DriftNotice } from './drift-notice';
import { withDriftCounts } from './drift-queries';

vi.mock('../resource/api', async (original) => ({
  ...(await original<typeof resourceApi>()),
  getRecord: vi.fn(),
}));
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });
afterEach(cleanup);

const audio = (id: string) => ({ id, title: id }) as Audio;
const page = (ids: string[]) =>
  Promise.resolve({
    content: ids.map(audio),
    totalElements: ids.length,
    totalPages: 1,
    size: 20,
    number: 0,
  });
const AT = '2026-11-25T10:00:00.000Z';

describe('withDriftCounts', () => {
  it('gives each recording its count, 0 when it has none', async () => {
    vi.mocked(getRecord).mockResolvedValueOnce({
      content: [{ audioId: 'a', reports: 2, lastReportAt: AT }],
    });
    const joined = await withDriftCounts(page(['a', 'b']));
    expect(getRecord).toHaveBeenCalledWith('audios/drift-reports', undefined);
    expect(joined.content.map((r) => [r.id, r.drift?.reports])).toEqual([
      ['a', 2],
      ['b', 0],
    ]);
  });

  it('still shows the recordings when the counts cannot be read', async () => {
    vi.mocked(getRecord).mockRejectedValueOnce(networkError());
    const joined = await withDriftCounts(page(['a']));
    expect(joined.content).toEqual([{ ...audio('a'), drift: null }]);
  });
});

describe('the badge and the notice', () => {
  it('show the count and link to the generator', async () => {
    await adminDriftTextsReady;
    const drift = { audioId: 'a1', reports: 3, lastReportAt: AT };
    await renderInApp(
      () => (
        <>
          <DriftBadge drift={drift} />
          <DriftNotice
            drift={drift}
            date={() => '25 nov. 2026'}
            retimeLink={(label) => <a href="/dashboard/poems/vtt-generator?audio=a1">{label}</a>}
          />
        </>
      ),
      { language: 'fr' },
    );
    expect((await screen.findByText('3')).getAttribute('data-drift-reports')).toBe('3');
    expect(screen.getByText(/3 signalement\(s\) depuis le dernier calage/)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Recaler dans le générateur' }).getAttribute('href'),
    ).toBe('/dashboard/poems/vtt-generator?audio=a1');
  });

  it('say nothing alarming without reports, and a dash when unknown', async () => {
    await renderInApp(
      () => (
        <>
          <DriftBadge drift={{ audioId: 'a1', reports: 0, lastReportAt: null }} />
          <DriftBadge drift={null} />
          <DriftNotice
            drift={{ audioId: 'a1', reports: 0, lastReportAt: null }}
            date={() => ''}
            retimeLink={(label) => <a href="/x">{label}</a>}
          />
        </>
      ),
      { language: 'fr' },
    );
    expect(await screen.findByText('0')).toBeTruthy();
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
