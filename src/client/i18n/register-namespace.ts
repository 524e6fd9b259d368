/**
 * Adds one screen's French namespace to i18next when the screen's chunk is evaluated,
 * before anything in it renders (see resources.ts). Merged, never replacing: the other
 * languages' bundles are untouched.
 */
import { DEFAULT_LANGUAGE } from '@domain/i18n/languages';
import type { LazyNamespace } from './resources';
import { i18n, onceStarted } from './i18n';
import { registerNamespaceLoader } from './lazy-languages';

export function registerFrench(namespace: LazyNamespace, resources: object): void {
  onceStarted(() => i18n.addResourceBundle('fr', namespace, resources, true, false));
}

/** A namespace's files in every language but French: an `import.meta.glob` of its locales. */
type LanguageFiles = Record<string, () => Promise<unknown>>;

/**
 * A namespace kept out of the readers' language chunks (the dashboard's): French is
 * registered at once, the other languages load from `files` when i18next asks (a language
 * switch waits for them, as for the readers' chunks), and the current language is added
 * before this resolves: the dashboard's route awaits that (dashboard-texts.ts), so nothing
 * of the dashboard renders before its texts are there.
 */
export async function registerOwnChunkNamespace(
  namespace: LazyNamespace,
  french: object,
  files: LanguageFiles,
): Promise<void> {
  registerFrench(namespace, french);
  const load = async (language: string) => {
    const file = files[`../locales/${language}/${namespace}.json`];
    return ((await file?.()) ?? {}) as Record<string, unknown>;
  };
  registerNamespaceLoader(namespace, load);
  // Languages loaded before this chunk hold an empty namespace (their chunk leaves it out)
  // and would not be asked again: fill in each, the current one included.
  const current = i18n.resolvedLanguage ?? i18n.language;
  const loaded = new Set([current, ...Object.keys(i18n.store?.data ?? {})]);
  loaded.delete(DEFAULT_LANGUAGE);
  await Promise.all(
    [...loaded]
      .filter((language) => !!language)
      .map(async (language) =>
        i18n.addResourceBundle(language, namespace, await load(language), true, true),
      ),
  );
}
