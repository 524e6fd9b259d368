/**
 * The `Content-Disposition: attachment` header of an audio download, named after the
 * recitation's title. Two forms, as RFC 6266 recommends: a plain ASCII `filename` (accents
 * folded, anything else replaced) for old clients, and `filename*` in UTF-8 (RFC 5987) so
 * 'Tëgg caam' keeps its letters. Characters that are unsafe in a file name on common
 * systems (path separators, quotes, control characters, `:*?<>|`) never reach either form.
 */

const UNSAFE = /[\u0000-\u001f\u007f"\\/:*?<>|]+/g;
const MAX_BASE_LENGTH = 120;

/** RFC 5987 value-chars: percent-encode everything but attr-char. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** A safe file name (without extension) from a title; 'audio' when nothing is left. */
export function safeFileBase(title: string): string {
  const cleaned = title.normalize('NFC').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  // Trim by code points, so a cut never splits a surrogate pair; no leading dots (hidden files).
  const base = Array.from(cleaned)
    .slice(0, MAX_BASE_LENGTH)
    .join('')
    .replace(/^[.\s]+/, '')
    .trim();
  return base || 'audio';
}

/** The header value for downloading `title` as a `.ext` file. */
export function attachmentDisposition(title: string, ext: string): string {
  const name = `${safeFileBase(title)}.${ext}`;
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|%/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
