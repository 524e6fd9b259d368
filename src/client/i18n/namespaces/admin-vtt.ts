/**
 * The 'admin-vtt' namespace (the subtitle generator), registered by the generator's chunk, in
 * every language: readers' language chunks leave it out (register-namespace.ts). The
 * dashboard's route waits for it before any of its screens renders (dashboard-texts.ts).
 */
import fr from '../locales/fr/admin-vtt.json';
import { registerOwnChunkNamespace } from '../register-namespace';

export const adminVttTextsReady = registerOwnChunkNamespace(
  'admin-vtt',
  fr,
  import.meta.glob(['../locales/*/admin-vtt.json', '!../locales/fr/admin-vtt.json'], {
    import: 'default',
  }),
);
