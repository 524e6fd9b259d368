/**
 * The reader's display settings (SPEC sections 4 and 9): their choices, the defaults
 * (dark, ltr, default contrast, mini, default preset, no stretch, both scripts of a poem
 * with Wolofal, the verses' usual size) and how a value read
 * from localStorage `settings` is restored: unknown keys dropped, invalid values replaced
 * by the default, so a stale or hand-edited entry never breaks the app. Pure.
 */
import { COLOR_PRESETS, type ColorPreset } from '@client/theme/presets';
import { DEFAULT_TEXT_SIZE, isTextSize, type TextSize } from '@domain/first-screen/text-size';
import {
  DEFAULT_SCRIPT_CHOICE,
  SCRIPT_CHOICES,
  type ScriptChoice,
} from '@domain/wolofal/script-choice';

export const THEME_MODES = ['light', 'dark'] as const;
export const THEME_CONTRASTS = ['default', 'bold'] as const;
export const THEME_DIRECTIONS = ['ltr', 'rtl'] as const;
export const THEME_LAYOUTS = ['vertical', 'horizontal', 'mini'] as const;

export interface Settings {
  themeMode: (typeof THEME_MODES)[number];
  themeContrast: (typeof THEME_CONTRASTS)[number];
  themeDirection: (typeof THEME_DIRECTIONS)[number];
  themeLayout: (typeof THEME_LAYOUTS)[number];
  themeColorPresets: ColorPreset;
  themeStretch: boolean;
  /** What a poem with Wolofal shows: both scripts, the Latin or the Wolofal (the poem page). */
  poemScript: ScriptChoice;
  /** The size of a poem's verses and its words' definitions (domain: first-screen/text-size). */
  textSize: TextSize;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  themeMode: 'dark',
  themeContrast: 'default',
  themeDirection: 'ltr',
  themeLayout: 'mini',
  themeColorPresets: 'default',
  themeStretch: false,
  poemScript: DEFAULT_SCRIPT_CHOICE,
  textSize: DEFAULT_TEXT_SIZE,
});

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

const valid: { [K in keyof Settings]: (value: unknown) => value is Settings[K] } = {
  themeMode: oneOf(THEME_MODES),
  themeContrast: oneOf(THEME_CONTRASTS),
  themeDirection: oneOf(THEME_DIRECTIONS),
  themeLayout: oneOf(THEME_LAYOUTS),
  themeColorPresets: oneOf(COLOR_PRESETS),
  themeStretch: (value): value is boolean => typeof value === 'boolean',
  poemScript: oneOf(SCRIPT_CHOICES),
  textSize: isTextSize,
};

/** Settings from any stored value: each valid field kept, everything else defaulted. */
export function restoreSettings(stored: unknown): Settings {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const result = { ...DEFAULT_SETTINGS } as Record<keyof Settings, unknown>;
  for (const key of Object.keys(valid) as (keyof Settings)[])
    if (valid[key](source[key])) result[key] = source[key];
  return result as unknown as Settings;
}

/** True when `settings` differ from the defaults: the only time reset is offered. */
export function differsFromDefaults(settings: Settings): boolean {
  return (Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]).some(
    (key) => settings[key] !== DEFAULT_SETTINGS[key],
  );
}
