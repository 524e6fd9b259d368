import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others, trimmed, and decodes it', () => {
    const header = 'a=1; taalif_oauth=abc-DEF_123 ;b=two%20words';
    expect(readCookie(header, 'taalif_oauth')).toBe('abc-DEF_123');
    expect(readCookie(header, 'b')).toBe('two words');
    expect(readCookie(header, 'a')).toBe('1');
  });

  it('answers undefined without a header or without that cookie', () => {
    expect(readCookie(undefined, 'x')).toBeUndefined();
    expect(readCookie('', 'x')).toBeUndefined();
    expect(readCookie('xy=1; novalue; =2', 'x')).toBeUndefined();
  });

  it('matches the whole name, keeps the first duplicate and strips quotes', () => {
    expect(readCookie('my_taalif_oauth=evil; taalif_oauth=good', 'taalif_oauth')).toBe('good');
    expect(readCookie('x=first; x=second', 'x')).toBe('first');
    expect(readCookie('x="quoted"', 'x')).toBe('quoted');
    expect(readCookie('x=a=b', 'x')).toBe('a=b');
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    expect(readCookie('x=%E0%A4%A', 'x')).toBe('%E0%A4%A');
  });
});

describe('serializeCookie', () => {
  it('writes an HttpOnly cookie with its attributes, Secure on demand', () => {
    expect(
      serializeCookie('taalif_oauth', 'v', {
        path: '/api/auth/oauth2',
        maxAge: 600,
        secure: true,
        sameSite: 'Lax',
      }),
    ).toBe('taalif_oauth=v; Path=/api/auth/oauth2; Max-Age=600; HttpOnly; SameSite=Lax; Secure');
    expect(
      serializeCookie('x', 'a b', { path: '/', maxAge: 0, secure: false, sameSite: 'Strict' }),
    ).toBe('x=a%20b; Path=/; Max-Age=0; HttpOnly; SameSite=Strict');
  });
});
