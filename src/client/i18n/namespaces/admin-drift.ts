/**
 * The 'admin-drift' namespace (readers' drift reports, shown in the dashboard's recordings
 * list and recording view), registered by the dashboard's chunks in every language: readers'
 * language chunks leave it out (register-namespace.ts). The dashboard's route waits for it
 * before any of its screens renders (dashboard-texts.ts).
 */
import fr from '../locales/fr/admin-drift.json';
import { registerOwnChunkNamespace } from '../register-namespace';

export const adminDriftTextsReady = registerOwnChunkNamespace(
  'admin-drift',
  fr,
  import.meta.glob(['../locales/*/admin-drift.json', '!../locales/fr/admin-drift.json'], {
    import: 'default',
  }),
);
