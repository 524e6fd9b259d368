import { describe, expect, it } from 'vitest';
import { attachmentDisposition, safeFileBase } from './content-disposition';

describe('attachmentDisposition', () => {
  it('keeps non-ASCII letters in filename* and folds them in filename', () => {
    expect(attachmentDisposition('Tëgg caam', 'mp3')).toBe(
      `attachment; filename="Tegg caam.mp3"; filename*=UTF-8''T%C3%ABgg%20caam.mp3`,
    );
  });

  it('replaces what is not ASCII after folding, and percent signs, in the plain form', () => {
    expect(attachmentDisposition('Kocc — 100% ñ', 'ogg')).toBe(
      `attachment; filename="Kocc _ 100_ n.ogg"; filename*=UTF-8''Kocc%20%E2%80%94%20100%25%20%C3%B1.ogg`,
    );
  });

  it('encodes the RFC 5987 characters encodeURIComponent leaves alone', () => {
    expect(attachmentDisposition("Jàng (l'Alxuraan)*", 'wav')).toContain(
      "filename*=UTF-8''J%C3%A0ng%20%28l%27Alxuraan%29.wav",
    );
  });
});

describe('safeFileBase', () => {
  it.each([
    ['../../etc/passwd', 'etc passwd'],
    ['a/b\\c:d*e?f"g<h>i|j', 'a b c d e f g h i j'],
    ['  line\nbreak\ttab  ', 'line break tab'],
    ['...hidden', 'hidden'],
    ['"/"', 'audio'],
    ['', 'audio'],
  ])('%j → %j', (title, base) => {
    expect(safeFileBase(title)).toBe(base);
  });

  it('caps the length without splitting a character', () => {
    const base = safeFileBase('ë'.repeat(500));
    expect(Array.from(base)).toHaveLength(120);
  });
});
