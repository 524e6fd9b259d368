/**
 * recipes.ts lists only the recipes of the components the app renders: this test reads every
 * client import from '@chakra-ui/react' and fails when a component whose recipe is not listed
 * starts being used (it would render unstyled), or when a listed recipe is no longer used.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipes, slotRecipes } from './recipes';

/** Styled components and the recipe key each one reads. */
const RECIPE_OF: Record<string, string> = {
  Alert: 'alert',
  Badge: 'badge',
  Button: 'button',
  CloseButton: 'button',
  IconButton: 'button',
  Code: 'code',
  Container: 'container',
  Dialog: 'dialog',
  Drawer: 'drawer',
  Field: 'field',
  Heading: 'heading',
  Icon: 'icon',
  Input: 'input',
  InputGroup: 'inputAddon',
  Kbd: 'kbd',
  Link: 'link',
  List: 'list',
  Menu: 'menu',
  NativeSelect: 'nativeSelect',
  Progress: 'progress',
  Separator: 'separator',
  Skeleton: 'skeleton',
  Spinner: 'spinner',
  Switch: 'switch',
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

function chakraImports(): Set<string> {
  const names = new Set<string>();
  const pattern = /import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g;
  for (const file of sourceFiles(join(__dirname, '..'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      for (const raw of match[1]!.split(',')) {
        const name = raw
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!;
        if (name && !/^[A-Z]\w*Props$/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

describe('the recipes in the system', () => {
  const used = chakraImports();
  const listed = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);

  it('include the recipe of every Chakra component the client imports', () => {
    const unknown = [...used].filter((n) => !(n in RECIPE_OF) && !NO_RECIPE.has(n));
    expect(unknown, 'new Chakra imports: say which recipe they read (RECIPE_OF)').toEqual([]);
    const missing = [...used].flatMap((n) =>
      n in RECIPE_OF && !listed.has(RECIPE_OF[n]!) ? [`${n} → ${RECIPE_OF[n]}`] : [],
    );
    expect(missing, 'add these recipes to recipes.ts').toEqual([]);
  });

  it('hold no recipe that no imported component reads', () => {
    const needed = new Set([...used].flatMap((n) => (n in RECIPE_OF ? [RECIPE_OF[n]!] : [])));
    expect([...listed].filter((key) => !needed.has(key))).toEqual([]);
  });
});
