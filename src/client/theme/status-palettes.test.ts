import { describe, expect, it } from 'vitest';
import { palettes, type PaletteName } from './palette';
import { STATUS_PALETTES, getSystem } from './system';

const system = getSystem();
const declared = [...system.tokens.cssVarMap.values()].flatMap((vars) => [...vars]);

describe('status palettes', () => {
  it('carries none of Chakra’s red, orange, green and blue palettes', () => {
    for (const name of Object.keys(STATUS_PALETTES)) {
      expect(system.token(`colors.${name}.500`)).toBeUndefined();
      expect(
        declared.filter(([variable]) => variable.startsWith(`--chakra-colors-${name}-`)),
      ).toEqual([]);
    }
  });

  it('leaves no token pointing at one of them (it would render without a colour)', () => {
    const removed = Object.keys(STATUS_PALETTES).join('|');
    const pointing = new RegExp(`\\{colors\\.(${removed})[./]|--chakra-colors-(${removed})-`);
    expect(declared.filter(([, value]) => pointing.test(String(value)))).toEqual([]);
  });

  it('points the status tokens at the app’s own palettes', () => {
    expect(system.token('colors.fg.error')).toBe('var(--chakra-colors-fg-error)');
    const dark = system.tokens.cssVarMap.get('_dark');
    expect(dark?.get('--chakra-colors-fg-error')).toBe('var(--chakra-colors-error-400)');
    expect(dark?.get('--chakra-colors-bg-success')).toBe('var(--chakra-colors-success-950)');
    expect(dark?.get('--chakra-colors-border-info')).toBe('var(--chakra-colors-info-400)');
  });

  it('writes status sentences at 4.5:1 or more on the light surfaces, up to bg.muted', () => {
    // WCAG's relative luminance and contrast ratio.
    const luminance = (hex: string) => {
      const channel = (i: number) => {
        const v = parseInt(hex.slice(i, i + 2), 16) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
    };
    const contrast = (a: string, b: string) => {
      const [la, lb] = [luminance(a), luminance(b)];
      return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    };
    const light = system.tokens.cssVarMap.get('_light');
    for (const status of Object.values(STATUS_PALETTES)) {
      const ink = light?.get(`--chakra-colors-fg-${status}`);
      const [, shade] = /colors-\w+-(\d+)\)$/.exec(String(ink)) ?? [];
      const hex = palettes[status as PaletteName][shade as '700'];
      expect(contrast(hex, '#ece9e2'), `fg.${status} (${ink})`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
