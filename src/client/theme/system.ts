/**
 * The Chakra system: SPEC breakpoints and palettes, the bundled literary typefaces,
 * and an ink-green dark surface (dark mode is the default, set on <html class="dark">).
 * Built on Chakra's base config plus only the recipes we use (./recipes.ts), not on
 * `defaultConfig`, which carries every component's recipe into the entry script.
 */
import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  animationStyles,
  globalCss as chakraGlobalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { palettes, paletteSemantics, type PaletteName } from './palette';
import { presetCss } from './presets';
import { recipes, slotRecipes } from './recipes';

const names = Object.keys(palettes) as PaletteName[];
const pair = (light: string, dark: string) => ({ value: { _light: light, _dark: dark } });

/**
 * Chakra's palettes the app never names: its own six palettes (palette.ts) stand in for
 * them. Chakra's red, orange, green and blue give way to the app's error, warning, success
 * and info: the status tokens (bg.error, fg.warning, border.success, …) point at ours.
 * Colours are most of createSystem's work, on the phone before the first paint: without
 * these four palettes it takes half the time (Node, 20 runs: 44 → 22 ms each). Gray stays.
 */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);
export const STATUS_PALETTES = { red: 'error', orange: 'warning', green: 'success', blue: 'info' };
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(
    Object.entries(colors).filter(
      ([name]) => !UNUSED_PALETTES.has(name) && !(name in STATUS_PALETTES),
    ),
  ) as T;

/** Token values with every `{colors.red.…}` reference pointed at the app's palette. */
const toStatusPalettes = <T>(value: T): T => {
  if (typeof value === 'string')
    return value.replace(
      /\{colors\.(red|orange|green|blue)\./g,
      (_, name: keyof typeof STATUS_PALETTES) => `{colors.${STATUS_PALETTES[name]}.`,
    ) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, toStatusPalettes(inner)]),
  ) as T;
};

/** Chakra's default theme minus the recipes and palettes the app does not use (first-visit weight). */
const chakraTheme = () =>
  defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss: chakraGlobalCss,
    theme: {
      keyframes,
      tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
      semanticTokens: {
        ...semanticTokens,
        colors: toStatusPalettes(withoutUnusedPalettes(semanticTokens.colors ?? {})),
      },
      recipes,
      slotRecipes,
      textStyles,
      layerStyles,
      animationStyles,
    },
  });

/** The app's own tokens and global styles. */
const appConfig = () =>
  defineConfig({
    theme: {
      breakpoints: { sm: '600px', md: '900px', lg: '1200px', xl: '1536px', '2xl': '1920px' },
      tokens: {
        colors: Object.fromEntries(
          names.map((n) => [
            n,
            Object.fromEntries(Object.entries(palettes[n]).map(([k, v]) => [k, { value: v }])),
          ]),
        ),
        fonts: {
          heading: { value: "'Noto Serif Variable', 'Noto Naskh Arabic Variable', Georgia, serif" },
          // The interface reads in the phone's own typeface (Roboto, San Francisco, Segoe UI:
          // each covers Wolof's ë ñ ŋ), so none is downloaded before the first paint (a
          // variable Inter was 49 KB of it, on a phone's narrow network); Arabic glyphs come
          // from the bundled Naskh, whose faces cover only Arabic (fonts.css).
          body: {
            value:
              "'Noto Naskh Arabic Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
          },
        },
      },
      semanticTokens: {
        colors: {
          ...Object.fromEntries(names.map((n) => [n, paletteSemantics(n)])),
          bg: {
            DEFAULT: pair('#fbfaf7', '#0e1311'),
            subtle: pair('#f4f2ed', '#121916'),
            muted: pair('#ece9e2', '#19221e'),
            emphasized: pair('#e0dcd2', '#24302a'),
            panel: pair('#ffffff', '#141c18'),
          },
          border: {
            DEFAULT: pair('#e0dcd2', '#263430'),
            muted: pair('#ece9e2', '#1c2723'),
            subtle: pair('#f4f2ed', '#18211e'),
            emphasized: pair('#cfc9bc', '#33443e'),
          },
          fg: {
            DEFAULT: pair('#1a1f1c', '#eef1ec'),
            muted: pair('#4f5a54', '#a9b6af'),
            subtle: pair('#6b7570', '#8c9a93'),
            // Chakra's light status inks (error 500, the others 600) read at 3.0–4.3:1 on our
            // paper; these hold 4.5:1 on every surface a status sentence sits on, up to bg.muted.
            error: pair('{colors.error.700}', '{colors.error.400}'),
            warning: pair('{colors.warning.800}', '{colors.warning.300}'),
            success: pair('{colors.success.700}', '{colors.success.300}'),
            info: pair('{colors.info.700}', '{colors.info.300}'),
          },
        },
      },
    },
    globalCss: {
      html: { colorPalette: 'primary', scrollPaddingTop: '96px' },
      body: { fontFeatureSettings: "'kern', 'liga'", textRendering: 'optimizeLegibility' },
      'html[dir=rtl] body': { lineHeight: '1.8' },
      // Arabic is cursive and has no italic: spacing letters apart breaks the joins.
      '*:lang(ar)': {
        letterSpacing: '0 !important',
        fontStyle: 'normal !important',
        textTransform: 'none !important',
      },
      '::selection': { bg: 'primary.emphasized' },
      ...presetCss,
    },
  });

type SystemSteps = Generator<void, SystemContext>;
/** Present in the build only (scripts/vite/chakra-system-steps.ts): createSystem, paused between steps. */
const createSystemInSteps = (
  createSystem as typeof createSystem & {
    inSteps?: (...configs: Parameters<typeof createSystem>) => SystemSteps;
  }
).inSteps;

let system: SystemContext | undefined;
let steps: SystemSteps | undefined;

// eslint-disable-next-line require-yield -- the dev server's and the tests' Chakra has no steps: one step then.
function* allAtOnce(): SystemSteps {
  return createSystem(defaultBaseConfig, chakraTheme(), appConfig());
}

/** Runs the system's next step; true once the system is made. */
function step(): boolean {
  if (system) return true;
  // The configs are made here, in the first step, not while the entry script is evaluated.
  steps ??= createSystemInSteps?.(defaultBaseConfig, chakraTheme(), appConfig()) ?? allAtOnce();
  const next = steps.next();
  if (next.done) system = next.value;
  return next.done === true;
}

/**
 * The system, made on first use rather than when this module loads (main.tsx makes it
 * ahead of the first render with `makeSystemInTasks`).
 */
export function getSystem(): SystemContext {
  while (!step());
  return system!;
}

/**
 * Makes the system in several tasks, `pause` between them: building the token dictionary
 * takes tens of milliseconds on a phone, and one task that long blocks the page's input
 * (measured: scripts/vite/README.md).
 */
export async function makeSystemInTasks(pause: () => Promise<void>): Promise<void> {
  do await pause();
  while (!step());
}
