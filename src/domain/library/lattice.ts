/**
 * The two building blocks every part of a library's state is made of, each a join
 * semilattice: joining is commutative, associative and idempotent, so replicas that have
 * received the same operations, in any order and any number of times, hold the same value.
 * Values stay canonical (sorted, duplicate-free arrays, no empty entries) so that "the same
 * value" is plain deep equality, which the property test (state.property.test.ts) checks.
 */
import type { Hlc } from './hlc';

/** A last-writer-wins register: the value written with the largest stamp. */
export interface Lww<T> {
  at: Hlc;
  value: T;
}

export function joinLww<T>(a: Lww<T> | undefined, b: Lww<T> | undefined): Lww<T> | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  // Stamps are unique per operation, so equal stamps carry the same value.
  return b.at > a.at ? b : a;
}

/**
 * One element of an add-wins set (observed-remove set): the stamps of its adds and the add
 * stamps removes have taken away. The element is present while an add was not removed.
 * A remove names only the adds its device had seen, so an add made concurrently on another
 * device survives it: add wins.
 */
export interface AddWins {
  adds: Hlc[];
  removed: Hlc[];
}

/** A set of stamps in its one canonical form: sorted, without repeats. */
export const canonical = (stamps: readonly Hlc[]): Hlc[] => [...new Set(stamps)].sort();

export function unionSorted(a: readonly Hlc[], b: readonly Hlc[]): Hlc[] {
  if (b.length === 0) return a as Hlc[];
  if (a.length === 0) return b as Hlc[];
  return [...new Set([...a, ...b])].sort();
}

export const joinAddWins = (a: AddWins | undefined, b: AddWins | undefined): AddWins | undefined =>
  a === undefined
    ? b
    : b === undefined
      ? a
      : { adds: unionSorted(a.adds, b.adds), removed: unionSorted(a.removed, b.removed) };

/** The adds no remove has taken away: the element is present when there is one. */
export const liveAdds = (element: AddWins | undefined): Hlc[] =>
  element ? element.adds.filter((add) => !element.removed.includes(add)) : [];

/** Joins two records key by key with `join`; keys missing on one side keep the other's. */
export function joinRecords<T>(
  a: Readonly<Record<string, T>>,
  b: Readonly<Record<string, T>>,
  join: (x: T | undefined, y: T | undefined) => T | undefined,
): Record<string, T> {
  const joined: Record<string, T> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const next = join(joined[key], value);
    if (next !== undefined) joined[key] = next;
  }
  return joined;
}
