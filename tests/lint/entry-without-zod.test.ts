/**
 * The build's zod check (scripts/vite/entry-without-zod.ts) fires: a small app is built with
 * Vite and the project's plugin. Its entry reaching zod through a domain-like rules module
 * fails the build with the chain of imports; zod behind a dynamic import (a lazy screen, as
 * the dashboard is) builds.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { entryWithoutZod } from '../../scripts/vite/entry-without-zod';

const ZOD = fileURLToPath(new URL('../../node_modules/zod', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'entry-without-zod-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function app(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    resolve: { alias: { zod: ZOD } },
    plugins: [entryWithoutZod()],
    build: { write: false, rolldownOptions: { input: join(dir, 'main.js') } },
  });
}

const rules = `import { z } from 'zod';
export const Name = z.string().min(1);
export const MAX = 100;
`;

describe('entryWithoutZod', () => {
  it('fails the build when the entry imports zod, naming the chain', async () => {
    const failure = app({
      'rules.js': rules,
      'list.js': `import { Name } from './rules.js';\nexport const valid = (s) => Name.safeParse(s).success;\n`,
      'main.js': `import { valid } from './list.js';\nconsole.log(valid(location.hash));\n`,
    });
    await expect(failure).rejects.toThrow(/zod is in the entry script/);
    await expect(failure).rejects.toThrow(/main\.js → list\.js → rules\.js → zod/);
  });

  it('builds when zod only loads lazily', async () => {
    const output = await app({
      'rules.js': rules,
      'main.js': `document.body.onclick = () => import('./rules.js').then((r) => console.log(r.Name.parse('a')));\n`,
    });
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) =>
      'output' in o ? o.output : [],
    );
    expect(chunks.filter((c) => c.type === 'chunk').length).toBeGreaterThan(1);
  });
});
