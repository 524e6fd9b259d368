/**
 * Readers' "the highlighting is off" reports (db/schema.ts `driftReports`) and their counts
 * for administrators.
 *
 * One report per recording, device and timing: the primary key settles repeats, also
 * concurrent ones (the second insert waits for the first and then finds the row), so a
 * device that sends its report again (an outbox retry, a second tap on another tab) counts
 * once. A report is stored with the fingerprint of the WebVTT the reader saw; the count is of
 * the reports about the recording's current timing.
 *
 * Why re-timing "resets" the count rather than showing every report ever made: the count
 * answers "is this recording's timing off now?". Once an administrator has saved a new timing
 * in the subtitle generator, the old reports were about text that no longer exists, and a
 * count that never goes down would keep pointing at a recording already fixed. Nothing is
 * deleted (the rows of an older timing stay, for the record and so a late offline report on
 * the old timing lands there instead of against the new one), and a reader who still sees
 * drift after the re-timing can report again: the new timing is a new question.
 *
 * Reports are not public content: they take no rev, move no feed and no cached public answer.
 */
import { onField } from '@domain/error-codes';
import { count, eq, inArray, max } from 'drizzle-orm';
import type { DriftCount, DriftReport } from '@domain/schemas/drift-report';
import { timingFingerprint } from '@domain/vtt/timing-fingerprint';
import type { Db } from '../../../db/client';
import { audios, driftReports } from '../../../db/schema';
import { conflicting, notFoundRefusal, type WriteResult } from '../shared/refusal';
import { repositoryPlugin } from '../shared/repository-plugin';

/** The refusal of a report on a recording that has no timing: there is nothing to drift. */
export const UNTIMED_MESSAGE = 'This recording has no timing (WebVTT), so nothing to report';

export function createDriftReportsRepository(db: Db) {
  /** Each listed recording's current timing fingerprint (recordings without timing left out). */
  async function currentTimings(ids?: string[]): Promise<Map<string, string>> {
    const rows = await db
      .select({ id: audios.id, vtt: audios.vtt })
      .from(audios)
      .where(ids ? inArray(audios.id, ids) : undefined);
    const timings = new Map<string, string>();
    for (const row of rows) {
      if (row.vtt?.trim()) timings.set(row.id, timingFingerprint(row.vtt));
    }
    return timings;
  }

  /** Reports per (recording, timing), for the recordings given (or every one with reports). */
  async function countsOf(ids?: string[]): Promise<DriftCount[]> {
    const groups = await db
      .select({
        audioId: driftReports.audioId,
        timing: driftReports.timing,
        reports: count(),
        lastReportAt: max(driftReports.createdAt),
      })
      .from(driftReports)
      .where(ids ? inArray(driftReports.audioId, ids) : undefined)
      .groupBy(driftReports.audioId, driftReports.timing);
    const timings = await currentTimings(ids ?? [...new Set(groups.map((g) => g.audioId))]);
    return groups
      .filter((group) => timings.get(group.audioId) === group.timing)
      .map(({ audioId, reports, lastReportAt }) => ({ audioId, reports, lastReportAt }));
  }

  return {
    /**
     * Stores a device's report; `counted` is false for a repeat, and for a report about a
     * timing the recording no longer has (it is kept, under that older timing). Refused for
     * a missing recording and for one without timing.
     */
    async report(audioId: string, report: DriftReport): Promise<WriteResult<{ counted: boolean }>> {
      const [audio] = await db
        .select({ vtt: audios.vtt })
        .from(audios)
        .where(eq(audios.id, audioId));
      if (!audio) return notFoundRefusal;
      if (!audio.vtt?.trim())
        return conflicting(
          'untimed_recording',
          UNTIMED_MESSAGE,
          onField('audioId', 'untimed_recording', UNTIMED_MESSAGE),
        );
      // The foreign key settles a recording deleted meanwhile: the insert fails, and the
      // route's error handler answers it like any vanished row.
      const fresh = await db
        .insert(driftReports)
        .values({ audioId, deviceId: report.deviceId, timing: report.timing })
        .onConflictDoNothing()
        .returning({ audioId: driftReports.audioId });
      return { counted: fresh.length > 0 && report.timing === timingFingerprint(audio.vtt) };
    },

    /** Every recording with reports about its current timing, most reported first. */
    async listCounts(): Promise<DriftCount[]> {
      const counts = await countsOf();
      return counts.sort((a, b) => b.reports - a.reports || a.audioId.localeCompare(b.audioId));
    },

    /** One recording's count (0 without reports); undefined when there is no such recording. */
    async countOf(audioId: string): Promise<DriftCount | undefined> {
      const [exists] = await db
        .select({ id: audios.id })
        .from(audios)
        .where(eq(audios.id, audioId));
      if (!exists) return undefined;
      const [found] = await countsOf([audioId]);
      return found ?? { audioId, reports: 0, lastReportAt: null };
    },
  };
}

export type DriftReportsRepository = ReturnType<typeof createDriftReportsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    driftReportsRepository: DriftReportsRepository;
  }
}

export default repositoryPlugin('driftReportsRepository', createDriftReportsRepository);
