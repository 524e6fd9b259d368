/**
 * The one settings store: read from localStorage `settings` at start, written back on
 * every change, shared with React through useSyncExternalStore, and mirrored on <html>
 * so CSS follows at once (class light/dark and color-scheme, data-contrast,
 * data-preset, data-text-size, dir). The text size also goes in a cookie: the server reads it
 * to send the first screen of the next page at that size (first-screen-pages.ts). Direction: Arabic always reads right to left (SPEC section 4);
 * otherwise the reader's themeDirection applies.
 */
import { i18n } from '@client/i18n/i18n';
import { directionOf, normalizeLanguage } from '@domain/i18n/languages';
import { TEXT_SIZE_COOKIE, type TextSize } from '@domain/first-screen/text-size';
import { DEFAULT_SETTINGS, restoreSettings, type Settings } from './settings';

export const SETTINGS_KEY = 'settings';

function load(): Settings {
  try {
    return restoreSettings(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null'));
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

let current: Settings = load();
const listeners = new Set<() => void>();

/** The direction the page uses: rtl for Arabic, else the reader's choice. */
export function effectiveDirection(language: string, settings: Settings): 'ltr' | 'rtl' {
  return directionOf(language) === 'rtl' ? 'rtl' : settings.themeDirection;
}

const YEAR_S = 365 * 24 * 3600;

/** The cookie the server reads the text size from (no secret: a display choice). */
function rememberTextSize(size: TextSize) {
  try {
    document.cookie = `${TEXT_SIZE_COOKIE}=${size}; path=/; max-age=${YEAR_S}; samesite=strict`;
  } catch {
    // Cookies unavailable: the first screen comes at the usual size, the client then applies it.
  }
}

/** Mirrors the settings on <html>. */
export function applySettings(settings: Settings, root: HTMLElement = document.documentElement) {
  root.classList.toggle('dark', settings.themeMode === 'dark');
  root.classList.toggle('light', settings.themeMode === 'light');
  root.style.colorScheme = settings.themeMode;
  root.dataset.contrast = settings.themeContrast;
  root.dataset.preset = settings.themeColorPresets;
  root.dataset.textSize = settings.textSize;
  root.dir = effectiveDirection(pageLanguage(root), settings);
}

/**
 * i18next's language once it has one; before that (this module runs with the entry script,
 * i18next starts a task later and has the language only when its translations have loaded),
 * the one the server wrote on <html lang>. Read as "no language yet", an Arabic page turned
 * left to right until its translations arrived, then back: the whole page moved twice.
 */
function pageLanguage(root: HTMLElement): string {
  return i18n.language ? (i18n.resolvedLanguage ?? i18n.language) : normalizeLanguage(root.lang);
}

function commit(next: Settings) {
  current = next;
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable (private mode, quota): the choice lasts for this page.
  }
  applySettings(next);
  rememberTextSize(next.textSize);
  listeners.forEach((listener) => listener());
}

export const settingsStore = {
  get: (): Settings => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  update: (patch: Partial<Settings>) => commit({ ...current, ...patch }),
  reset: () => commit({ ...DEFAULT_SETTINGS }),
  /** Re-reads storage (tests, another tab). */
  reload: () => {
    current = load();
    applySettings(current);
    listeners.forEach((listener) => listener());
  },
};

// Language changes reset <html dir> to the language's own; the reader's choice wins back.
i18n.on('languageChanged', () => applySettings(current));
if (typeof window !== 'undefined') {
  applySettings(current);
  rememberTextSize(current.textSize);
  window.addEventListener('storage', (e) => {
    if (e.key === SETTINGS_KEY) settingsStore.reload();
  });
}
