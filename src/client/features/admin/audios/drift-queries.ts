/**
 * Readers' drift reports, as the dashboard reads them (administrators only: GET
 * /api/audios/drift-reports and /api/audios/{id}/drift-reports). They are not in the audio
 * answers, which are public and cached per URL (server: drift-report-routes.ts), so the list
 * and the view join them to the recordings here. A failed read of the counts never hides
 * the recordings: the count then shows as unknown (null).
 */
import type { Page } from '@domain/paging';
import type { Audio } from '@domain/schemas/audio';
import type { DriftCount } from '@domain/schemas/drift-report';
import { getRecord } from '../resource/api';

/** A recording with its drift reports about its current timing; null when they could not be read. */
export type AudioWithDrift = Audio & { drift: DriftCount | null };

const isAbort = (error: unknown) => (error as { name?: unknown }).name === 'AbortError';

/** The reports of every reported recording, by recording id (undefined when unreadable). */
async function driftCounts(signal?: AbortSignal): Promise<Map<string, DriftCount> | undefined> {
  try {
    const { content } = await getRecord<{ content: DriftCount[] }>('audios/drift-reports', signal);
    return new Map(content.map((count) => [count.audioId, count]));
  } catch (error) {
    if (isAbort(error)) throw error;
    return undefined;
  }
}

const none = (audioId: string): DriftCount => ({ audioId, reports: 0, lastReportAt: null });

/** A page of recordings with their counts (read beside the page, in parallel). */
export async function withDriftCounts(
  page: Promise<Page<Audio>>,
  signal?: AbortSignal,
): Promise<Page<AudioWithDrift>> {
  const [audios, counts] = await Promise.all([page, driftCounts(signal)]);
  return {
    ...audios,
    content: audios.content.map((a) => ({
      ...a,
      drift: counts ? (counts.get(a.id) ?? none(a.id)) : null,
    })),
  };
}

/** One recording with its count. */
export async function withDriftCount(
  audio: Promise<Audio>,
  id: string,
  signal?: AbortSignal,
): Promise<AudioWithDrift> {
  const [record, drift] = await Promise.all([
    audio,
    getRecord<DriftCount>(`audios/${id}/drift-reports`, signal).catch((error: unknown) => {
      if (isAbort(error)) throw error;
      return null;
    }),
  ]);
  return { ...record, drift };
}
