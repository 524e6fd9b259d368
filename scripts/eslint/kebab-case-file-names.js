/**
 * ESLint rule `local/kebab-case-file-names` (STYLE.md section 3): every folder and file name
 * in the project is kebab-case (`word-stats.ts`, `use-poem.ts`); dots separate kebab-case
 * parts (`sync.worker.ts`, `home.e2e.test.ts`). The rule looks at the linted file's path
 * only, so eslint.config.js also hands it the project's non-code files (JSON, Markdown, CSS,
 * SQL, media) through a parser that reads nothing.
 *
 * Allowed otherwise, because a tool chose the name:
 * - under src/client/routes, TanStack Router's file-route tokens: `__root`, `_main` (layout),
 *   `$id` and `$` (params, splat), a trailing `_` (`$id_.edit`: out of the parent's layout),
 *   `(group)`, `-components` (not a route), `{-$lang}`;
 * - `README.md` in any folder;
 * - generated modules ending in `.gen.ts` (the router plugin's routeTree.gen.ts);
 * - drizzle-kit's migrations: `0004_feed_horizon.sql`, `meta/_journal.json`,
 *   `meta/0004_snapshot.json`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT = fileURLToPath(new URL('../..', import.meta.url));

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ROUTE_TOKEN =
  /^(?:(?:_{0,2}[a-z0-9]+(?:-[a-z0-9]+)*|\$[a-zA-Z0-9]*|\{-?\$[a-zA-Z0-9]+\})_?|\([a-z0-9]+(?:-[a-z0-9]+)*\)|-[a-z0-9]+(?:-[a-z0-9]+)*)$/;
const ROUTES = 'src/client/routes/';
const MIGRATIONS =
  /^src\/server\/db\/migrations\/(?:\d{4}_[a-z0-9_]+\.sql|meta\/(?:_journal|\d{4}_snapshot)\.json)$/;

/** The first name in `relative` (a/b/c.ts, `/`-separated) that breaks the rule, or null. */
export function misnamedPart(relative) {
  if (MIGRATIONS.test(relative)) return null;
  const segments = relative.split('/');
  const fileName = segments.pop() ?? '';
  const inRoutes = relative.startsWith(ROUTES);
  const partOk = (part) => KEBAB.test(part) || (inRoutes && ROUTE_TOKEN.test(part));
  for (const folder of segments) {
    if (!folder.split('.').every(partOk)) return folder;
  }
  if (fileName === 'README.md' || fileName.endsWith('.gen.ts')) return null;
  // The last dot-separated part is the extension (`.d.ts` reads as a `d` part, kebab-case too).
  const parts = fileName.split('.');
  if (parts.length > 1) parts.pop();
  return parts.every(partOk) ? null : fileName;
}

/** @type {import('eslint').Rule.RuleModule} */
export const kebabCaseFileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Folder and file names are kebab-case (STYLE.md section 3).' },
    schema: [],
    messages: {
      misnamed:
        '"{{name}}" is not kebab-case: rename it with lowercase words joined by hyphens (useWordStats.ts → use-word-stats.ts, PoemCard/ → poem-card/). Only route files (TanStack tokens), README.md, *.gen.ts and drizzle migrations are exempt. See STYLE.md section 3.',
    },
  },
  create(context) {
    const relative = path.relative(PROJECT, context.physicalFilename).split(path.sep).join('/');
    // A file outside the project (or the `<text>` of a stdin lint) has no name of ours to check.
    if (relative.startsWith('..') || path.isAbsolute(relative) || relative === '<text>') return {};
    return {
      Program(node) {
        const name = misnamedPart(relative);
        if (name) context.report({ node, messageId: 'misnamed', data: { name } });
      },
    };
  },
};

/** A parser for files that are linted for their name only: it reads none of their text. */
export const nameOnlyParser = {
  meta: { name: 'name-only' },
  parseForESLint(text) {
    const lines = text.split(/\r\n|[\r\n\u2028\u2029]/);
    const end = { line: lines.length, column: lines.at(-1)?.length ?? 0 };
    return {
      ast: {
        type: 'Program',
        sourceType: 'module',
        body: [],
        tokens: [],
        comments: [],
        range: [0, text.length],
        loc: { start: { line: 1, column: 0 }, end },
      },
    };
  },
};
