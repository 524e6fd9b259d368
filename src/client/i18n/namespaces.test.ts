/**
 * A screen's French namespace is registered by its own chunk (resources.ts): this test
 * makes sure every chunk that uses a lazy namespace registers it before it renders. A chunk
 * starts at the entry (main.tsx), a route file or the target of a dynamic import(); its
 * code is everything reached from there through static imports (stopping at other route
 * files, which the router plugin splits into chunks of their own). For each such start, every
 * lazy namespace used in that code (useTranslation('ns'), 'ns:key') must come with an
 * import of namespaces/<ns>.ts in the same code.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAZY_NAMESPACES } from './resources';

const CLIENT = resolve(__dirname, '..');
const ROUTES = join(CLIENT, 'routes');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A module specifier as a file of the client, or undefined (packages, JSON, other trees). */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@client/')) base = join(CLIENT, specifier.slice('@client/'.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;
const DYNAMIC_IMPORT = /import\(\s*'([^']+)'\s*\)/g;
const USED = [
  /useTranslation\(\s*'(\w+)'/g,
  /useTranslation\(\s*\[\s*'(\w+)'/g,
  /['`](\w+):[\w.]+/g,
  /\bns:\s*'(\w+)'/g,
];

const text = (file: string) => readFileSync(file, 'utf8');
const staticImports = (file: string) =>
  [...text(file).matchAll(STATIC_IMPORT)].flatMap((m) => resolveSpecifier(file, m[1]!) ?? []);

/**
 * Every file reached from `start` through static imports. A route file is a chunk of its own
 * even when the generated route tree imports it (the router plugin splits its component
 * out), so the walk does not enter route files other than `start`.
 */
function chunkOf(start: string): Set<string> {
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const next of staticImports(queue.pop()!)) {
      if (!seen.has(next) && !next.startsWith(ROUTES)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

const lazy = new Set<string>(LAZY_NAMESPACES);
const namespacesUsedIn = (file: string) =>
  new Set(USED.flatMap((pattern) => [...text(file).matchAll(pattern)].map((m) => m[1]!)));

function chunkStarts(): string[] {
  const files = sourceFiles(CLIENT);
  const dynamicTargets = files.flatMap((file) =>
    [...text(file).matchAll(DYNAMIC_IMPORT)].flatMap((m) => resolveSpecifier(file, m[1]!) ?? []),
  );
  const routes = files.filter((file) => file.startsWith(ROUTES));
  return [...new Set([join(CLIENT, 'main.tsx'), ...routes, ...dynamicTargets])];
}

describe('lazy translation namespaces', () => {
  it('are registered by every chunk that uses them', () => {
    const missing: string[] = [];
    for (const start of chunkStarts()) {
      const chunk = chunkOf(start);
      const used = new Set([...chunk].flatMap((file) => [...namespacesUsedIn(file)]));
      for (const ns of used) {
        if (lazy.has(ns) && !chunk.has(join(CLIENT, 'i18n', 'namespaces', `${ns}.ts`)))
          missing.push(`${start.slice(CLIENT.length + 1)} uses '${ns}'`);
      }
    }
    expect(missing, "import '@client/i18n/namespaces/<ns>' in these chunks").toEqual([]);
  });

  it('stay out of the entry script', () => {
    const entry = [...chunkOf(join(CLIENT, 'main.tsx'))];
    expect(entry.filter((file) => file.includes(join('i18n', 'namespaces')))).toEqual([]);
    // A route file's own imports may stay in the entry with its route options: the
    // registration belongs in the screen component the route renders.
    const routes = sourceFiles(ROUTES).filter((file) => /i18n\/namespaces\//.test(text(file)));
    expect(routes.map((file) => file.slice(CLIENT.length + 1))).toEqual([]);
  });
});
