import { describe, expect, it } from 'vitest';
import {
  detectLanguage,
  directionOf,
  htmlLangOf,
  isLanguage,
  normalizeLanguage,
} from './languages';

describe('directionOf', () => {
  it.each([
    ['ar', 'rtl'],
    ['fr', 'ltr'],
    ['en', 'ltr'],
    ['wol', 'ltr'],
    ['xx', 'ltr'],
  ])('%s → %s', (lng, dir) => {
    expect(directionOf(lng)).toBe(dir);
  });
});

describe('normalizeLanguage', () => {
  it.each([
    ['en-GB', 'en'],
    ['FR', 'fr'],
    ['ar_SN', 'ar'],
    ['wo', 'wol'],
    ['wo-SN', 'wol'],
    ['wol', 'wol'],
    ['de-DE', 'de-DE'],
  ])('%s → %s', (detected, expected) => {
    expect(normalizeLanguage(detected)).toBe(expected);
  });
});

describe('htmlLangOf and isLanguage', () => {
  it('uses the two-letter BCP 47 tag for Wolof', () => {
    expect(htmlLangOf('wol')).toBe('wo');
    expect(htmlLangOf('ar')).toBe('ar');
  });
  it('accepts only the four interface languages', () => {
    expect(['fr', 'en', 'ar', 'wol'].every(isLanguage)).toBe(true);
    expect([undefined, 'wo', 'es', 42].some(isLanguage)).toBe(false);
  });
});

describe('detectLanguage', () => {
  it('takes the first candidate that is one of our languages, decoded and normalised', () => {
    expect(detectLanguage([null, undefined, '', 'de', 'en-GB', 'ar'])).toBe('en');
    expect(detectLanguage(['wo%2DSN'])).toBe('wol');
    // A value that cannot be decoded (a hand-edited cookie) is passed over, not thrown.
    expect(detectLanguage(['%E0%A4%A', 'ar'])).toBe('ar');
    expect(detectLanguage(['de', 'it'])).toBeUndefined();
  });
});
