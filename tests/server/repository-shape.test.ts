/**
 * The shape every resource keeps (plugins/app/README.md), checked on the source so a new
 * repository cannot drift back: repositories never decide HTTP answers (no lib/http-errors
 * import outside the app-wide plugins), and every versioned resource updates through the one
 * helper, shared/update-with-version.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = join(import.meta.dirname, '..', '..', 'src', 'server', 'plugins', 'app');

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('plugins/app', () => {
  it('has no repository or repository helper importing lib/http-errors', () => {
    const offenders = filesUnder(APP)
      .filter((path) => !relative(APP, path).startsWith('app-wide'))
      .filter((path) => /lib\/http-errors/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(APP, path));
    expect(offenders).toEqual([]);
  });

  it('keeps one folder per resource, each with its repository', () => {
    const folders = readdirSync(APP).filter((name) => statSync(join(APP, name)).isDirectory());
    for (const folder of folders.filter((f) => f !== 'app-wide' && f !== 'shared')) {
      expect(readdirSync(join(APP, folder))).toContain(`${folder}-repository.ts`);
    }
    const loose = readdirSync(APP).filter((name) => name.endsWith('.ts'));
    expect(loose).toEqual(['repositories.ts']);
  });

  it.each(['poets', 'poems', 'themes', 'tags', 'singers', 'audios', 'difficult-words'])(
    'updates %s with the one update-with-version helper',
    (resource) => {
      const source = readFileSync(join(APP, resource, `${resource}-repository.ts`), 'utf8');
      expect(source).toMatch(/updateWithVersion\(/);
    },
  );
});
