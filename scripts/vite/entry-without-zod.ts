/**
 * The build fails when zod's runtime lands in what the entry script loads before the first
 * render (the entry chunk and the chunks it imports statically). DESIGN.md section 7: zod
 * loads only when an administrator opens the dashboard; in the entry it would add ~24 KB
 * compressed and a long evaluation task to every reader's first visit. Rules both sides need
 * live in zod-free domain modules (page-request.ts, accounts.ts, ids.ts, i18n/languages.ts);
 * the schemas import them.
 *
 * The lint rule `entry/entry-without-zod` (scripts/eslint/entry-without-zod.js) says the same
 * where the import is written, from the source's import graph; this check stays because only
 * the bundle is the truth: which files end up in the entry is decided by the bundler (route
 * options stay in the entry, TanStack's plugin splits route components out, tree shaking
 * drops unused re-exports), and the error names the chain of imports that brought zod in.
 */
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** zod's own modules, wherever the package manager put them. */
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

/** The ids of every module in the entry chunks and the chunks they import statically. */
export function modulesBeforeFirstRender(bundle: OutputBundle): Set<string> {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const modules = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) modules.add(id);
    for (const file of chunk.imports) visit(byFile.get(file));
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  return modules;
}

/**
 * The shortest chain of static imports from an entry module down to one of `targets`:
 * searched upwards through each module's static importers, barrels the bundler elided
 * included. Undefined when no entry imports them statically.
 */
export function importChain(
  targets: readonly string[],
  isEntry: (id: string) => boolean,
  importersOf: (id: string) => readonly string[],
): string[] | undefined {
  const towardTarget = new Map<string, string | null>(targets.map((id) => [id, null]));
  const queue = [...targets];
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i]!;
    if (isEntry(id)) {
      const chain = [id];
      for (let at = towardTarget.get(id); at; at = towardTarget.get(at)) chain.push(at);
      return chain;
    }
    for (const importer of importersOf(id)) {
      if (towardTarget.has(importer)) continue;
      towardTarget.set(importer, id);
      queue.push(importer);
    }
  }
  return undefined;
}

/** How zod got into the entry (entry first, zod's first module last), or undefined if it did not. */
export function zodInEntry(
  bundle: OutputBundle,
  isEntry: (id: string) => boolean,
  importersOf: (id: string) => readonly string[],
): string[] | undefined {
  const zodModules = [...modulesBeforeFirstRender(bundle)].filter((id) => ZOD.test(id));
  if (zodModules.length === 0) return undefined;
  const chain = importChain(zodModules, isEntry, importersOf) ?? zodModules.slice(0, 1);
  // Down to the first of zod's own modules: the rest is zod importing itself.
  return chain.slice(0, chain.findIndex((id) => ZOD.test(id)) + 1);
}

const shortName = (root: string) => (id: string) =>
  ZOD.test(id)
    ? 'zod'
    : id.startsWith(root)
      ? id.slice(root.length + 1)
      : id.replace(/^.*?[\\/](?=src[\\/])/, '');

export function entryWithoutZod(): Plugin {
  let root = '';
  return {
    name: 'taalif:entry-without-zod',
    apply: 'build',
    configResolved(config) {
      root = config.root.replace(/[\\/]$/, '');
    },
    generateBundle(_options, bundle) {
      const chain = zodInEntry(
        bundle,
        (id) => this.getModuleInfo(id)?.isEntry ?? false,
        (id) => this.getModuleInfo(id)?.importers ?? [],
      );
      if (!chain) return;
      this.error(
        `zod is in the entry script, which every reader loads before the first render:\n  ${chain.map(shortName(root)).join(' → ')}\n` +
          'Import the rule from a zod-free domain module (page-request.ts, accounts.ts, ids.ts, ' +
          'i18n/languages.ts) or `import type` the schema, or load the code lazily.',
      );
    },
  };
}
