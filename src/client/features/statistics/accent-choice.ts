/**
 * Whether the word statistics ignore accents when the address does not say: on by default
 * (readers of Wolof rarely type its diacritics, and "gerem" found nothing for
 * "Gërëm", while the poem search already ignores them), and the reader's last choice once
 * they made one, kept on this device (localStorage, never sent).
 */
const KEY = 'statistics.ignoreAccents';

export function rememberedIgnoreAccents(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'false';
  } catch {
    return true;
  }
}

export function rememberIgnoreAccents(ignoreAccents: boolean) {
  try {
    localStorage.setItem(KEY, String(ignoreAccents));
  } catch {
    // Storage unavailable: the default applies next time.
  }
}
