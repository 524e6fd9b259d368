import { describe, expect, it } from 'vitest';
import { pickLocalized } from './pick-localized';

describe('pickLocalized', () => {
  it('takes the reader’s language, then French, then any language that has the text', () => {
    const text = { fr: 'Bonjour', en: 'Hello', wol: '  ' };
    expect(pickLocalized(text, 'en')).toEqual({ text: 'Hello', language: 'en' });
    expect(pickLocalized(text, 'wol')).toEqual({ text: 'Bonjour', language: 'fr' });
    expect(pickLocalized({ ar: 'مرحبا' }, 'en')).toEqual({ text: 'مرحبا', language: 'ar' });
  });

  it('gives null when no language has the text', () => {
    expect(pickLocalized(null, 'fr')).toBeNull();
    expect(pickLocalized({ fr: ' ', en: '' }, 'fr')).toBeNull();
  });
});
