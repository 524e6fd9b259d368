/**
 * ESLint rule `local/entry-without-zod` (DESIGN.md section 7): no module the entry script
 * loads before the first render imports zod, directly or through the modules it imports.
 * zod is for the dashboard and the server; in the entry it would add ~24 KB compressed and a
 * long evaluation task to every reader's first visit. Rules both sides need live in zod-free
 * domain modules that the schemas import (page-request.ts, accounts.ts, ids.ts, ...).
 *
 * The entry's modules are found the way the bundler finds them: from `entry`
 * (src/client/main.tsx), every static import (`import x from`, `export … from`, `import 'x'`),
 * never a type-only one nor a dynamic `import()` (a lazy screen). In a route file that the
 * router plugin splits (every one but those in `unsplitRoutes`), what only its `component`,
 * `pendingComponent`, `errorComponent`, `notFoundComponent` or `loader` uses moves to the
 * route's own chunk, so those imports do not count. The rule reports, in each entry module,
 * the import that leads to zod, with the whole chain.
 *
 * It reads sources itself (TypeScript's parser) because ESLint sees one file at a time; the
 * graph is computed once per ESLint process. The build keeps its own check on the real
 * bundle (scripts/vite/entry-without-zod.ts), which also sees what this rule approximates
 * (the bundler's tree shaking); the rule says it where the import is written.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SPLIT_PROPERTIES = new Set([
  'component',
  'pendingComponent',
  'errorComponent',
  'notFoundComponent',
  'loader',
]);
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];
const isZod = (specifier) => specifier === 'zod' || specifier.startsWith('zod/');

/** The file a specifier names, or null for a package (other than zod, never followed). */
function resolve(specifier, from, { root, aliases }) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else {
    const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
    if (!alias) return null;
    base = path.join(root, aliases[alias], specifier.slice(alias.length));
  }
  if (/\.[cm]?[jt]sx?$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return null;
}

/** Whether an import brings values (not `import type`, not only `type` specifiers). */
function importsValues(statement) {
  const clause = statement.importClause;
  if (!clause) return true; // `import 'x'`: run for its effects
  if (clause.isTypeOnly) return false;
  const bindings = clause.namedBindings;
  if (clause.name || !bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.length === 0 || bindings.elements.some((e) => !e.isTypeOnly);
}

/** The identifiers a node refers to, leaving out a split route's split properties. */
function referencesOf(node, split) {
  const names = new Set();
  const visit = (child) => {
    if (split && ts.isPropertyAssignment(child) && SPLIT_PROPERTIES.has(child.name.getText()))
      return;
    if (split && ts.isShorthandPropertyAssignment(child) && SPLIT_PROPERTIES.has(child.name.text))
      return;
    if (ts.isIdentifier(child)) names.add(child.text);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return names;
}

const isExported = (statement) =>
  ts.canHaveModifiers(statement) &&
  (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** The names a top-level statement declares. */
function declaredNames(statement) {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((d) =>
      ts.isIdentifier(d.name) ? [d.name.text] : [],
    );
  if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
    return [statement.name.text];
  return [];
}

/**
 * A module's static imports that its entry-side code uses: `{ specifier, node }` (node: the
 * import or re-export statement). In a split route file, only those reached from what stays
 * in the entry (the route's options other than the split ones, and top-level code).
 */
function entryImportsOf(file, split) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const imports = new Map(); // local name → statement
  const all = [];
  const declarations = new Map();
  const roots = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (!importsValues(statement)) continue;
      all.push(statement);
      const clause = statement.importClause;
      if (!clause) continue;
      if (clause.name) imports.set(clause.name.text, statement);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) imports.set(bindings.name.text, statement);
      else
        for (const element of bindings?.elements ?? []) imports.set(element.name.text, statement);
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.moduleSpecifier && !statement.isTypeOnly) {
        all.push(statement);
        roots.push(statement);
      }
    } else {
      const names = declaredNames(statement);
      for (const name of names) declarations.set(name, statement);
      if (names.length === 0 || isExported(statement)) roots.push(statement);
    }
  }
  const specifierOf = (statement) => statement.moduleSpecifier.text;
  if (!split)
    return all.map((statement) => ({ specifier: specifierOf(statement), node: statement }));

  const used = new Set(all.filter((s) => ts.isExportDeclaration(s) || !s.importClause));
  const seen = new Set();
  const queue = [...roots];
  while (queue.length) {
    const statement = queue.pop();
    if (seen.has(statement)) continue;
    seen.add(statement);
    for (const name of referencesOf(statement, true)) {
      if (imports.has(name)) used.add(imports.get(name));
      const declared = declarations.get(name);
      if (declared && !seen.has(declared)) queue.push(declared);
    }
  }
  return [...used].map((statement) => ({ specifier: specifierOf(statement), node: statement }));
}

