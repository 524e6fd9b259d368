/*
 * Runs before the app's modules (a deferred classic script placed before them): zod builds
 * fast parsers with `new Function` unless its global configuration says `jitless`, and its
 * probe for that is reported as a violation of our Content-Security-Policy (no eval).
 * Zod adopts an object already on `globalThis.__zod_globalConfig`, whichever chunk loads it
 * first, so setting the flag here, before any module, covers every chunk.
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
