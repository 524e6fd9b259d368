import { describe, expect, it } from 'vitest';
import { TEXT_SIZES, textSizeOfCookies } from './text-size';

describe('textSizeOfCookies', () => {
  it('reads the step among other cookies, and nothing that is not one of ours', () => {
    expect(textSizeOfCookies('i18next=ar; taalif-text-size=xl; other=1')).toBe('xl');
    expect(textSizeOfCookies('taalif-text-size=l')).toBe('l');
    expect(textSizeOfCookies('taalif-text-size=huge')).toBeUndefined();
    expect(textSizeOfCookies('my-taalif-text-size=xl')).toBeUndefined();
    expect(textSizeOfCookies(undefined)).toBeUndefined();
  });

  it('has at least four steps', () => {
    expect(TEXT_SIZES.length).toBeGreaterThanOrEqual(4);
  });
});