/** The entry's module graph: for each entry module, its entry-side imports resolved. */
function entryGraph(options) {
  const routes = path.join(options.root, options.routes);
  const unsplit = new Set(options.unsplitRoutes.map((r) => path.join(options.root, r)));
  const graph = new Map();
  const queue = [path.join(options.root, options.entry)];
  while (queue.length) {
    const file = queue.pop();
    if (graph.has(file)) continue;
    const split = file.startsWith(routes + path.sep) && !unsplit.has(file);
    const edges = entryImportsOf(file, split).map(({ specifier, node }) => ({
      specifier,
      node,
      target: isZod(specifier) ? 'zod' : resolve(specifier, file, options),
    }));
    graph.set(file, edges);
    for (const edge of edges) if (edge.target && edge.target !== 'zod') queue.push(edge.target);
  }
  return graph;
}

/** The shortest chain from `file` to zod through the graph, or null. */
function chainToZod(graph, file, memo = new Map()) {
  if (memo.has(file)) return memo.get(file);
  memo.set(file, null); // a cycle reaches zod through another of its modules, if at all
  let best = null;
  for (const edge of graph.get(file) ?? []) {
    if (edge.target === 'zod') return memo.set(file, ['zod']).get(file);
    if (!edge.target) continue;
    const rest = chainToZod(graph, edge.target, memo);
    if (rest && (!best || rest.length + 1 < best.length)) best = [edge.target, ...rest];
  }
  memo.set(file, best);
  return best;
}

const DEFAULTS = {
  entry: 'src/client/main.tsx',
  routes: 'src/client/routes',
  unsplitRoutes: [],
  aliases: {},
};

/** One graph per ESLint process and options: linting a project runs the rule on every file. */
const graphs = new Map();

/** @type {import('eslint').Rule.RuleModule} */
export const entryWithoutZod = {
  meta: {
    type: 'problem',
    docs: { description: 'No module of the entry script imports zod (DESIGN.md section 7).' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          entry: { type: 'string' },
          routes: { type: 'string' },
          unsplitRoutes: { type: 'array', items: { type: 'string' } },
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
        },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      zod: 'This import brings zod into the entry script, which every reader loads first: {{chain}}. Move the rule the entry needs into a zod-free module (src/domain: the schema imports it), or load this code lazily (a route component, import()). See DESIGN.md section 7.',
    },
  },
  create(context) {
    const options = { ...DEFAULTS, ...context.options[0] };
    const key = JSON.stringify(options);
    if (!graphs.has(key)) graphs.set(key, entryGraph(options));
    const graph = graphs.get(key);
    const edges = graph.get(context.physicalFilename);
    if (!edges) return {};
    const short = (file) =>
      file === 'zod' ? 'zod' : path.relative(options.root, file).split(path.sep).join('/');
    return {
      Program() {
        for (const edge of edges) {
          if (!edge.target) continue;
          const rest = edge.target === 'zod' ? [] : chainToZod(graph, edge.target);
          if (rest === null) continue;
          const chain = [context.physicalFilename, edge.target, ...rest].map(short).join(' → ');
          const { line, character } = ts.getLineAndCharacterOfPosition(
            edge.node.getSourceFile(),
            edge.node.getStart(),
          );
          context.report({
            loc: { line: line + 1, column: character },
            messageId: 'zod',
            data: { chain },
          });
        }
      },
    };
  },
};
