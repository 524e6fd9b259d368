/**
 * The reader's text size for a poem's verses and its difficult words' definitions: a few
 * steps, each a scale of the theme's sizes. Both sides need the steps: the client's setting
 * stores one (on this device) and mirrors it in a cookie; the server reads that cookie so the
 * first screen in its HTML already has the reader's size (`<html data-text-size>`), the same
 * attribute the client sets, which src/ui/poem-text/poem-text.css scales the verses by.
 */
export const TEXT_SIZES = ['s', 'm', 'l', 'xl', 'xxl'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const DEFAULT_TEXT_SIZE: TextSize = 'm';

/** Each step's scale of the verses' size (poem-text.css holds the same, tested). */
export const TEXT_SIZE_SCALE: Readonly<Record<TextSize, number>> = {
  s: 0.9,
  m: 1,
  l: 1.15,
  xl: 1.3,
  xxl: 1.5,
};

/** The cookie the client writes and the server reads (not HttpOnly: the page writes it). */
export const TEXT_SIZE_COOKIE = 'taalif-text-size';

export const isTextSize = (value: unknown): value is TextSize =>
  typeof value === 'string' && (TEXT_SIZES as readonly string[]).includes(value);

/** The step a request's Cookie header names, or undefined (none, or not one of ours). */
export function textSizeOfCookies(header: string | undefined): TextSize | undefined {
  const value = new RegExp(`(?:^|;\\s*)${TEXT_SIZE_COOKIE}=([^;]*)`).exec(header ?? '')?.[1];
  return isTextSize(value) ? value : undefined;
}
