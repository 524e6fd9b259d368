/**
 * Every translation key exists in every language (none empty, same placeholders), every
 * language has exactly French's namespaces, every namespace is registered, and every key
 * is used somewhere in the client's code: a key is used when its dotted path appears in
 * a source file, or matches a template literal such as t(`services.${key}.title`).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@domain/i18n/languages';
import { NAMESPACES } from './resources';

type Tree = Record<string, unknown>;
const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });

const bundle = (lng: string, ns: string): Tree | undefined => files[`./locales/${lng}/${ns}.json`];
const namespacesOf = (lng: string) =>
  Object.keys(files)
    .filter((path) => path.startsWith(`./locales/${lng}/`))
    .map((path) => path.slice(`./locales/${lng}/`.length, -'.json'.length))
    .sort();

/** Every leaf of a nested translation object: dotted path → value. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}
const placeholders = (text: unknown) =>
  String(text)
    .match(/\{\{\s*\w+\s*\}\}/g)
    ?.sort() ?? [];

/**
 * All client source text (tests excluded), and the server's first screens' (which draw a
 * page's first screen with these texts before the client runs: src/server/first-screen).
 */
function clientSources(): string {
  const root = join(__dirname, '..');
  const firstScreens = join(__dirname, '../../server/first-screen');
  // Keys both sides name live once in the domain (word-query-error-key.ts).
  const domain = join(__dirname, '../../domain');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'locales' ? [] : walk(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  return [...walk(root), ...walk(firstScreens), ...walk(domain)]
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
}

describe('translations', () => {
  it('has exactly the registered namespaces in every language', () => {
    for (const lng of LANGUAGES) expect(namespacesOf(lng), lng).toEqual([...NAMESPACES].sort());
  });

  it.each(LANGUAGES)('%s has exactly the keys of French, none empty, same placeholders', (lng) => {
    for (const ns of NAMESPACES) {
      const reference = new Map(leaves(bundle('fr', ns)));
      const mine = new Map(leaves(bundle(lng, ns)));
      expect([...mine.keys()].sort(), `${lng}/${ns}`).toEqual([...reference.keys()].sort());
      for (const [key, value] of mine) {
        expect(typeof value === 'string' && value.trim() !== '', `${lng}/${ns}:${key}`).toBe(true);
        expect(placeholders(value), `${lng}/${ns}:${key}`).toEqual(
          placeholders(reference.get(key)),
        );
      }
    }
  });

  it('uses every key somewhere in the client, the server’s first screens or the domain', () => {
    const source = clientSources();
    // Templates with some literal text (`services.${key}.title`), not bare `${a}.${b}`.
    const templates = [...source.matchAll(/`([^`]*\$\{[^`]*)`/g)]
      .map(([, template]) => template!)
      .filter((template) => /[A-Za-z]/.test(template.replace(/\$\{[^}]*\}/g, '')));
    const patterns = templates.map(
      (template) =>
        new RegExp(
          `^(?:\\w+:)?${template
            .split(/\$\{[^}]*\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('[\\w-]+')}$`,
        ),
    );
    const unused = NAMESPACES.flatMap((ns) =>
      leaves(bundle('fr', ns))
        .map(([key]) => key)
        .filter(
          (key) =>
            !source.includes(`'${key}'`) &&
            !source.includes(`'${ns}:${key}'`) &&
            !source.includes(`"${key}"`) &&
            !source.includes(`\`${key}\``) &&
            !patterns.some((pattern) => pattern.test(key)),
        )
        .map((key) => `${ns}:${key}`),
    );
    expect(unused).toEqual([]);
  });
});
