/**
 * The 'admin-audios' namespace (the dashboard's recordings: list, view, upload, replacement),
 * registered by the dashboard's chunks that use it, in every language: readers' language
 * chunks leave it out (register-namespace.ts).
 */
import fr from '../locales/fr/admin-audios.json';
import { registerOwnChunkNamespace } from '../register-namespace';

await registerOwnChunkNamespace(
  'admin-audios',
  fr,
  import.meta.glob(['../locales/*/admin-audios.json', '!../locales/fr/admin-audios.json'], {
    import: 'default',
  }),
);
