/**
 * recipes.ts keeps the entry script light: the system holds only the recipes of the simple
 * components used everywhere; the others (multi-part components, Textarea) carry their recipe
 * in their wrapper (components/ui). This test reads every client import from
 * '@chakra-ui/react' and fails when a component starts being used without its recipe (it
 * would render unstyled), or when a listed recipe is no longer used.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
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
  // The poems search box draws a plain <input> with the input recipe, keyed by name.
  createRecipeContext: 'input',
};

/** Components whose recipe is not in the system: used through their wrapper, which carries it. */
const WRAPPER_OF: Record<string, string> = {
  Alert: 'components/ui/alert.ts',
  Dialog: 'components/ui/dialog.ts',
  Drawer: 'components/ui/drawer.ts',
  Field: 'components/ui/field.ts',
  List: 'components/ui/list.ts',
  Menu: 'components/ui/menu.ts',
  NativeSelect: 'components/ui/native-select.ts',
  Progress: 'components/ui/progress.ts',
  Switch: 'components/ui/switch.ts',
  Textarea: 'components/ui/textarea.ts',
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

describe('the Chakra recipes', () => {
  const byFile = chakraImportsByFile();
  const used = new Set([...byFile.values()].flatMap((names) => [...names]));
  const listed = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);

  it('in the system include the recipe of every simple component the client imports', () => {
    const unknown = [...used].filter(
      (n) => !(n in RECIPE_OF) && !(n in WRAPPER_OF) && !NO_RECIPE.has(n),
    );
    expect(unknown, 'new Chakra imports: say which recipe they read').toEqual([]);
    const missing = [...used].flatMap((n) =>
      n in RECIPE_OF && !listed.has(RECIPE_OF[n]!) ? [`${n} → ${RECIPE_OF[n]}`] : [],
    );
    expect(missing, 'add these recipes to recipes.ts').toEqual([]);
  });

  it('outside the system come with their wrapper, the only place that imports its component', () => {
    const direct = [...byFile].flatMap(([file, names]) => {
      const path = relative(CLIENT, file);
      return [...names]
        .filter((n) => n in WRAPPER_OF && WRAPPER_OF[n] !== path)
        .map(
          (n) => `${path}: import { ${n} } from '@client/${WRAPPER_OF[n]!.replace(/\.ts$/, '')}'`,
        );
    });
    expect(direct).toEqual([]);
  });

  it('in the system are all read by some imported component', () => {
    const needed = new Set([...used].flatMap((n) => (n in RECIPE_OF ? [RECIPE_OF[n]!] : [])));
    expect([...listed].filter((key) => !needed.has(key))).toEqual([]);
  });
});
