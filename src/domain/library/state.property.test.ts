/**
 * The merge, by property: two devices make random gestures on their own replicas while
 * operations reach the other in random subsets, orders and repeats (a lost answer, a retried
 * push, a feed read twice); clocks disagree by up to a minute. After everything is delivered
 * both ways, both replicas are equal, and every change the rules promise to keep is there,
 * checked against the operation log itself (not against the merge code).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeInCollection, removeFromCollection, unfavourite } from './actions';
import { HybridClock } from './hlc';
import { LibraryOpSchema, NOTE_COLOURS, type LibraryOp } from './operation';
import { applyOps, deltaOf, emptyLibrary, joinLibraries, keyOf, type LibraryState } from './state';
import { viewLibrary } from './view';

const id = (n: number) => `01890000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const POEMS = [1, 2, 3].map(id);
const COLLECTIONS = [10, 11].map(id);
const NOTES = [20, 21].map(id);
const TARGETS = [
  { type: 'poem' as const, id: POEMS[0]! },
  { type: 'poem' as const, id: POEMS[1]! },
  { type: 'poet' as const, id: id(30) },
  { type: 'audio' as const, id: id(40) },
];
const ITEMS = [
  { type: 'poem' as const, id: POEMS[0]! },
  { type: 'poem' as const, id: POEMS[2]! },
  { type: 'audio' as const, id: id(40) },
];
const NAMES = ['To learn for the Magal', 'Kocc Barma', 'Yoon'];

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;

const stepArb = fc.record({
  device: fc.integer({ min: 0, max: 1 }),
  action: fc.integer({ min: 0, max: 14 }),
  a: fc.nat(),
  b: fc.nat(),
  c: fc.nat(),
  picks: fc.array(fc.nat(), { maxLength: 8 }),
  elapsed: fc.integer({ min: 0, max: 3 }),
});

class Device {
  state: LibraryState = emptyLibrary();
  readonly clock: HybridClock;
  constructor(name: string, now: () => number) {
    this.clock = new HybridClock(name, now);
  }
  receive(op: LibraryOp) {
    this.clock.observe(op.hlc);
    this.state = applyOps(this.state, [op]);
  }
}

type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;

function gesture(device: Device, { action, a, b, c }: Step): LibraryOp | undefined {
  const { state, clock } = device;
  switch (action) {
    case 0:
      return { hlc: clock.tick(), kind: 'favourite.add', target: pick(TARGETS, a) };
    case 1:
      return unfavourite(state, pick(TARGETS, a), clock);
    case 2:
      return { hlc: clock.tick(), kind: 'like', poemId: pick(POEMS, a) };
    case 3:
      return {
        hlc: clock.tick(),
        kind: 'collection.rename',
        collectionId: pick(COLLECTIONS, a),
        name: pick(NAMES, b),
      };
    case 4:
      return { hlc: clock.tick(), kind: 'collection.delete', collectionId: pick(COLLECTIONS, a) };
    case 5:
    case 6:
      return placeInCollection(state, pick(COLLECTIONS, a), pick(ITEMS, b), c % 4, clock);
    case 7:
      return removeFromCollection(state, pick(COLLECTIONS, a), pick(ITEMS, b), clock);
    case 8: {
      const fields = [
        { text: `note ${c}` },
        { colour: pick(NOTE_COLOURS, c) },
        { verses: { from: c % 3, to: (c % 3) + (b % 2) } },
        { colour: null },
      ];
      return {
        hlc: clock.tick(),
        kind: 'note.set',
        noteId: pick(NOTES, a),
        poemId: POEMS[0]!,
        fields: pick(fields, b),
      };
    }
    case 9:
      return { hlc: clock.tick(), kind: 'note.delete', noteId: pick(NOTES, a) };
    default:
      return {
        hlc: clock.tick(),
        kind: 'place.set',
        target: pick(ITEMS, a),
        position: b % 500,
      };
  }
}

/** Runs the scenario; answers both devices and every operation made. */
function run(steps: Step[], skews: [number, number], finalOrder: number[]) {
  let time = 1_800_000_000_000;
  const devices = [0, 1].map((n) => new Device(`device-${n}`, () => time + skews[n as 0 | 1]));
  const log: LibraryOp[] = [];
  for (const step of steps) {
    time += step.elapsed;
    const device = devices[step.device]!;
    // Actions 11 to 14: the device receives some operations (any, repeated, out of order).
    if (step.action > 10) {
      if (log.length > 0) for (const n of step.picks) device.receive(pick(log, n));
      continue;
    }
    const op = gesture(device, step);
    if (!op) continue;
    LibraryOpSchema.parse(op);
    log.push(op);
    device.receive(op);
  }
  // Reconnection: everything reaches both, in a scrambled order, some twice.
  for (const device of devices) {
    for (const n of finalOrder) if (log.length > 0) device.receive(pick(log, n));
    for (const op of log) device.receive(op);
  }
  return { devices: devices as [Device, Device], log };
}

