/**
 * Sizes for people: kB, MB or GB (decimal units, as phones show storage) through Intl's unit
 * formatting, in the locales the caller names (the client asks for the reader's language,
 * the server's first screen for what Chromium will show). Making an Intl.NumberFormat is
 * costly, so each locale's format of each unit is made once and kept.
 */
const UNITS = [
  ['gigabyte', 1e9],
  ['megabyte', 1e6],
  ['kilobyte', 1e3],
] as const;

const formats = new Map<string, Intl.NumberFormat>();

function unitFormat(locales: string | readonly string[] | undefined, unit: string, digits: number) {
  const key = `${String(locales)} ${unit} ${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locales as string | string[] | undefined, {
      style: 'unit',
      unit,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

/** Formats a byte count, e.g. `3.4 MB`: one decimal below 10 units, none above. */
export function formatBytes(
  bytes: number,
  locales: string | readonly string[] | undefined,
): string {
  const [unit, size] = UNITS.find(([, s]) => bytes >= s) ?? UNITS[2];
  return unitFormat(locales, unit, bytes >= size * 10 ? 0 : 1).format(bytes / size);
}
