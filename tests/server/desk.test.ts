/**
 * The curators' desk (GET /api/desk) and the recordings list's timing and drift filters it
 * links to: administrators only; each count moves with the records it counts and equals the
 * total of the list it links to; the latest audit lines name the record and who wrote.
 * On the seeded demo anthology, PGlite (PostgreSQL with TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import type { Desk } from '@domain/schemas/desk';
import { timingFingerprint } from '@domain/vtt/timing-fingerprint';
import { TIMING_REVIEW_NOTE } from '@domain/vtt/timing-review';
import * as t from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => ctx?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: ctx.asAdmin, ...(payload ? { payload } : {}) });
const desk = async () => {
  const answer = await call('GET', '/api/desk');
  expect(answer.statusCode).toBe(200);
  return answer.json() as Desk;
};
const total = async (url: string) => {
  const answer = await call('GET', url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { totalElements: number; content: { id: string }[] };
};
const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nBaat bu jëkk\n';

async function insertRecording(poemId: string, vtt: string | null) {
  const id = uuidv7();
  await ctx.database.db.insert(t.audios).values({
    id,
    title: `Récitation ${id.slice(-6)}`,
    poemId,
    mimeType: 'audio/mpeg',
    sizeBytes: 10,
    storageKey: `test/${id}`,
    vtt,
  });
  return id;
}

describe('GET /api/desk', () => {
  it('refuses anyone but an administrator', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/desk' })).statusCode).toBe(401);
    const reader = await ctx.app.inject({ method: 'GET', url: '/api/desk', headers: ctx.asReader });
    expect(reader.statusCode).toBe(403);
  });

  it('counts the work waiting, each count the total of the list it links to', async () => {
    const before = await desk();
    const [poet] = await ctx.database.db.select().from(t.poets).limit(1);
    const poem = (body: object) =>
      call('POST', '/api/poems', { title: 'Ndaw', content: 'Ndaw gi', poetId: poet!.id, ...body });
    const draft = (await poem({ publishedAt: null })).json();
    const later = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    await poem({ publishedAt: later });
    await poem({ publishedAt: 'now' });

    const untimed = [await insertRecording(draft.id, null), await insertRecording(draft.id, ' \n')];
    const flagged = `WEBVTT\n\n${TIMING_REVIEW_NOTE} file replaced\n\n00:00.000 --> 00:02.000\nBaat\n`;
    const review = await insertRecording(draft.id, flagged);
    // The note's words inside a cue's text are no flag.
    const timed = await insertRecording(draft.id, `${VTT}\nxx ${TIMING_REVIEW_NOTE}\n`);
    const reported = await insertRecording(draft.id, VTT);
    await ctx.database.db
      .insert(t.driftReports)
      .values({ audioId: reported, deviceId: 'device-1', timing: timingFingerprint(VTT) });
    // A report about an older timing does not count.
    await ctx.database.db
      .insert(t.driftReports)
      .values({ audioId: timed, deviceId: 'device-1', timing: 'an-older-timing' });

    const trashed = await call('POST', '/api/poets', { name: 'Gànnaar', status: 'active' });
    expect((await call('DELETE', `/api/poets/${trashed.json().id}`)).statusCode).toBe(204);

    const after = await desk();
    expect(after.poems).toEqual({
      draft: before.poems.draft + 1,
      scheduled: before.poems.scheduled + 1,
    });
    expect(after.recordings).toEqual({
      untimed: before.recordings.untimed + 2,
      review: before.recordings.review + 1,
      reported: before.recordings.reported + 1,
    });
    expect(after.trash).toBe(before.trash + 1);

    // The lists the desk links to.
    expect((await total('/api/poems?state=draft')).totalElements).toBe(after.poems.draft);
    expect((await total('/api/poems?state=scheduled')).totalElements).toBe(after.poems.scheduled);
    const untimedList = await total('/api/audios?timing=untimed&size=100');
    expect(untimedList.totalElements).toBe(after.recordings.untimed);
    expect(untimedList.content.map((a) => a.id)).toEqual(expect.arrayContaining(untimed));
    const reviewList = await total('/api/audios?timing=review&size=100');
    expect(reviewList.totalElements).toBe(after.recordings.review);
    expect(reviewList.content.map((a) => a.id)).toContain(review);
    const timedList = await total('/api/audios?timing=timed&size=100');
    expect(timedList.content.map((a) => a.id)).toEqual(expect.arrayContaining([timed, reported]));
    const all = await total('/api/audios?size=1');
    expect(untimedList.totalElements + reviewList.totalElements + timedList.totalElements).toBe(
      all.totalElements,
    );
    const reportedList = await total('/api/audios?reported=true&size=100');
    expect(reportedList.content.map((a) => a.id)).toEqual([reported]);
    const unreported = await total('/api/audios?reported=false&size=100');
    expect(unreported.totalElements).toBe(all.totalElements - 1);
    expect((await call('GET', '/api/trash')).json()).toHaveLength(after.trash);
  });

  it('shows the latest audit lines, newest first, with the record and who wrote', async () => {
    const [poet] = await ctx.database.db.select().from(t.poets).limit(1);
    const title = `Taalif bu mujj ${Date.now()}`;
    const created = await call('POST', '/api/poems', {
      title,
      content: 'Baat',
      poetId: poet!.id,
    });
    expect(created.statusCode).toBe(201);
    const { activity } = await desk();
    expect(activity.length).toBeLessThanOrEqual(8);
    expect(activity[0]).toMatchObject({
      entity: 'poems',
      entityId: created.json().id,
      name: title,
      actorEmail: ctx.admin.email,
    });
    const times = activity.map((line) => Date.parse(line.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('the lists the desk and the poem view link to', () => {
  it('searches one poem’s difficult words with poemId', async () => {
    const [first, second] = await ctx.database.db.select().from(t.poems).limit(2);
    const word = `ndoxfilter${Date.now()}`;
    for (const poem of [first!, second!]) {
      const made = await call('POST', '/api/difficult-words', {
        word,
        definition: 'Eau (test)',
        poemId: poem.id,
      });
      expect(made.statusCode).toBe(201);
    }
    const all = await total(`/api/difficult-words/search?word=${word}`);
    expect(all.totalElements).toBe(2);
    const one = await call('GET', `/api/difficult-words/search?word=${word}&poemId=${first!.id}`);
    expect(one.json()).toMatchObject({ totalElements: 1, content: [{ poemId: first!.id }] });
  });

  it('keeps drift reports to administrators and refuses an unknown timing per field', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/audios?reported=true' });
    expect(anonymous.statusCode).toBe(403);
    const reader = await ctx.app.inject({
      method: 'GET',
      url: '/api/audios?reported=true',
      headers: ctx.asReader,
    });
    expect(reader.statusCode).toBe(403);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/audios?timing=sometimes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('timing');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/audios?timing=untimed' })).statusCode,
    ).toBe(200);
  });
});
