import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@domain/error-codes';
import { networkError } from '@client/api/api-error';
import { apiErrorOf } from '@client/api/to-api-error';
import { i18n } from '@client/i18n/i18n';
import { codeText, errorText, fieldText } from './error-text';

type Table = { code?: Record<string, unknown> };
const tables = import.meta.glob<Table>('../i18n/locales/*/errors.json', {
  eager: true,
  import: 'default',
});
const LANGUAGES = ['en', 'fr', 'ar', 'wol'];

describe('the one table of error sentences', () => {
  it.each(LANGUAGES)('has a sentence for every code the server may send, in %s', (language) => {
    const table = tables[`../i18n/locales/${language}/errors.json`]?.code ?? {};
    const missing = ERROR_CODES.filter(
      (code) => typeof table[code] !== 'string' || (table[code] as string).trim() === '',
    );
    expect(missing).toEqual([]);
  });
});

describe('saying an API error', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('says a refused call and each of its fields by their codes, with their values', () => {
    const refused = apiErrorOf(400, {
      status: 400,
      code: 'invalid_request',
      message: 'Invalid body: title, file',
      fields: { title: 'Too big', file: 'The file is larger than the limit of 52428800 bytes' },
      fieldCodes: {
        title: { code: 'too_long', params: { limit: 200 } },
        file: { code: 'file_too_large', params: { maxBytes: 52_428_800 } },
      },
    });
    expect(errorText(refused)).toBe('Some fields need correcting.');
    expect(fieldText(refused, 'title')).toBe('At most 200 characters');
    expect(fieldText(refused, 'file')).toMatch(/^The file is larger than the limit of 52\sMB\.$/);
    expect(fieldText(refused, 'poemId')).toBeUndefined();
  });

  it('says what only some answers carry: when to try again, the bad line, the type found', () => {
    const limited = apiErrorOf(429, { code: 'rate_limited', params: { seconds: 42 } });
    expect(errorText(limited)).toBe('Too many attempts: try again in 42 s.');
    expect(errorText(apiErrorOf(429, { code: 'rate_limited' }))).toBe('Too many attempts.');
    expect(codeText({ code: 'invalid_vtt', params: { line: 7 } })).toBe(
      'The WebVTT subtitles are not valid (line 7)',
    );
    expect(codeText({ code: 'invalid_vtt' })).toBe('The WebVTT subtitles are not valid');
    expect(codeText({ code: 'unsupported_format', params: { detected: 'image/png' } })).toMatch(
      /^This file is not an accepted audio format \(it holds image\/png\): send MP3/,
    );
  });

  it('says it in the reader’s language', async () => {
    await i18n.changeLanguage('fr');
    try {
      const taken = apiErrorOf(409, {
        code: 'already_exists',
        fields: { email: 'Email is already registered' },
        fieldCodes: { email: { code: 'already_exists' } },
      });
      expect(fieldText(taken, 'email')).toBe('Cette valeur est déjà utilisée.');
      expect(codeText({ code: 'too_long', params: { limit: 2000 } })).toMatch(
        /^2\s000 caractères au plus$/,
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('reads an unknown code, a foreign answer or a bug as the generic failure, and no answer as offline', () => {
    const newer = apiErrorOf(409, { code: 'from_the_future', message: 'A newer refusal' });
    expect(newer.code).toBeNull();
    expect(errorText(newer)).toBe('Something went wrong');
    expect(errorText(apiErrorOf(502, undefined))).toBe('Something went wrong');
    expect(errorText(new TypeError('x is undefined'))).toBe('Something went wrong');
    expect(errorText(networkError())).toMatch(/server could not be reached/);
  });

  it('codes an unknown field code as an invalid value rather than dropping the field', () => {
    const odd = apiErrorOf(400, {
      code: 'invalid_request',
      fields: { year: 'Odd' },
      fieldCodes: { year: { code: 'from_the_future' } },
    });
    expect(odd.fields.year).toMatchObject({ code: 'invalid_value', message: 'Odd' });
    expect(fieldText(odd, 'year')).toBe('This value is not valid');
  });
});
