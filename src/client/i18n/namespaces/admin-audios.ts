/**
 * The 'admin-audios' namespace (the dashboard's recordings: list, view, upload, replacement),
 * registered by the dashboard's chunks that use it, in every language: readers' language
 * chunks leave it out (register-namespace.ts). The
 * dashboard's route waits for it before any of its screens renders (dashboard-texts.ts).
 */
import fr from '../locales/fr/admin-audios.json';
import { registerOwnChunkNamespace } from '../register-namespace';

export const adminAudiosTextsReady = registerOwnChunkNamespace(
  'admin-audios',
  fr,
  import.meta.glob(['../locales/*/admin-audios.json', '!../locales/fr/admin-audios.json'], {
    import: 'default',
  }),
);
