/**
 * Where the reader stopped in each poem: the stanza at the top of the screen, kept on this device
 * only (localStorage, never sent). The first stanza is not kept (opening a poem shows it anyway),
 * and only the MAX_POEMS poems read last are, so the entry stays small.
 */
const KEY = 'taalif:reading-positions';
export const MAX_POEMS = 200;

type Positions = Record<string, number>;

function readAll(storage: Storage | undefined): Positions {
  try {
    const value: unknown = JSON.parse(storage?.getItem(KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Positions) : {};
  } catch {
    return {};
  }
}

function writeAll(storage: Storage | undefined, positions: Positions): void {
  try {
    storage?.setItem(KEY, JSON.stringify(positions));
  } catch {
    // A full or blocked localStorage only costs the reading position.
  }
}

/** The 1-based stanza saved for this poem, or null. */
export function readingPosition(storage: Storage | undefined, poemId: string): number | null {
  const stanza = readAll(storage)[poemId];
  return Number.isInteger(stanza) && (stanza as number) > 1 ? (stanza as number) : null;
}

/** Saves the stanza (1-based); null or the first stanza forgets the poem's position. */
export function saveReadingPosition(
  storage: Storage | undefined,
  poemId: string,
  stanza: number | null,
): void {
  const positions = readAll(storage);
  if (positions[poemId] === stanza) return;
  // Deleted then set again: the poem read last is last in insertion order.
  delete positions[poemId];
  if (stanza !== null && stanza > 1) positions[poemId] = stanza;
  const ids = Object.keys(positions);
  for (const id of ids.slice(0, Math.max(0, ids.length - MAX_POEMS))) delete positions[id];
  writeAll(storage, positions);
}
