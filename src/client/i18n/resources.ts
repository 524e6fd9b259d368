/**
 * The French translations, bundled with the app: French is the default and the fallback
 * (SPEC section 9), so it is always needed. The other languages load on demand
 * (lazy-languages.ts). Register a new namespace here (its French file) and add the same
 * file under every other language: resources.test.ts fails otherwise.
 */
import frAuth from './locales/fr/auth.json';
import frPoems from './locales/fr/poems.json';
import frPoets from './locales/fr/poets.json';
import frAudios from './locales/fr/audios.json';
import frStatistics from './locales/fr/statistics.json';
import frStorage from './locales/fr/storage.json';
import frCommon from './locales/fr/common.json';
import frHome from './locales/fr/home.json';
import frShell from './locales/fr/shell.json';
import frPlayer from './locales/fr/player.json';

export const frResources = {
  common: frCommon,
  home: frHome,
  auth: frAuth,
  shell: frShell,
  poems: frPoems,
  poets: frPoets,
  audios: frAudios,
  statistics: frStatistics,
  storage: frStorage,
  player: frPlayer,
} as const;

export type Namespace = keyof typeof frResources;
export const NAMESPACES = Object.keys(frResources) as Namespace[];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof frResources;
  }
}
