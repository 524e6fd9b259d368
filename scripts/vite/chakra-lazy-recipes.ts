/**
 * Keeps the recipes of the lazily loaded Chakra components out of the entry script.
 *
 * The wrappers in src/client/components/ui (and theme/alert-recipe.ts) import their slot
 * recipe from `@chakra-ui/react/theme`, the module the entry's system (theme/system.ts)
 * imports its tokens from. That module imports every recipe file (it builds Chakra's full
 * default config), so each recipe a lazy screen uses is in the entry's static graph, and the
 * build's `initial` chunk group, which takes a module's dependencies with it, put the
 * dialog, drawer, menu, select, switch, progress, alert, field, list and textarea recipes
 * in the entry: about 3.6 KB of gzip that no first render reads (bench:weight).
 *
 * In the client build, outside the system's own two modules, an import of a recipe from
 * `@chakra-ui/react/theme` is rewritten to the recipe's own file under a query
 * (`?lazy-recipe`): a module of its own, not reachable from the entry, so it travels with
 * the chunks that render the component. The entry's barrel still names the plain file but
 * uses nothing from it, so tree-shaking drops it there. Types, tests and the dev server see
 * the import as written. A recipe name the barrel no longer re-exports fails the build.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

const QUERY = '?lazy-recipe';
const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react\/theme';/g;
/** The system's own recipes stay on the barrel: they belong in the entry. */
const SYSTEM_MODULES = /src[\\/]client[\\/]theme[\\/](system|recipes)\.ts$/;
const CLIENT_SOURCE = /src[\\/]client[\\/].*\.tsx?$/;

/** Chakra's `theme/index.js`, found the way the build finds it. */
export function installedThemeIndex(): string {
  const esmIndex = createRequire(import.meta.url)
    .resolve('@chakra-ui/react')
    .replace(/dist\/cjs\/index\.cjs$/, 'dist/esm/index.js');
  return join(dirname(esmIndex), 'theme', 'index.js');
}

/** Recipe name → its file, from the barrel's `export { name } from './recipes/x.js'` lines. */
export function recipeFiles(themeIndex: string): Map<string, string> {
  const files = new Map<string, string>();
  const reexport = /export\s*\{\s*(\w+)\s*\}\s*from\s*'(\.\/recipes\/[\w-]+\.js)';/g;
  for (const [, name, file] of readFileSync(themeIndex, 'utf8').matchAll(reexport))
    files.set(name!, resolve(dirname(themeIndex), file!));
  return files;
}

/** `code` with its recipe imports from the barrel pointed at each recipe's own module. */
export function pointAtRecipeFiles(code: string, files: Map<string, string>): string {
  return code.replace(BARREL_IMPORT, (_, names: string) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => {
        const file = files.get(name);
        if (!file)
          throw new Error(
            `chakra-lazy-recipes: @chakra-ui/react/theme no longer re-exports ${name} from ` +
              'a recipe file; review scripts/vite/chakra-lazy-recipes.ts',
          );
        return `import { ${name} } from ${JSON.stringify(file + QUERY)};`;
      })
      .join('\n'),
  );
}

export function chakraLazyRecipes(): Plugin {
  const themeIndex = installedThemeIndex();
  const recipesDir = join(dirname(themeIndex), 'recipes') + sep;
  let files: Map<string, string> | undefined;
  return {
    name: 'taalif:chakra-lazy-recipes',
    apply: 'build',
    // Before TypeScript is stripped: the import is read as written in the source.
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (!CLIENT_SOURCE.test(file) || SYSTEM_MODULES.test(file)) return null;
      if (!code.includes("'@chakra-ui/react/theme'")) return null;
      files ??= recipeFiles(themeIndex);
      // Import lines replaced one for one (a multi-name import becomes several lines at the
      // end of that statement): the source map is only off within the import block.
      return { code: pointAtRecipeFiles(code, files), map: null };
    },
    async resolveId(source, importer) {
      if (!importer?.endsWith(QUERY)) return null;
      const from = importer.slice(0, -QUERY.length);
      if (source.startsWith('.')) {
        const target = resolve(dirname(from), source);
        // A recipe built on another (native select on select) keeps the lazy copy too.
        return target.startsWith(recipesDir) ? target + QUERY : target;
      }
      return this.resolve(source, from, { skipSelf: true });
    },
    load: {
      filter: { id: /\?lazy-recipe$/ },
      handler(id) {
        return {
          code: readFileSync(id.slice(0, -QUERY.length), 'utf8'),
          moduleSideEffects: false,
        };
      },
    },
  };
}
