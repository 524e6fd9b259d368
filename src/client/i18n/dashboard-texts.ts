/**
 * The dashboard's own namespaces, ready in the current language. routes/dashboard.tsx
 * awaits this in its beforeLoad, so no dashboard screen renders before its texts.
 *
 * Not a top-level await in the namespace modules: one anywhere in the client makes the
 * bundler split the entry chunk, and the build's manifest then names no entry, so the
 * server's Link preloads (server/lib/page-preloads.ts) lose the entry script and the fonts.
 * ESLint refuses a top-level await in src/client for that reason.
 */
import { adminTextsReady } from './namespaces/admin';
import { adminAudiosTextsReady } from './namespaces/admin-audios';
import { adminDriftTextsReady } from './namespaces/admin-drift';
import { adminFormTextsReady } from './namespaces/admin-form';
import { adminPeopleTextsReady } from './namespaces/admin-people';
import { adminVttTextsReady } from './namespaces/admin-vtt';

export const dashboardTextsReady = Promise.all([
  adminTextsReady,
  adminFormTextsReady,
  adminPeopleTextsReady,
  adminAudiosTextsReady,
  adminVttTextsReady,
  adminDriftTextsReady,
]);
