/**
 * Where the non-default languages come from: one lazily loaded chunk per language
 * (locales/<lng>/bundle.ts gathers its namespaces), so a French reader never downloads
 * English, Arabic or Wolof, and a reader in another language downloads only theirs.
 * French, the default and the fallback, is bundled with the app (resources.ts).
 * Everything is part of the build, so languages load offline from the precache.
 */
import type { BackendModule, ReadCallback } from 'i18next';

type Bundle = Record<string, Record<string, unknown>>;

const loaders: Record<string, () => Promise<{ default: Bundle }>> = {
  en: () => import('./locales/en/bundle'),
  ar: () => import('./locales/ar/bundle'),
  wol: () => import('./locales/wol/bundle'),
};

/** SPEC section 9: translation loading retries up to 5 times, 350 ms base delay. */
const RETRIES = 5;
const BASE_DELAY_MS = 350;

const cache = new Map<string, Promise<Bundle>>();

async function loadWithRetry(language: string): Promise<Bundle> {
  const load = loaders[language];
  if (!load) return {};
  for (let attempt = 0; ; attempt++) {
    try {
      return (await load()).default;
    } catch (error) {
      if (attempt >= RETRIES) throw error;
      await new Promise((r) => setTimeout(r, BASE_DELAY_MS * 2 ** attempt));
    }
  }
}

/** The language's namespaces, loaded once (a failed load may be tried again later). */
export function loadLanguage(language: string): Promise<Bundle> {
  let pending = cache.get(language);
  if (!pending) {
    pending = loadWithRetry(language);
    pending.catch(() => cache.delete(language));
    cache.set(language, pending);
  }
  return pending;
}

type NamespaceLoader = (language: string) => Promise<Record<string, unknown>>;

/**
 * Namespaces that are not in the language chunks (the dashboard's): the chunk that uses one
 * registers how to load it in any language (register-namespace.ts).
 */
const ownLoaders = new Map<string, NamespaceLoader>();

export function registerNamespaceLoader(namespace: string, load: NamespaceLoader): void {
  ownLoaders.set(namespace, load);
}

/** An i18next backend reading the chunks above. */
export const lazyLanguagesBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const own = ownLoaders.get(namespace);
    const resources = own
      ? own(language)
      : loadLanguage(language).then((bundle) => bundle[namespace] ?? {});
    resources.then(
      (found) => callback(null, found as never),
      (error: unknown) => callback(error as Error, false),
    );
  },
};
