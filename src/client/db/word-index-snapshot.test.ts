import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Poem } from '@domain/schemas';
import { wordStatistics } from '@domain/words';
import { resetMirror } from '../sync/apply-changes';
import { indexWhileSyncing } from '../sync/index-while-syncing';
import { getMeta, META, setMeta } from '../sync/meta';
import { SyncEngine } from '../sync/sync-engine';
import { FakeFeed } from '../sync/testing/fake-feed';
import { AppDb } from './db';
import { wordIndexOf } from './word-index';
import { hasSnapshot, loadSnapshot } from './word-index-snapshot';
import { localWordStatistics } from './word-statistics';

/** Spellings a reader meets (official and French-schooled), accents, a Greek word, short words. */
const VOCABULARY = [
  'Sëriñ',
  'serigne',
  'xaalis',
  'khaliss',
  'dëkk',
  'deuk',
  'Njaay',
  'ndiaye',
  'bukki',
  'bouki',
  'jàmm',
  'jamm',
  'jambaar',
  'xam',
  'du',
  'de',
  'bëgg',
  'begg',
  'sañ-sañ',
  'ak',
  'ci',
  'la',
  'ΟΔΟΣ',
];

/** mulberry32: a seeded generator, so a failing case can be replayed from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A poem's text: stanzas of lines of vocabulary words, now and then 34 stanzas (past bit 31). */
function randomText(next: () => number): string {
  const pick = () => VOCABULARY[Math.floor(next() * VOCABULARY.length)]!;
  const stanzas = next() < 0.08 ? 34 : 1 + Math.floor(next() * 3);
  return Array.from({ length: stanzas }, () =>
    Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
      Array.from({ length: 2 + Math.floor(next() * 5) }, pick).join(next() < 0.2 ? ', ' : ' '),
    ).join('\n'),
  ).join('\n\n');
}

const QUERIES = [...VOCABULARY, 'bëgg ak', 'xam du', '"Sëriñ"'];

/** Every query's answer, in every mode, with a short page and the next page. */
async function answers(database: AppDb) {
  const all: unknown[] = [];
  for (const word of QUERIES) {
    for (const ignoreAccents of [false, true]) {
      for (const variants of [false, true]) {
        for (const page of [0, 1]) {
          all.push(
            await localWordStatistics({ word, ignoreAccents, variants, page, size: 4 }, database),
          );
        }
      }
    }
  }
  return all;
}

let n = 0;
let name: string;
let feed: FakeFeed;
const opened: AppDb[] = [];

/** A database object of its own (the page's word index is cached per object). */
async function page(): Promise<AppDb> {
  const database = new AppDb(name);
  await database.open();
  opened.push(database);
  return database;
}

/** A run of the sync; `resaveAfter`: the poems moved since the saved index past which it saves. */
const sync = async (database: AppDb, indexed = true, resaveAfter?: number) => {
  const engine = new SyncEngine({
    db: database,
    fetchPage: feed.fetchPage,
    sendEvent: async () => 204,
    pageSize: 7,
    indexer: indexed ? indexWhileSyncing(database, undefined, resaveAfter) : undefined,
  });
  await engine.sync();
  expect(engine.getState().status).toBe('idle');
};

/** The answers of a page whose index is built from the mirror (the saved one removed first). */
async function answersOfAFreshBuild(): Promise<unknown[]> {
  const database = await page();
  const saved = await database.wordIndex.toArray();
  await database.wordIndex.clear();
  expect((await wordIndexOf(database)).snapshotRev).toBe(0);
  const built = await answers(database);
  await database.wordIndex.bulkPut(saved);
  return built;
}

/** Expects a new page to load the saved index (at `rev`) and answer like a fresh build. */
async function expectSnapshotAnswersLikeABuild(rev: number) {
  const database = await page();
  expect((await wordIndexOf(database)).snapshotRev).toBe(rev);
  const fromSnapshot = await answers(database);
  expect(fromSnapshot).toEqual(await answersOfAFreshBuild());
  return fromSnapshot as { poemCount: number }[];
}

/** Feeds `count` random poems; returns them by id. */
function feedPoems(next: () => number, count: number, from = 0): Map<string, Poem> {
  const poems = new Map<string, Poem>();
  for (let i = from; i < from + count; i += 1) {
    const id = `p${String(i).padStart(3, '0')}`;
    poems.set(id, feed.putPoem(id, { content: randomText(next) }));
  }
  return poems;
}

beforeEach(() => {
  name = `word-index-snapshot-${++n}`;
  feed = new FakeFeed();
});
afterEach(async () => {
  for (const database of opened.splice(0)) database.close();
  await new AppDb(name).delete();
});

