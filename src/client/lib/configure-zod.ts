/**
 * Zod compiles fast parsers with `new Function` unless told not to, and merely probing
 * for it is reported as a violation of our Content-Security-Policy (script-src 'self').
 * Zod 4 keeps its global configuration on `globalThis.__zod_globalConfig` and adopts an
 * object already there, so setting it here does not pull zod into the entry script.
 *
 * Imported first by main.tsx, so it runs before any chunk that holds zod: those chunks
 * are all loaded later, by dynamic imports (the forms, the dashboard). Were zod ever part
 * of the entry's static imports, it would be evaluated before this line, and the browser
 * suites, which fail on any CSP report, would say so. (A classic `defer` script did this
 * before; the entry had to wait for that extra request before it could run.)
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
