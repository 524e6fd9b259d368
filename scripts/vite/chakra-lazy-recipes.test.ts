import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as theme from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { installedThemeIndex, pointAtRecipeFiles, recipeFiles } from './chakra-lazy-recipes';

const files = recipeFiles(installedThemeIndex());
const uiDir = join(import.meta.dirname, '../../src/client/components/ui');
const recipeImport = /import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react\/theme';/;

/** The recipe names the lazily loaded wrappers import from the barrel. */
const wrapperRecipes = [
  ...readdirSync(uiDir)
    .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
    .map((name) => join(uiDir, name)),
  join(import.meta.dirname, '../../src/client/theme/alert-recipe.ts'),
].flatMap((file) =>
  (recipeImport.exec(readFileSync(file, 'utf8'))?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

describe('chakraLazyRecipes', () => {
  it('finds, in the installed Chakra, the file of every recipe the wrappers import', async () => {
    expect(wrapperRecipes).toEqual(expect.arrayContaining(['dialogSlotRecipe', 'alertSlotRecipe']));
    for (const name of wrapperRecipes) {
      const file = files.get(name);
      expect(file, name).toBeDefined();
      const module = (await import(pathToFileURL(file!).href)) as Record<string, unknown>;
      expect(module[name], name).toBe((theme as Record<string, unknown>)[name]);
    }
  });

  it('points each name of an import at its own file, under the query', () => {
    const code = pointAtRecipeFiles(
      "import { Dialog } from '@chakra-ui/react';\nimport { dialogSlotRecipe, menuSlotRecipe } from '@chakra-ui/react/theme';\n",
      files,
    );
    expect(code).toContain("import { Dialog } from '@chakra-ui/react';");
    expect(code).toContain(
      `import { dialogSlotRecipe } from ${JSON.stringify(`${files.get('dialogSlotRecipe')}?lazy-recipe`)};`,
    );
    expect(code).toContain(
      `import { menuSlotRecipe } from ${JSON.stringify(`${files.get('menuSlotRecipe')}?lazy-recipe`)};`,
    );
    expect(code).not.toContain("'@chakra-ui/react/theme'");
  });

  it('fails loudly on a name Chakra no longer keeps in a recipe file', () => {
    expect(() =>
      pointAtRecipeFiles("import { goneSlotRecipe } from '@chakra-ui/react/theme';", files),
    ).toThrow(/no longer re-exports goneSlotRecipe/);
  });
});
