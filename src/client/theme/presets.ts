/**
 * The settings panel's colour presets (SPEC section 9, "named palettes") and its bold
 * contrast, as CSS variable overrides keyed on <html data-preset> and
 * <html data-contrast>. Every semantic colour reads the primary scale through
 * `--chakra-colors-primary-*`, so swapping that scale recolours the whole app at once,
 * without rebuilding the Chakra system.
 */
import { palettes } from './palette';

export const COLOR_PRESETS = ['default', 'purple', 'cyan', 'blue', 'orange', 'red'] as const;
export type ColorPreset = (typeof COLOR_PRESETS)[number];

const STEPS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;

const blue = [
  '#eff6ff',
  '#dbeafe',
  '#bfdbfe',
  '#93c5fd',
  '#60a5fa',
  '#3b82f6',
  '#1d5fd1',
  '#1e4fae',
  '#1e408a',
  '#1e3a6e',
  '#172554',
];
const red = [
  '#fef2f2',
  '#fee2e2',
  '#fecaca',
  '#fca5a5',
  '#f87171',
  '#e2413f',
  '#c0262d',
  '#9f1d24',
  '#831a20',
  '#6d1a1f',
  '#450a0a',
];

const scales: Record<Exclude<ColorPreset, 'default'>, readonly string[]> = {
  purple: STEPS.map((s) => palettes.secondary[s]),
  cyan: STEPS.map((s) => palettes.info[s]),
  blue,
  orange: STEPS.map((s) => palettes.error[s]),
  red,
};

/** A swatch colour per preset, for the settings panel. */
export const PRESET_SWATCH: Record<ColorPreset, string> = {
  default: palettes.primary['600'],
  purple: palettes.secondary['600'],
  cyan: palettes.info['600'],
  blue: blue[6]!,
  orange: palettes.error['600'],
  red: red[6]!,
};

const overrides = (values: readonly string[]) =>
  Object.fromEntries(STEPS.map((step, i) => [`--chakra-colors-primary-${step}`, values[i]]));

/** Global CSS for the presets and the bold contrast. */
export const presetCss = {
  ...Object.fromEntries(
    Object.entries(scales).map(([name, values]) => [
      `html[data-preset=${name}]`,
      overrides(values),
    ]),
  ),
  // Bold contrast: secondary text as dark as body text, and firmer borders.
  'html[data-contrast=bold]': {
    '--chakra-colors-fg-muted': 'var(--chakra-colors-fg)',
    '--chakra-colors-fg-subtle': 'var(--chakra-colors-fg)',
    '--chakra-colors-border-muted': 'var(--chakra-colors-border-emphasized)',
    '--chakra-colors-border': 'var(--chakra-colors-border-emphasized)',
  },
};
