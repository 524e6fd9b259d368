/**
 * The six colour palettes of SPEC section 9 (primary green, secondary purple, info cyan,
 * success green, warning amber, error orange-red) as 50–950 scales, plus the semantic
 * tokens Chakra components read through `colorPalette` (solid, fg, subtle, …).
 */
type Scale = Record<
  '50' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800' | '900' | '950',
  string
>;

const scale = (values: string[]): Scale =>
  Object.fromEntries(
    ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'].map((k, i) => [
      k,
      values[i],
    ]),
  ) as Scale;

export const palettes = {
  // Deep "manuscript ink" green; 600 is the manifest theme colour.
  primary: scale([
    '#e9f6f0',
    '#c9e9d9',
    '#98d4b8',
    '#62bb93',
    '#37a276',
    '#17885d',
    '#0b6e4f',
    '#0a5a41',
    '#094834',
    '#073a2a',
    '#04241a',
  ]),
  secondary: scale([
    '#f5f1fc',
    '#e7ddf7',
    '#cfbbee',
    '#b193e0',
    '#956dd1',
    '#7e50c2',
    '#6a3ea9',
    '#56318a',
    '#43276c',
    '#341e54',
    '#201236',
  ]),
  info: scale([
    '#ecfcff',
    '#cff7fe',
    '#a5effc',
    '#67e3f9',
    '#22cfee',
    '#06b2d4',
    '#0887a8',
    '#0e6f8c',
    '#155c75',
    '#164c63',
    '#083344',
  ]),
  success: scale([
    '#effcf3',
    '#d8f7e2',
    '#b2eec7',
    '#7ee0a3',
    '#48c97b',
    '#24ad5e',
    '#17884a',
    '#166c3e',
    '#165634',
    '#13472d',
    '#062817',
  ]),
  warning: scale([
    '#fffbeb',
    '#fef3c7',
    '#fde68a',
    '#fcd34d',
    '#fbbf24',
    '#f59e0b',
    '#d97706',
    '#b45309',
    '#92400e',
    '#78350f',
    '#451a03',
  ]),
  error: scale([
    '#fff3ed',
    '#ffe4d4',
    '#ffc5a8',
    '#ff9c71',
    '#ff6a38',
    '#f5470f',
    '#d2360a',
    '#ad280b',
    '#8a2210',
    '#701e10',
    '#3d0c05',
  ]),
};

export type PaletteName = keyof typeof palettes;

const pair = (light: string, dark: string) => ({ value: { _light: light, _dark: dark } });

/** Semantic tokens for one palette, following Chakra's own light/dark mapping. */
export function paletteSemantics(name: PaletteName) {
  const c = (step: keyof Scale) => `{colors.${name}.${step}}`;
  // Amber is light: dark text on it reads better than white.
  const contrast = name === 'warning' ? '{colors.warning.950}' : 'white';
  return {
    contrast: pair(contrast, contrast),
    fg: pair(c('700'), c('300')),
    subtle: pair(c('100'), c('900')),
    muted: pair(c('200'), c('800')),
    emphasized: pair(c('300'), c('700')),
    solid: pair(name === 'warning' ? c('400') : c('600'), name === 'warning' ? c('400') : c('600')),
    focusRing: pair(c('500'), c('400')),
    border: pair(c('500'), c('400')),
  };
}
