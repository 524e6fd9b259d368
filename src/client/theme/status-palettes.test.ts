import { describe, expect, it } from 'vitest';
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
});
