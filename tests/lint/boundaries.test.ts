/**
 * The client's boundaries in eslint.config.js fire (STYLE.md sections 2 and 3): each probe is
 * linted with the project's own config under a path it does not exist at, and must get the
 * rule's error; beside each, a legal probe must lint clean. Imports point at real modules
 * (found on disk) because import-x/no-restricted-paths judges resolved files.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => ({
    rule: m.ruleId,
    message: m.message,
    severity: m.severity,
  }));
}

/** An importable module of a client folder (its first non-test .ts file), without extension. */
function moduleIn(folder: string): string {
  const found = readdirSync(new URL(`../../src/client/${folder}`, import.meta.url), {
    recursive: true,
    encoding: 'utf8',
  }).find((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  if (!found) throw new Error(`no module in src/client/${folder}`);
  return `${folder}/${found.replace(/\.tsx?$/, '')}`;
}

const importing = (specifier: string) =>
  `import * as probe from '${specifier}';\nexport { probe };\n`;

const restrictedPath = (messages: Awaited<ReturnType<typeof lint>>) =>
  messages.filter((m) => m.rule === 'import-x/no-restricted-paths');
const restrictedImport = (messages: Awaited<ReturnType<typeof lint>>) =>
  messages.filter((m) => m.rule === 'no-restricted-imports');

describe('a feature never imports another feature', () => {
  const player = moduleIn('features/player');

  it('refuses one by alias', async () => {
    const messages = await lint(
      'src/client/features/poems/components/probe.tsx',
      importing(`@client/${player}`),
    );
    expect(restrictedPath(messages)).toEqual([
      expect.objectContaining({
        severity: 2,
        message: expect.stringContaining('A feature never imports another feature'),
      }),
    ]);
  });

  it('refuses one by relative path', async () => {
    const relative = player.replace(/^features\//, '../');
    const messages = await lint('src/client/features/poems/probe.ts', importing(relative));
    expect(restrictedPath(messages)).toHaveLength(1);
    expect(restrictedPath(messages)[0]!.message).toContain('compose both in a route');
  });

  it('lets a feature import itself and shared code', async () => {
    const own = moduleIn('features/poems').replace(/^features\/poems\//, './');
    const code = `${importing(own)}import * as shared from '@client/${moduleIn('lib')}';\nexport { shared };\n`;
    expect(await lint('src/client/features/poems/probe.ts', code)).toEqual([]);
  });
});

describe('shared client code never imports a feature', () => {
  const poems = `@client/${moduleIn('features/poems')}`;

  it.each([
    'src/client/components/common/probe.tsx',
    'src/client/hooks/use-probe.ts',
    'src/client/lib/probe.ts',
    'src/client/api/probe.ts',
    'src/client/startup/probe.ts',
    'src/client/offline-audio/probe.ts',
    'src/client/app.tsx',
  ])('refuses it in %s', async (filePath) => {
    const messages = restrictedPath(await lint(filePath, importing(poems)));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain('Shared client code');
  });

  it('lets a route compose features', async () => {
    expect(await lint('src/client/routes/_main/probe.tsx', importing(poems))).toEqual([]);
  });
});

describe('dexie stays in client/db and client/sync', () => {
  it.each([
    'src/client/features/poems/hooks/use-probe.ts',
    'src/client/hooks/use-probe.ts',
    'src/client/components/common/probe.tsx',
    'src/client/offline-audio/probe.ts',
    'sw/probe.ts',
  ])('refuses dexie in %s', async (filePath) => {
    const messages = restrictedImport(await lint(filePath, importing('dexie')));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain('Only src/client/db and src/client/sync import dexie');
  });

  it.each(['src/client/db/probe.ts', 'src/client/sync/probe.ts'])(
    'lets %s use it',
    async (filePath) => {
      expect(await lint(filePath, importing('dexie'))).toEqual([]);
    },
  );

  it('keeps useLiveQuery in hook modules', async () => {
    const code = importing('dexie-react-hooks');
    const inComponent = restrictedImport(
      await lint('src/client/features/poems/components/probe.tsx', code),
    );
    expect(inComponent).toHaveLength(1);
    expect(inComponent[0]!.message).toContain('only in hook modules');
    expect(await lint('src/client/features/poems/hooks/use-probe.ts', code)).toEqual([]);
    expect(await lint('src/client/hooks/use-probe.ts', code)).toEqual([]);
  });
});

describe('src/ui is React over the domain, shared by the server and the client', () => {
  it.each([
    '@chakra-ui/react',
    '@emotion/react',
    'react-i18next',
    'react-dom/client',
    'node:fs',
    '@client/lib/localized-text',
    '@server/first-screen/html',
    '../../client/lib/localized-text',
  ])('refuses %s in a shared module', async (specifier) => {
    const messages = restrictedImport(
      await lint('src/ui/poem-text/probe.tsx', importing(specifier)),
    );
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]!.message).toMatch(/src\/ui (imports only|never reaches)/);
  });

  it('lets it use react, the domain and itself; lets the server and the client use it', async () => {
    for (const specifier of ['react', '@domain/words', '@ui/poem-text/word-mark', './word-mark'])
      expect(await lint('src/ui/poem-text/probe.tsx', importing(specifier))).toEqual([]);
    const code = importing('@ui/poem-text/poem-text');
    expect(await lint('src/server/first-screen/probe.ts', code)).toEqual([]);
    expect(await lint('src/client/features/poems/components/probe.tsx', code)).toEqual([]);
  });
});

describe('names are kebab-case', () => {
  const misnamed = (messages: Awaited<ReturnType<typeof lint>>) =>
    messages.filter((m) => m.rule === 'local/kebab-case-file-names');

  it.each([
    ['src/client/features/poems/components/PoemCard.tsx', 'PoemCard.tsx'],
    ['src/client/hooks/useProbe.ts', 'useProbe.ts'],
    ['src/client/features/poemCards/probe.ts', 'poemCards'],
    ['src/server/plugins/app/word_stats.ts', 'word_stats.ts'],
    ['scripts/bench/Probe.mjs', 'Probe.mjs'],
    ['src/client/i18n/locales/en/Admin.json', 'Admin.json'],
    ['src/client/db/Notes.md', 'Notes.md'],
    ['src/server/db/migrations/NewThing.sql', 'NewThing.sql'],
    ['src/client/routes/_main/Poem.$id.tsx', 'Poem.$id.tsx'],
  ])('refuses %s', async (filePath, name) => {
    const code = filePath.endsWith('.json') ? '{}' : '';
    const messages = misnamed(await lint(filePath, code));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain(`"${name}" is not kebab-case`);
  });

  it.each([
    'src/client/features/poems/components/poem-card.tsx',
    'src/client/sync/sync.worker.ts',
    'tests/e2e/probe.e2e.test.ts',
    'src/client/routes/__root.tsx',
    'src/client/routes/_main/poem.$id.tsx',
    'src/client/routes/dashboard/$.tsx',
    'src/client/routes/dashboard/poems/$id_.edit.tsx',
    'src/client/routes/dashboard/poems_.new.tsx',
    'src/client/routes/oauth2.redirect.tsx',
    'src/client/other-tree.gen.ts',
    'src/client/db/README.md',
    'src/server/db/migrations/0005_admin_drafts.sql',
    'src/client/i18n/locales/en/admin-form.json',
  ])('accepts %s', async (filePath) => {
    const code = filePath.endsWith('.json') ? '{}' : '';
    expect(misnamed(await lint(filePath, code))).toEqual([]);
  });
});
