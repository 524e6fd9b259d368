/**
 * The 'admin-form' namespace (the dashboard's forms), registered by the dashboard's chunks that use it,
 * in every language: readers' language chunks leave it out (register-namespace.ts). The
 * dashboard's route waits for it before any of its screens renders (dashboard-texts.ts).
 */
import fr from '../locales/fr/admin-form.json';
import { registerOwnChunkNamespace } from '../register-namespace';

export const adminFormTextsReady = registerOwnChunkNamespace(
  'admin-form',
  fr,
  import.meta.glob(['../locales/*/admin-form.json', '!../locales/fr/admin-form.json'], {
    import: 'default',
  }),
);