const maxBy = <T extends { hlc: string }>(ops: T[]) =>
  ops.reduce<T | undefined>(
    (best, op) => (best === undefined || op.hlc > best.hlc ? op : best),
    undefined,
  );

/** What the log says must be present after everything merged: the rules, from the ops. */
function expectNothingLost(view: ReturnType<typeof viewLibrary>, log: LibraryOp[]) {
  const removedTags = new Set(
    log.flatMap((op) =>
      op.kind === 'favourite.remove' || op.kind === 'collection.remove' ? op.removes : [],
    ),
  );
  // Favourites: an add that no remove observed is present; one that every add was removed is not.
  for (const target of TARGETS) {
    const adds = log.filter(
      (op) => op.kind === 'favourite.add' && keyOf(op.target) === keyOf(target),
    );
    const kept = adds.some((op) => !removedTags.has(op.hlc));
    expect(view.favourites.some((shown) => keyOf(shown) === keyOf(target))).toBe(kept);
  }
  // Liked poems are never lost.
  const liked = new Set(log.flatMap((op) => (op.kind === 'like' ? [op.poemId] : [])));
  expect(view.liked).toEqual([...liked].sort());
  for (const collectionId of COLLECTIONS) {
    const ops = log.filter(
      (op): op is Extract<LibraryOp, { collectionId: string }> =>
        'collectionId' in op && op.collectionId === collectionId,
    );
    const lastEdit = maxBy(ops.filter((op) => op.kind !== 'collection.delete'));
    const lastDelete = maxBy(ops.filter((op) => op.kind === 'collection.delete'));
    const shown = view.collections.find((collection) => collection.id === collectionId);
    const visible = lastEdit !== undefined && (!lastDelete || lastEdit.hlc > lastDelete.hlc);
    expect(shown !== undefined).toBe(visible);
    if (!shown) continue;
    const name = maxBy(ops.filter((op) => op.kind === 'collection.rename'));
    expect(shown.name).toBe(name?.name ?? '');
    const expected = ITEMS.filter((item) =>
      ops.some(
        (op) =>
          op.kind === 'collection.add' &&
          keyOf(op.item) === keyOf(item) &&
          !removedTags.has(op.hlc),
      ),
    ).map((item) => {
      const placed = maxBy(
        ops.filter(
          (op): op is Extract<LibraryOp, { position: string }> =>
            (op.kind === 'collection.add' || op.kind === 'collection.move') &&
            keyOf(op.item) === keyOf(item),
        ),
      )!;
      return { key: keyOf(item), position: placed.position };
    });
    // Every item kept, once, in (position, item) order.
    expected.sort((x, y) =>
      x.position !== y.position ? (x.position < y.position ? -1 : 1) : x.key < y.key ? -1 : 1,
    );
    expect(shown.items.map((item) => keyOf(item))).toEqual(expected.map((item) => item.key));
  }
  for (const noteId of NOTES) {
    const sets = log.filter((op) => op.kind === 'note.set' && op.noteId === noteId) as Extract<
      LibraryOp,
      { kind: 'note.set' }
    >[];
    const lastDelete = maxBy(log.filter((op) => op.kind === 'note.delete' && op.noteId === noteId));
    const lastEdit = maxBy(sets);
    const shown = view.notes.find((note) => note.id === noteId);
    expect(shown !== undefined).toBe(
      lastEdit !== undefined && (!lastDelete || lastEdit.hlc > lastDelete.hlc),
    );
    if (!shown) continue;
    // Each field is its latest write, whichever device wrote it.
    expect(shown.text).toBe(
      maxBy(sets.filter((op) => op.fields.text !== undefined))?.fields.text ?? '',
    );
    expect(shown.colour).toBe(
      maxBy(sets.filter((op) => op.fields.colour !== undefined))?.fields.colour ?? null,
    );
    expect(shown.verses).toEqual(maxBy(sets.filter((op) => op.fields.verses))?.fields.verses);
  }
  for (const item of ITEMS) {
    const place = maxBy(
      log.filter((op) => op.kind === 'place.set' && keyOf(op.target) === keyOf(item)),
    );
    expect(view.places[keyOf(item)]).toBe(place?.kind === 'place.set' ? place.position : undefined);
  }
}

