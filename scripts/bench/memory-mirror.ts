/**
 * The part of the mirror's database the word index reads (src/client/db/word-index.ts),
 * answered from memory: the benches time the index's own work on poems already read. It
 * answers both ways the index has read the mirror (everything newer than a `rev`, or in
 * primary-key chunks after the newest `rev`), so a baseline commit's index runs on it too.
 */
interface MirrorPoem {
  id: string;
  rev: number;
}

export function memoryMirror(poems: readonly MirrorPoem[]) {
  const byId = [...poems].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const byRev = [...poems].sort((a, b) => a.rev - b.rev);
  const answer = (rows: readonly MirrorPoem[]) => ({
    toArray: () => Promise.resolve([...rows]),
    limit: (n: number) => ({ toArray: () => Promise.resolve(rows.slice(0, n)) }),
    last: () => Promise.resolve(rows.at(-1)),
  });
  return {
    name: undefined,
    meta: { get: () => Promise.resolve({ key: 'epoch', value: 1 }) },
    // No saved word index: the index builds from these poems.
    wordIndex: { get: () => Promise.resolve(undefined) },
    poems: {
      where: (index: string) => ({
        above: (value: string | number) =>
          answer(
            index === 'rev'
              ? byRev.filter((p) => p.rev > (value as number))
              : byId.filter((p) => p.id > (value as string)),
          ),
      }),
      orderBy: (index: string) => answer(index === 'rev' ? byRev : byId),
      count: () => Promise.resolve(poems.length),
      toCollection: () => ({ primaryKeys: () => Promise.resolve(byId.map((p) => p.id)) }),
    },
  };
}
