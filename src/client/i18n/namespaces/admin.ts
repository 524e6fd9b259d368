/**
 * The 'admin' namespace (the dashboard's lists, views and deletes), registered by the dashboard's chunks that use it,
 * in every language: readers' language chunks leave it out (register-namespace.ts). The
 * dashboard's route waits for it before any of its screens renders (dashboard-texts.ts).
 */
import fr from '../locales/fr/admin.json';
import { registerOwnChunkNamespace } from '../register-namespace';

export const adminTextsReady = registerOwnChunkNamespace(
  'admin',
  fr,
  import.meta.glob(['../locales/*/admin.json', '!../locales/fr/admin.json'], { import: 'default' }),
);