describe('the library merge', () => {
  it('two devices with random interleavings and repeated delivery converge and lose nothing', () => {
    fc.assert(
      fc.property(
        fc.array(stepArb, { maxLength: 80, size: 'max' }),
        fc.tuple(
          fc.integer({ min: -60_000, max: 60_000 }),
          fc.integer({ min: -60_000, max: 60_000 }),
        ),
        fc.array(fc.nat(), { maxLength: 30, size: 'max' }),
        (steps, skews, finalOrder) => {
          const { devices, log } = run(steps, skews, finalOrder);
          const [a, b] = devices;
          expect(a.state).toEqual(b.state);
          expect(a.state).toEqual(applyOps(emptyLibrary(), log));
          expectNothingLost(viewLibrary(a.state), log);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('joining replicas is commutative, associative and idempotent', () => {
    fc.assert(
      fc.property(
        fc.array(stepArb, { maxLength: 40, size: 'max' }),
        fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 40 }),
        (steps, owners) => {
          const { log } = run(steps, [0, 0], []);
          const parts: LibraryState[] = [emptyLibrary(), emptyLibrary(), emptyLibrary()];
          log.forEach((op, n) => {
            const owner = owners[n] ?? n % 3;
            parts[owner] = joinLibraries(parts[owner]!, deltaOf(op));
          });
          const [x, y, z] = parts as [LibraryState, LibraryState, LibraryState];
          expect(joinLibraries(x, y)).toEqual(joinLibraries(y, x));
          expect(joinLibraries(joinLibraries(x, y), z)).toEqual(
            joinLibraries(x, joinLibraries(y, z)),
          );
          expect(joinLibraries(x, x)).toEqual(x);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a favourite set on one device and a collection renamed on the other both hold', () => {
    const phone = new Device('phone', () => 1_000);
    const laptop = new Device('laptop', () => 2_000);
    const collectionId = COLLECTIONS[0]!;
    const created = {
      hlc: laptop.clock.tick(),
      kind: 'collection.rename',
      collectionId,
      name: 'Magal',
    } as const;
    phone.receive(created);
    laptop.receive(created);
    const favourite: LibraryOp = {
      hlc: phone.clock.tick(),
      kind: 'favourite.add',
      target: TARGETS[0]!,
    };
    const rename: LibraryOp = {
      hlc: laptop.clock.tick(),
      kind: 'collection.rename',
      collectionId,
      name: 'Kocc Barma',
    };
    for (const device of [phone, laptop]) for (const op of [favourite, rename]) device.receive(op);
    const view = viewLibrary(phone.state);
    expect(view.favourites).toEqual([TARGETS[0]]);
    expect(view.collections.map((collection) => collection.name)).toEqual(['Kocc Barma']);
    expect(viewLibrary(laptop.state)).toEqual(view);
  });

  it('an unfavourite takes away only the adds its device had seen (add wins)', () => {
    const phone = new Device('phone', () => 1_000);
    const laptop = new Device('laptop', () => 5_000);
    const first: LibraryOp = {
      hlc: phone.clock.tick(),
      kind: 'favourite.add',
      target: TARGETS[1]!,
    };
    phone.receive(first);
    laptop.receive(first);
    const again: LibraryOp = {
      hlc: phone.clock.tick(),
      kind: 'favourite.add',
      target: TARGETS[1]!,
    };
    phone.receive(again);
    // The laptop's clock is ahead, yet its remove did not see `again`: the favourite stays.
    const remove = unfavourite(laptop.state, TARGETS[1]!, laptop.clock)!;
    laptop.receive(remove);
    expect(viewLibrary(laptop.state).favourites).toEqual([]);
    laptop.receive(again);
    phone.receive(remove);
    expect(viewLibrary(laptop.state).favourites).toEqual([TARGETS[1]]);
    expect(phone.state).toEqual(laptop.state);
  });

  it('a note edited after a delete it had not seen comes back whole; a delete after an edit holds', () => {
    const phone = new Device('phone', () => 1_000);
    const laptop = new Device('laptop', () => 1_000);
    const noteId = NOTES[0]!;
    const poemId = POEMS[0]!;
    const written: LibraryOp = {
      hlc: phone.clock.tick(),
      kind: 'note.set',
      noteId,
      poemId,
      fields: { text: 'Yoon', colour: 'green' },
    };
    phone.receive(written);
    laptop.receive(written);
    const deleted: LibraryOp = { hlc: phone.clock.tick(), kind: 'note.delete', noteId };
    phone.receive(deleted);
    const edited: LibraryOp = {
      hlc: laptop.clock.tick(),
      kind: 'note.set',
      noteId,
      poemId,
      fields: { text: 'Yoon wi' },
    };
    laptop.receive(edited);
    phone.receive(edited);
    laptop.receive(deleted);
    // Both at wall 1,000: the laptop's counter passed the phone's only if it saw it; it did not,
    // so the order is decided by the device id ("laptop" < "phone"): the delete is later.
    expect(viewLibrary(laptop.state).notes).toEqual([]);
    const revived: LibraryOp = {
      hlc: laptop.clock.tick(),
      kind: 'note.set',
      noteId,
      poemId,
      fields: { text: 'Yoon wi, again' },
    };
    laptop.receive(revived);
    phone.receive(revived);
    expect(viewLibrary(phone.state).notes).toEqual([
      { id: noteId, poemId, colour: 'green', text: 'Yoon wi, again' },
    ]);
    expect(phone.state).toEqual(laptop.state);
  });
});
