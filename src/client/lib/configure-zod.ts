/**
 * Zod compiles fast parsers with `new Function` unless told not to, and merely probing
 * for it is reported as a violation of our Content-Security-Policy (script-src 'self').
 * Imported first by main.tsx so no schema is built before this runs. Zod 4 keeps its
 * global configuration on `globalThis.__zod_globalConfig` and adopts an object already
 * there, so setting it here does not pull zod itself into the entry script (zod loads
 * with the screens that validate data).
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
