/**
 * The source map reader of bench:weight on a real bundle: esbuild bundles two modules (one
 * with non-ASCII text, as the app's Wolof and Arabic) into one script with its map, and each
 * module's own code is found under its name, nothing of one under the other.
 */
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { codeBySource, type SourceMap } from './source-map-bytes';

const FILES: Record<string, string> = {
  'entry.ts': [
    "import { favourite } from './library/favourite';",
    'export const home = () => `home:${favourite("x")}`;',
  ].join('\n'),
  'library/favourite.ts': [
    'export function favourite(id: string) {',
    "  const label = 'Mbooloo mi — المفضلة';",
    '  return `${label}:${id}:library-only-marker`;',
    '}',
  ].join('\n'),
};

async function bundle() {
  const result = await build({
    entryPoints: ['entry.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    charset: 'utf8',
    sourcemap: 'external',
    outfile: 'out.js',
    plugins: [
      {
        name: 'memory',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => ({
            path: args.path.replace(/^\.\//, '').replace(/(?<!\.ts)$/, '.ts'),
            namespace: 'memory',
          }));
          b.onLoad({ filter: /.*/, namespace: 'memory' }, (args) => ({
            contents: FILES[args.path],
            loader: 'ts',
          }));
        },
      },
    ],
  });
  const text = (suffix: string) => result.outputFiles.find((f) => f.path.endsWith(suffix))!.text;
  return { code: text('out.js'), map: JSON.parse(text('out.js.map')) as SourceMap };
}

describe('codeBySource', () => {
  it("gives each module's generated code to its source", async () => {
    const { code, map } = await bundle();
    const bySource = codeBySource(code, map);
    const named = (end: string) =>
      [...bySource].find(([source]) => source.endsWith(end))?.[1] ?? '';
    expect(named('favourite.ts')).toContain('library-only-marker');
    expect(named('favourite.ts')).toContain('Mbooloo mi — المفضلة');
    expect(named('entry.ts')).toContain('home:');
    expect(named('entry.ts')).not.toContain('library-only-marker');
    // Every character of the script but its line ends is given to one source (or to none, '').
    const total = [...bySource.values()].reduce((sum, piece) => sum + piece.length, 0);
    expect(total).toBe(code.replace(/\n/g, '').length);
  });
});
