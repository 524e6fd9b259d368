/**
 * The lint rule `entry/entry-without-zod` (scripts/eslint/entry-without-zod.js) fires where
 * zod would enter the entry script, naming the chain, and not where the bundler keeps it out:
 * a lazy import(), a type-only import, and what only a split route's component uses. A small
 * app is written to a temporary folder and linted with the rule alone.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { entryWithoutZod } from '../../scripts/eslint/entry-without-zod.js';

const root = mkdtempSync(join(tmpdir(), 'entry-without-zod-rule-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const files: Record<string, string> = {
  'main.ts': `import { valid } from './list';\nimport { Route } from './routes/poems';\nimport type { Name } from './types';\nconsole.log(valid, Route, (n: Name) => n);\ndocument.onclick = () => import('./lazy');\n`,
  'list.ts': `import { Name } from '@app/rules';\nexport const valid = (s: string) => Name.safeParse(s).success;\n`,
  'rules.ts': `import { z } from 'zod';\nexport const Name = z.string().min(1);\n`,
  'types.ts': `import { z } from 'zod';\nexport type Name = z.infer<ReturnType<typeof z.string>>;\n`,
  'lazy.ts': `import { z } from 'zod';\nexport const lazy = z.number();\n`,
  'search.ts': `export const parseSearch = (input: Record<string, unknown>) => ({ q: String(input.q ?? '') });\n`,
  'screen.ts': `import { Name } from './rules';\nexport function Screen() { return Name.parse('x'); }\n`,
  'routes/poems.ts': `import { parseSearch } from '../search';\nimport { Screen } from '../screen';\nfunction PoemsRoute() { return Screen(); }\nexport const Route = createFileRoute('/poems')({ validateSearch: parseSearch, component: PoemsRoute });\n`,
  'routes/words.ts': `import { Name } from '../rules';\nexport const Route = createFileRoute('/words')({ validateSearch: (s: unknown) => ({ w: Name.parse(s) }) });\n`,
};
for (const [name, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, name)), { recursive: true });
  writeFileSync(join(root, name), text);
}

async function errorsIn(entry: string, file: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { entry: { rules: { 'entry-without-zod': entryWithoutZod } } },
        rules: {
          'entry/entry-without-zod': [
            'error',
            { root, entry, routes: 'routes', aliases: { '@app/': '' } },
          ],
        },
      },
    ],
  });
  const [result] = await eslint.lintFiles([join(root, file)]);
  return result!.messages.map((m) => `${m.line}: ${m.message}`);
}

describe('entry/entry-without-zod', () => {
  it('reports the import that leads to zod in each entry module, with the chain', async () => {
    const [main] = await errorsIn('main.ts', 'main.ts');
    expect(main).toMatch(/^1: This import brings zod into the entry script/);
    expect(main).toContain('main.ts → list.ts → rules.ts → zod');
    expect(await errorsIn('main.ts', 'list.ts')).toEqual([
      expect.stringContaining('list.ts → rules.ts → zod'),
    ]);
    expect(await errorsIn('main.ts', 'rules.ts')).toEqual([
      expect.stringContaining('rules.ts → zod'),
    ]);
  });

  it('leaves out lazy and type-only imports, and what only a split route component uses', async () => {
    expect(await errorsIn('main.ts', 'lazy.ts')).toEqual([]);
    expect(await errorsIn('main.ts', 'routes/poems.ts')).toEqual([]);
    expect(await errorsIn('main.ts', 'screen.ts')).toEqual([]);
  });

  it("reports a route's options (validateSearch stays in the entry)", async () => {
    writeFileSync(
      join(root, 'main2.ts'),
      `import { Route } from './routes/words';\nconsole.log(Route);\n`,
    );
    expect(await errorsIn('main2.ts', 'routes/words.ts')).toEqual([
      expect.stringContaining('routes/words.ts → rules.ts → zod'),
    ]);
  });
});
