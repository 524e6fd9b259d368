import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { timingFingerprint } from '@domain/vtt/timing-fingerprint';
import { postCounterEvent } from '../api/post-counter-event';
import { AppDb, type OutboxEntry } from '../db/db';
import { resetMirror } from './apply-changes';
import { deviceIdOf } from './device-id';
import { driftReportState, recordDriftReport } from './drift-report';
import { flushOutbox } from './outbox';

const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nBaamu Yàlla\n';
const RETIMED = VTT.replace('02.000', '02.400');

let database: AppDb;
let n = 0;
beforeEach(() => {
  database = new AppDb(`drift-${++n}`);
});
afterEach(() => database.delete());

describe('drift reports', () => {
  it('queues one report per device and timing, however often the reader taps', async () => {
    expect(await driftReportState('a1', VTT, database)).toBe('none');
    expect(await recordDriftReport('a1', VTT, database)).toBe(true);
    expect(await recordDriftReport('a1', VTT, database)).toBe(false);
    await Promise.all([1, 2, 3].map(() => recordDriftReport('a1', VTT, database)));
    const queued = await database.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: 'drift',
      targetId: 'a1',
      report: { deviceId: await deviceIdOf(database), timing: timingFingerprint(VTT) },
    });
    expect(await driftReportState('a1', VTT, database)).toBe('queued');
    // Another recording is another report.
    expect(await recordDriftReport('a2', VTT, database)).toBe(true);
  });

  it('is sent at reconnect and then stays reported, also after a reset of the mirror', async () => {
    await recordDriftReport('a1', VTT, database);
    const sent: OutboxEntry[] = [];
    const offline = await flushOutbox(async () => {
      throw new TypeError('Failed to fetch');
    }, database);
    expect(offline.stoppedAt).toBe('network');
    expect(await driftReportState('a1', VTT, database)).toBe('queued');
    await flushOutbox(async (entry) => {
      sent.push(entry);
      return 200;
    }, database);
    expect(sent).toHaveLength(1);
    expect(await driftReportState('a1', VTT, database)).toBe('sent');
    await resetMirror(database);
    expect(await driftReportState('a1', VTT, database)).toBe('sent');
    expect(await recordDriftReport('a1', VTT, database)).toBe(false);
  });

  it('may report a recording again once it has been re-timed', async () => {
    await recordDriftReport('a1', VTT, database);
    expect(await driftReportState('a1', RETIMED, database)).toBe('none');
    expect(await recordDriftReport('a1', RETIMED, database)).toBe(true);
    const timings = (await database.outbox.orderBy('createdAt').toArray()).map(
      (e) => e.report?.timing,
    );
    expect(timings).toEqual([timingFingerprint(VTT), timingFingerprint(RETIMED)]);
  });

  it('keeps one device id', async () => {
    const ids = await Promise.all([deviceIdOf(database), deviceIdOf(database)]);
    expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[1]).toBe(ids[0]);
  });
});

describe('postCounterEvent for a drift report', () => {
  it('posts the report as JSON with its idempotency key', async () => {
    const calls: [string, RequestInit][] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return new Response(null, { status: 200 });
    }) as unknown as typeof fetch;
    const status = await postCounterEvent(
      {
        key: 'k1',
        kind: 'drift',
        targetId: 'a1',
        report: { deviceId: 'dev12345', timing: '0123abcd' },
      },
      fakeFetch,
    );
    expect(status).toBe(200);
    const [url, init] = calls[0]!;
    expect(url).toBe('/api/audios/a1/drift-reports');
    expect(init.headers).toEqual({ 'idempotency-key': 'k1', 'content-type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ deviceId: 'dev12345', timing: '0123abcd' });
  });
});
