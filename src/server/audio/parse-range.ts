/**
 * Reads an HTTP `Range` request header (RFC 9110 section 14.2) against the size of the
 * stored bytes, so the stream route can answer 206 with exactly one slice.
 *
 * Deliberately only single byte ranges: a request for several ranges gets the whole body
 * (a server may ignore Range, RFC 9110 14.2), which every media player handles and which
 * spares us multipart/byteranges. A range unit other than `bytes` is ignored, as the RFC
 * requires. A malformed `bytes=` value, an inverted range, or one that starts at or past
 * the end is unsatisfiable: the route answers 416 with a Content-Range naming only the size.
 */

export type RangeResult =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const FULL: RangeResult = { kind: 'full' };
const UNSATISFIABLE: RangeResult = { kind: 'unsatisfiable' };
const SPEC = /^(\d*)-(\d*)$/;

/** What to send for `header` when the body has `size` bytes. */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (header === undefined) return FULL;
  const unit = /^\s*([A-Za-z]+)\s*=(.*)$/.exec(header);
  if (!unit) return UNSATISFIABLE;
  if (unit[1]!.toLowerCase() !== 'bytes') return FULL;
  // Empty list elements are allowed by the RFC's list syntax ("bytes=0-9,").
  const specs = unit[2]!
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (specs.length > 1) return FULL;
  const match = SPEC.exec(specs[0] ?? '');
  if (!match || size <= 0) return UNSATISFIABLE;
  const [, first = '', last = ''] = match;

  if (first === '') {
    // Suffix range: the last N bytes (all of them when N exceeds the size).
    const length = Number(last);
    if (last === '' || length === 0) return UNSATISFIABLE;
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return UNSATISFIABLE;
  if (last === '') return { kind: 'partial', start, end: size - 1 };
  const end = Number(last);
  if (end < start) return UNSATISFIABLE;
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}

/** The `Content-Range` value of a 206 answer. */
export const contentRange = (start: number, end: number, size: number) =>
  `bytes ${start}-${end}/${size}`;
