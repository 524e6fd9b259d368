/**
 * recipes.ts keeps the entry script light: the system holds only the recipes of the simple
 * components, and multi-part components take their slot recipe on their Root. This test reads
 * every client import from '@chakra-ui/react' and fails when a component starts being used
 * without its recipe (it would render unstyled), or when a listed recipe is no longer used.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipes, slotRecipes } from './recipes';

const CLIENT = join(__dirname, '..');

/** Simple components and the system recipe each one reads. */
const RECIPE_OF: Record<string, string> = {
  Badge: 'badge',
  Button: 'button',
  CloseButton: 'button',
  IconButton: 'button',
  Code: 'code',
  Container: 'container',
  Heading: 'heading',
  Icon: 'icon',
  Input: 'input',
  InputGroup: 'inputAddon',
  Kbd: 'kbd',
  Link: 'link',
  Separator: 'separator',
  Skeleton: 'skeleton',
  Spinner: 'spinner',
};

/** Multi-part components: the slot recipe passed on every Root they render. */
const RECIPE_ON_ROOT: Record<string, string> = {
  Alert: 'alertSlotRecipe',
  Dialog: 'dialogSlotRecipe',
  Drawer: 'drawerSlotRecipe',
  Field: 'fieldSlotRecipe',
  List: 'listSlotRecipe',
  Menu: 'menuSlotRecipe',
  NativeSelect: 'nativeSelectSlotRecipe',
  Progress: 'progressSlotRecipe',
  Switch: 'switchSlotRecipe',
};

/** Simple components outside the system (lazy screens only): the recipe passed on each element. */
const RECIPE_ON_ELEMENT: Record<string, string> = {
  Textarea: 'textareaRecipe',
};

/** Imports that need no recipe: layout primitives, helpers, providers and types. */
const NO_RECIPE = new Set([
  'Box',
  'chakra',
  'ChakraProvider',
  'createSystem',
  'defaultBaseConfig',
  'defineConfig',
  'Flex',
  'Grid',
  'HStack',
  'Image',
  'LinkBox',
  'LinkOverlay',
  'LocaleProvider',
  'Portal',
  'SimpleGrid',
  'Spacer',
  'Stack',
  'Text',
  'VisuallyHidden',
  'VStack',
  'Wrap',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The values each client file imports from '@chakra-ui/react' (types carry no recipe). */
function chakraImportsByFile(): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>();
  const pattern = /import\s*(type\s*)?\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g;
  for (const file of sourceFiles(CLIENT)) {
    const names = new Set<string>();
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (match[1]) continue;
      for (const raw of match[2]!.split(',')) {
        const specifier = raw.trim();
        if (/^type\s/.test(specifier)) continue;
        const name = specifier.split(/\s+as\s+/)[0]!;
        if (name && !/^[A-Z]\w*Props$/.test(name)) names.add(name);
      }
    }
    if (names.size > 0) byFile.set(file, names);
  }
  return byFile;
}

/** How many `<X.Root …>` opening tags of `source` pass no `recipe={…}`. */
function rootsWithoutRecipe(source: string, component: string): number {
  const tags = source.split(`<${component}.Root`).slice(1);
  return tags.filter((rest) => !/\brecipe=\{/.test(rest.slice(0, rest.search(/\n\s*>|>\n/))))
    .length;
}

describe('the Chakra recipes', () => {
  const byFile = chakraImportsByFile();
  const used = new Set([...byFile.values()].flatMap((names) => [...names]));
  const listed = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);

  it('in the system include the recipe of every simple component the client imports', () => {
    const unknown = [...used].filter(
      (n) =>
        !(n in RECIPE_OF) &&
        !(n in RECIPE_ON_ROOT) &&
        !(n in RECIPE_ON_ELEMENT) &&
        !NO_RECIPE.has(n),
    );
    expect(unknown, 'new Chakra imports: say which recipe they read').toEqual([]);
    const missing = [...used].flatMap((n) =>
      n in RECIPE_OF && !listed.has(RECIPE_OF[n]!) ? [`${n} → ${RECIPE_OF[n]}`] : [],
    );
    expect(missing, 'add these recipes to recipes.ts').toEqual([]);
  });

  it('are passed on the Root of every multi-part component rendered', () => {
    const missing = [...byFile].flatMap(([file, names]) =>
      [...names]
        .filter((n) => n in RECIPE_ON_ROOT)
        .filter((n) => rootsWithoutRecipe(readFileSync(file, 'utf8'), n) > 0)
        .map((n) => `${file.slice(CLIENT.length + 1)}: <${n}.Root recipe={${RECIPE_ON_ROOT[n]}}>`),
    );
    expect(missing).toEqual([]);
  });

  it('are passed on every element of a simple component kept out of the system', () => {
    const missing = [...byFile].flatMap(([file, names]) =>
      [...names]
        .filter((n) => n in RECIPE_ON_ELEMENT)
        .filter((n) => {
          const tags = readFileSync(file, 'utf8').split(`<${n}`).slice(1);
          return tags.some(
            (rest) => /^[\s>]/.test(rest) && !/\brecipe=\{/.test(rest.split('>')[0]!),
          );
        })
        .map((n) => `${file.slice(CLIENT.length + 1)}: <${n} recipe={${RECIPE_ON_ELEMENT[n]}}>`),
    );
    expect(missing).toEqual([]);
  });

  it('in the system are all read by some imported component', () => {
    const needed = new Set([...used].flatMap((n) => (n in RECIPE_OF ? [RECIPE_OF[n]!] : [])));
    expect([...listed].filter((key) => !needed.has(key))).toEqual([]);
  });
});
