/**
 * Every readers' namespace of this language in one module, so the language loads as one
 * chunk. The administrators' namespaces (admin*.json) load with the dashboard's own chunks
 * (register-namespace.ts), so a reader never downloads them.
 */
const modules = import.meta.glob<{ default: Record<string, unknown> }>(
  ['./*.json', '!./admin*.json'],
  { eager: true },
);

export default Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [path.slice(2, -'.json'.length), module.default]),
);
