/**
 * Forgiving readers for URL search params (TanStack Router has already JSON-parsed them, so
 * `?page=2` arrives as a number and `?q=123` too). A value that does not fit gives
 * `undefined`: the screen ignores it instead of failing. No zod: route options are in the
 * entry script, which stays small.
 */

/** A trimmed text of at most `max` characters (numbers accepted as text), or undefined. */
export function readText(value: unknown, max = 200): string | undefined {
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text !== '' && text.length <= max ? text : undefined;
}

/** A whole number within [min, max] (numeric text accepted), or undefined. */
export function readWhole(value: unknown, min: number, max: number): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

/** true / false (also as text), or undefined. */
export function readFlag(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}
