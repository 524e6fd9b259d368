/** Every namespace of this language in one module, so the language loads as one chunk. */
const modules = import.meta.glob<{ default: Record<string, unknown> }>('./*.json', { eager: true });

export default Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [path.slice(2, -'.json'.length), module.default]),
);
