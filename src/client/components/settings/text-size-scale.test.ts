/**
 * The drawer names each text size by its scale (domain: TEXT_SIZE_SCALE) and the poem text's
 * stylesheet applies it (--poem-text-scale per <html data-text-size>): the two must agree, or a
 * reader picking "130%" would get another size.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEXT_SIZE, TEXT_SIZE_SCALE, TEXT_SIZES } from '@domain/first-screen/text-size';

const css = readFileSync(join(__dirname, '../../../ui/poem-text/poem-text.css'), 'utf8');

/** Each size's --poem-text-scale in the stylesheet (the default is the :root rule). */
function stylesheetScales(): Record<string, number> {
  const scales: Record<string, number> = {};
  for (const [, size, value] of css.matchAll(
    /:root(?:\[data-text-size='([a-z]+)'\])?\s*\{\s*--poem-text-scale:\s*([\d.]+);/g,
  ))
    scales[size ?? DEFAULT_TEXT_SIZE] = Number(value);
  return scales;
}

describe('text size scales', () => {
  it('are the same in the domain and in poem-text.css, for every step', () => {
    const expected = Object.fromEntries(TEXT_SIZES.map((size) => [size, TEXT_SIZE_SCALE[size]]));
    expect(stylesheetScales()).toEqual(expected);
  });
});
