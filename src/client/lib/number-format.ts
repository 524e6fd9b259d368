/**
 * Number formats, made once per locale and options and kept. Making an Intl.NumberFormat is
 * costly (the first one of a page loads the locale's data: tens of milliseconds on a phone's
 * CPU), and components would otherwise make one at every render, or one per list item.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function numberFormat(
  locale: string | undefined,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${locale ?? ''} ${options ? JSON.stringify(options) : ''}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}
