/**
 * The French translations. French is the default and the fallback (SPEC section 9), so its
 * shell namespaces (common, shell, auth: the top bar, menus and account control every page
 * shows) are bundled with the entry script. Each screen's own namespace is registered by
 * the screen's chunk instead (namespaces/<ns>.ts, imported by the code that uses it), so a
 * first visit downloads only the French of the page it opens. The other languages load on
 * demand, one chunk per language with every namespace (lazy-languages.ts).
 *
 * Register a new namespace here (in CORE or LAZY, and its type in FrResources) and add the
 * same file under every other language: resources.test.ts fails otherwise; a lazy one also
 * gets its namespaces/<ns>.ts, which namespaces.test.ts makes every chunk using it import.
 */
import frAuth from './locales/fr/auth.json';
import frCommon from './locales/fr/common.json';
import frShell from './locales/fr/shell.json';
import type frHome from './locales/fr/home.json';
import type frPoems from './locales/fr/poems.json';
import type frPoets from './locales/fr/poets.json';
import type frAudios from './locales/fr/audios.json';
import type frStatistics from './locales/fr/statistics.json';
import type frStorage from './locales/fr/storage.json';
import type frLibrary from './locales/fr/library.json';
import type frPlayer from './locales/fr/player.json';
import type frAdmin from './locales/fr/admin.json';
import type frAdminForm from './locales/fr/admin-form.json';
import type frAdminPeople from './locales/fr/admin-people.json';
import type frAdminAudios from './locales/fr/admin-audios.json';
import type frAdminVtt from './locales/fr/admin-vtt.json';
import type frAdminDrift from './locales/fr/admin-drift.json';
import type frErrors from './locales/fr/errors.json';

/** Bundled with the entry script. */
export const frCoreResources = { common: frCommon, shell: frShell, auth: frAuth } as const;

/** Registered by the chunks that use them (namespaces/<ns>.ts). */
export const LAZY_NAMESPACES = [
  'home',
  'poems',
  'poets',
  'audios',
  'statistics',
  'storage',
  'library',
  'player',
  'admin',
  'admin-form',
  'admin-people',
  'admin-audios',
  'admin-vtt',
  'admin-drift',
  'errors',
] as const;
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

/** Every French namespace, as types: what `t` checks keys against. */
export interface FrResources {
  common: typeof frCommon;
  shell: typeof frShell;
  auth: typeof frAuth;
  home: typeof frHome;
  poems: typeof frPoems;
  poets: typeof frPoets;
  audios: typeof frAudios;
  statistics: typeof frStatistics;
  storage: typeof frStorage;
  library: typeof frLibrary;
  player: typeof frPlayer;
  admin: typeof frAdmin;
  'admin-form': typeof frAdminForm;
  'admin-people': typeof frAdminPeople;
  'admin-audios': typeof frAdminAudios;
  'admin-vtt': typeof frAdminVtt;
  'admin-drift': typeof frAdminDrift;
  errors: typeof frErrors;
}

export type Namespace = keyof FrResources;
export const NAMESPACES: Namespace[] = [
  ...(Object.keys(frCoreResources) as (keyof typeof frCoreResources)[]),
  ...LAZY_NAMESPACES,
];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: FrResources;
  }
}
