/**
 * The 'admin-vtt' namespace (the subtitle generator), registered by the generator's chunk, in
 * every language: readers' language chunks leave it out (register-namespace.ts).
 */
import fr from '../locales/fr/admin-vtt.json';
import { registerOwnChunkNamespace } from '../register-namespace';

await registerOwnChunkNamespace(
  'admin-vtt',
  fr,
  import.meta.glob(['../locales/*/admin-vtt.json', '!../locales/fr/admin-vtt.json'], {
    import: 'default',
  }),
);
