/**
 * The 'admin-people' namespace (the dashboard's singers, users and audit log), registered by
 * the dashboard's chunks that use it, in every language: readers' language chunks leave it
 * out (register-namespace.ts). The
 * dashboard's route waits for it before any of its screens renders (dashboard-texts.ts).
 */
import fr from '../locales/fr/admin-people.json';
import { registerOwnChunkNamespace } from '../register-namespace';

export const adminPeopleTextsReady = registerOwnChunkNamespace(
  'admin-people',
  fr,
  import.meta.glob(['../locales/*/admin-people.json', '!../locales/fr/admin-people.json'], {
    import: 'default',
  }),
);
