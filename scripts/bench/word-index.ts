/**
 * `npm run bench:word-index`: the offline word index (src/client/db/word-index.ts) built from
 * the 10,000 poems of the benchmark corpus, in Node (the same V8 as Chromium), without
 * IndexedDB: what bench:offline's "index built once" costs in CPU, isolated from the mirror's
 * reads and the machine's other work as far as possible.
 *
 * WORD_INDEX_BASELINE=<git ref> also bundles that commit's word index (its own domain rules)
 * and builds both in turn, round after round, so the two medians share the machine's load.
 * BENCH_ROUNDS (default 7) rounds; BENCH_POEMS (default 10000). CPU time (the process's, all
 * threads: the garbage collector's helpers included) is printed beside the wall time: on a
 * shared machine it moves less with the other processes' load.
 */
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateCorpus } from '../generate-corpus';
import { checkoutBaseline } from './baseline-checkout';
import { DEFAULT_BENCH_SEED } from './fixtures';
import { memoryMirror } from './memory-mirror';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const POEMS = Number(process.env.BENCH_POEMS ?? 10_000);

interface Bundle {
  label: string;
  wordIndexOf: (database: unknown) => Promise<{ size: number }>;
}

/** One checkout's word index, bundled with its own domain rules and aliases. */
async function bundle(label: string, root: string, outDir: string): Promise<Bundle> {
  const entry = join(outDir, `${label.replace(/\W/g, '-')}-entry.ts`);
  writeFileSync(
    entry,
    `export { wordIndexOf } from '${join(root, 'src/client/db/word-index')}';\n`,
  );
  const outfile = join(outDir, `${label.replace(/\W/g, '-')}.mjs`);
  await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'es2022',
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
  const module = (await import(pathToFileURL(outfile).href)) as Pick<Bundle, 'wordIndexOf'>;
  return { label, wordIndexOf: module.wordIndexOf };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function main() {
  const corpus = generateCorpus({ poems: POEMS, seed: DEFAULT_BENCH_SEED });
  const at = '2026-01-01T00:00:00.000Z';
  const poems = corpus.poems.map((p, i) => ({ ...p, createdAt: at, updatedAt: at, rev: i + 1 }));
  const outDir = mkdtempSync(join(tmpdir(), 'taalif-bench-word-index-'));
  const baselineRef = process.env.WORD_INDEX_BASELINE;
  const baseline = baselineRef ? checkoutBaseline(baselineRef) : undefined;
  try {
    const bundles: Bundle[] = [];
    if (baseline) bundles.push(await bundle(`baseline ${baselineRef}`, baseline.root, outDir));
    bundles.push(await bundle('current', process.cwd(), outDir));
    const times = bundles.map(() => [] as number[]);
    const cpuTimes = bundles.map(() => [] as number[]);
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternate which build goes first: neither always meets a warmer or colder machine.
      const order = round % 2 ? [...bundles.keys()].reverse() : [...bundles.keys()];
      for (const i of order) {
        // A fresh database object each time: the index is cached per database.
        const database = memoryMirror(poems);
        const cpu = process.cpuUsage();
        const started = performance.now();
        const index = await bundles[i]!.wordIndexOf(database);
        times[i]!.push(performance.now() - started);
        const used = process.cpuUsage(cpu);
        cpuTimes[i]!.push((used.user + used.system) / 1000);
        if (index.size !== poems.length)
          throw new Error(`${bundles[i]!.label}: ${index.size} poems`);
      }
    }
    console.log(
      `\n${poems.length.toLocaleString('en')} poems, ${ROUNDS} rounds, builds alternating\n`,
    );
    const ms = (n: number) => `${Math.round(n).toLocaleString('en')} ms`;
    console.log('| build | wall, median | min | max | CPU, median |');
    console.log('|---|---:|---:|---:|---:|');
    for (const [i, b] of bundles.entries()) {
      const xs = times[i]!;
      console.log(
        `| ${b.label} | ${ms(median(xs))} | ${ms(Math.min(...xs))} | ${ms(Math.max(...xs))} | ${ms(median(cpuTimes[i]!))} |`,
      );
    }
    if (bundles.length === 2) {
      const ratio = (xs: number[][]) => (median(xs[1]!) / median(xs[0]!)).toFixed(2);
      console.log(`\ncurrent / baseline, medians: wall ${ratio(times)}×, CPU ${ratio(cpuTimes)}×`);
    }
  } finally {
    baseline?.remove();
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
