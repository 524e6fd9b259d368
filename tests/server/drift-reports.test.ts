/**
 * Readers' drift reports (POST /api/audios/:id/drift-reports) and the administrators' counts
 * (GET /api/audios/drift-reports, GET /api/audios/:id/drift-reports), on a real database:
 * one report per device and timing, unknown and untimed recordings refused with a reason,
 * counts for administrators only, and a re-timing starts the count again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timingFingerprint } from '../../src/domain/vtt/timing-fingerprint';
import * as t from '../../src/server/db/schema';
import { DRIFT_REPORT_MAX } from '../../src/server/routes/api/audios/drift-report-routes';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
let audio: typeof t.audios.$inferSelect;
let other: typeof t.audios.$inferSelect;
let address = 0;
const unknownId = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
/** A fresh client address per test, so rate-limit buckets never leak between tests. */
const nextAddress = () => `198.51.100.${++address}`;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  const rows = await ctx.database.db.select().from(t.audios).orderBy(t.audios.title);
  audio = rows[0]!;
  other = rows[1]!;
});
afterAll(async () => ctx?.close());

const report = (
  id: string,
  body: unknown,
  options: { key?: string; ip?: string; headers?: Record<string, string> } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/audios/${id}/drift-reports`,
    remoteAddress: options.ip ?? nextAddress(),
    headers: { ...options.headers, ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: body as object,
  });
const timingOf = async (id: string) => {
  const [row] = await ctx.database.db.select().from(t.audios).where(eq(t.audios.id, id));
  return timingFingerprint(row!.vtt!);
};
const countFor = async (id: string) =>
  (await ctx.app.inject({ url: `/api/audios/${id}/drift-reports`, headers: ctx.asAdmin })).json()
    .reports as number;

describe('POST /api/audios/:id/drift-reports', () => {
  it('counts a device once, however often it reports, and two devices twice', async () => {
    const timing = await timingOf(audio.id);
    const first = await report(audio.id, { deviceId: 'device-one-aaaa', timing }, { key: 'k-1' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ counted: true });
    // The same device again: a retry with the same key, a new key, no key at all.
    for (const key of ['k-1', 'k-2', undefined]) {
      const again = await report(audio.id, { deviceId: 'device-one-aaaa', timing }, { key });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ counted: false });
    }
    expect(await countFor(audio.id)).toBe(1);
    const second = await report(audio.id, { deviceId: 'device-two-bbbb', timing });
    expect(second.json()).toEqual({ counted: true });
    expect(await countFor(audio.id)).toBe(2);
    // Another recording's count is its own.
    expect(await countFor(other.id)).toBe(0);
  });

  it('counts concurrent repeats from one device once', async () => {
    const timing = await timingOf(other.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => report(other.id, { deviceId: 'device-race-cccc', timing })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().counted)).toHaveLength(1);
    expect(await countFor(other.id)).toBe(1);
  });

  it('answers 404 for an unknown recording', async () => {
    const res = await report(unknownId, { deviceId: 'device-one-aaaa', timing: '0123abcd' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, message: 'Audio not found' });
  });

  it('answers 400 with a reason per field for a bad body, and for a malformed key', async () => {
    const res = await report(audio.id, { deviceId: 'x', timing: 'not-hex' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fields).toEqual({
      deviceId: 'deviceId must be 8 to 64 letters, digits, "-" or "_"',
      timing: 'timing must be the 8 hex digits of the WebVTT seen',
    });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
    const empty = await report(audio.id, {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields).sort()).toEqual(['deviceId', 'timing']);
    const badId = await report('not-an-id', { deviceId: 'device-one-aaaa', timing: '0123abcd' });
    expect(badId.statusCode).toBe(400);
    const badKey = await report(
      audio.id,
      { deviceId: 'device-one-aaaa', timing: '0123abcd' },
      { key: 'a key with spaces' },
    );
    expect(badKey.statusCode).toBe(400);
  });

  it('answers 409 with a reason for a recording without timing', async () => {
    const [untimed] = await ctx.database.db
      .insert(t.audios)
      .values({
        id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a60',
        title: 'Sans minutage',
        poemId: audio.poemId,
        mimeType: 'audio/mpeg',
        sizeBytes: 10,
        storageKey: 'untimed.mp3',
      })
      .returning();
    const res = await report(untimed!.id, { deviceId: 'device-one-aaaa', timing: '0123abcd' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/no timing/);
    await ctx.database.db.delete(t.audios).where(eq(t.audios.id, untimed!.id));
  });

  it('limits reports without a key per client address, like the other counters', async () => {
    const ip = nextAddress();
    const timing = await timingOf(audio.id);
    const statuses: number[] = [];
    for (let i = 0; i <= DRIFT_REPORT_MAX; i += 1) {
      statuses.push(
        (await report(audio.id, { deviceId: `device-flood-${i}`, timing }, { ip })).statusCode,
      );
    }
    expect(statuses.slice(0, DRIFT_REPORT_MAX).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Clean up: these reports would change the counts of the other tests.
    await ctx.database.db.delete(t.driftReports).where(eq(t.driftReports.timing, timing));
  });
});

describe('the counts, for administrators only', () => {
  it('are listed for administrators, and refused to readers and anonymous callers', async () => {
    const timing = await timingOf(audio.id);
    await report(audio.id, { deviceId: 'device-list-dddd', timing });
    const list = await ctx.app.inject({ url: '/api/audios/drift-reports', headers: ctx.asAdmin });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const mine = list.json().content.find((c: { audioId: string }) => c.audioId === audio.id);
    expect(mine).toMatchObject({ audioId: audio.id, reports: 1 });
    expect(mine.lastReportAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    for (const url of ['/api/audios/drift-reports', `/api/audios/${audio.id}/drift-reports`]) {
      expect((await ctx.app.inject({ url })).statusCode).toBe(401);
      expect((await ctx.app.inject({ url, headers: ctx.asReader })).statusCode).toBe(403);
    }
    const unknown = await ctx.app.inject({
      url: `/api/audios/${unknownId}/drift-reports`,
      headers: ctx.asAdmin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('never appear in the public audio answers', async () => {
    for (const url of [
      '/api/audios',
      `/api/audios/${audio.id}`,
      `/api/audios/poem/${audio.poemId}`,
    ]) {
      for (const headers of [{}, ctx.asAdmin]) {
        const text = (await ctx.app.inject({ url, headers })).body;
        expect(text).not.toMatch(/drift|reports/i);
      }
    }
  });

  it('start again when the recording is re-timed; a report about the old timing does not count', async () => {
    await ctx.database.db.delete(t.driftReports);
    const oldTiming = await timingOf(audio.id);
    await report(audio.id, { deviceId: 'device-one-aaaa', timing: oldTiming });
    expect(await countFor(audio.id)).toBe(1);

    const [row] = await ctx.database.db.select().from(t.audios).where(eq(t.audios.id, audio.id));
    const retimed = row!.vtt!.replace('00:00.000', '00:00.300');
    expect(retimed).not.toBe(row!.vtt);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/audios/${audio.id}`,
      headers: ctx.asAdmin,
      payload: { vtt: retimed, version: row!.version },
    });
    expect(put.statusCode).toBe(200);
    expect(await countFor(audio.id)).toBe(0);

    // An outbox report queued before the re-timing arrives late: stored, not counted.
    const late = await report(audio.id, { deviceId: 'device-two-bbbb', timing: oldTiming });
    expect(late.json()).toEqual({ counted: false });
    expect(await countFor(audio.id)).toBe(0);
    // The same device may report the new timing: it is a new question.
    const again = await report(audio.id, {
      deviceId: 'device-one-aaaa',
      timing: timingFingerprint(retimed),
    });
    expect(again.json()).toEqual({ counted: true });
    expect(await countFor(audio.id)).toBe(1);
  });

  it('go with a deleted recording', async () => {
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/audios/${other.id}`,
      headers: ctx.asAdmin,
    });
    const rows = await ctx.database.db
      .select()
      .from(t.driftReports)
      .where(eq(t.driftReports.audioId, other.id));
    expect(rows).toEqual([]);
  });
});