describe('the word index saved by the sync', () => {
  it.each([1, 2, 3, 4])(
    'answers every query like a fresh build from the mirror (random anthology, seed %i)',
    async (seed) => {
      const next = random(seed);
      feedPoems(next, 30 + Math.floor(next() * 30));
      const worker = await page();
      await sync(worker);
      const saved = await loadSnapshot(worker);
      expect(saved?.lastRev).toBe(feed.latest);
      const found = await expectSnapshotAnswersLikeABuild(feed.latest);
      expect(found.filter((a) => a.poemCount > 0).length).toBeGreaterThan(QUERIES.length);
    },
  );

  it('is caught up with edits, counter bumps, deletions and new poems synced after it', async () => {
    const next = random(7);
    const poems = feedPoems(next, 40);
    const worker = await page();
    await sync(worker);
    const savedAt = feed.latest;
    const [edited, bumped, deleted] = [
      ['p001', 'p002', 'p003'],
      ['p004', 'p005'],
      ['p006', 'p007'],
    ];
    for (const id of edited) {
      poems.set(id, feed.putPoem(id, { ...poems.get(id), content: randomText(next) }));
    }
    for (const id of bumped) feed.putPoem(id, { ...poems.get(id), views: 9 });
    for (const id of deleted) feed.deletePoem(id);
    feedPoems(next, 2, 100);
    // Synced without indexing (an older app's run): the saved index stays where it was.
    await sync(worker, false);
    expect((await loadSnapshot(worker))?.lastRev).toBe(savedAt);
    await expectSnapshotAnswersLikeABuild(savedAt);

    // Indexed again, once 5 poems moving count as many: the run saves the index at the
    // feed's newest rev.
    feed.putPoem('p008', { ...poems.get('p008'), content: 'xam xaalis\n\nbouki' });
    await sync(worker, true, 5);
    expect((await loadSnapshot(worker))?.lastRev).toBe(feed.latest);
    await expectSnapshotAnswersLikeABuild(feed.latest);
  });

  it('is caught up by a page that already holds it, after the next sync', async () => {
    const next = random(11);
    const poems = feedPoems(next, 20);
    const worker = await page();
    await sync(worker);
    const reader = await page();
    expect((await wordIndexOf(reader)).snapshotRev).toBe(feed.latest);
    feed.putPoem('p002', { ...poems.get('p002'), content: 'jambaar jàmm' });
    feed.deletePoem('p003');
    await sync(worker);
    const caughtUp = await answers(reader);
    expect(caughtUp).toEqual(await answersOfAFreshBuild());
  });

  it('is left as it is while few poems moved (edits and counters), and saved once many did', async () => {
    const poems = feedPoems(random(3), 12);
    const worker = await page();
    await sync(worker);
    const savedAt = feed.latest;
    // A like and an edit: 2 poems moved, under 3. The run does not read nor write the index:
    // a page catches both up, and answers as a fresh build does.
    feed.putPoem('p001', { ...poems.get('p001'), likes: 4 });
    feed.putPoem('p002', { ...poems.get('p002'), content: 'jambaar jàmm\n\nbouki xaalis' });
    await sync(worker, true, 3);
    expect((await loadSnapshot(worker))?.lastRev).toBe(savedAt);
    await expectSnapshotAnswersLikeABuild(savedAt);
    // A third poem: 3 moved since the saved index, so this run brings it up to date.
    feed.putPoem('p003', { ...poems.get('p003'), title: 'Xaalis' });
    await sync(worker, true, 3);
    expect((await loadSnapshot(worker))?.lastRev).toBe(feed.latest);
    await expectSnapshotAnswersLikeABuild(feed.latest);
    expect(await worker.wordIndex.count()).toBe(1);
  });

  it('is saved from the mirror by the first indexed run on a mirror synced without it', async () => {
    feedPoems(random(5), 15);
    const worker = await page();
    await sync(worker, false);
    expect(await hasSnapshot(worker)).toBe(false);
    await sync(worker);
    expect((await loadSnapshot(worker))?.lastRev).toBe(feed.latest);
    await expectSnapshotAnswersLikeABuild(feed.latest);
  });

  it('is discarded when the mirror was reset (epoch), and emptied with the mirror', async () => {
    feedPoems(random(9), 10);
    const worker = await page();
    await sync(worker);
    // A snapshot of another epoch (as if written by a run that lost a race with a reset).
    const epoch = (await getMeta<number>(worker, META.epoch)) ?? 0;
    await setMeta(worker, META.epoch, epoch + 1);
    const reader = await page();
    expect((await wordIndexOf(reader)).snapshotRev).toBe(0);
    const poems = (await reader.poems.toArray()).sort((a, b) =>
      `${a.createdAt} ${a.id}` < `${b.createdAt} ${b.id}` ? -1 : 1,
    );
    const local = await localWordStatistics(
      { word: 'xam', ignoreAccents: false, variants: false, page: 0, size: 100 },
      reader,
    );
    const naive = wordStatistics('xam', poems, { ignoreAccents: false });
    expect(local.poemCount).toBe(naive.poemCount);
    expect(local.totalOccurrences).toBe(naive.totalOccurrences);
    await resetMirror(worker);
    expect(await hasSnapshot(worker)).toBe(false);
  });
});
