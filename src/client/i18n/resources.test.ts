import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { resources } from './resources';

/** Every leaf key of a nested translation object, as dotted paths. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('bundled translations', () => {
  const reference = resources.fr;

  it.each(LANGUAGES)('%s has exactly the keys of French, none empty', (lng) => {
    for (const ns of Object.keys(reference) as (keyof typeof reference)[]) {
      expect(keysOf(resources[lng][ns]).sort(), `${lng}/${ns}`).toEqual(
        keysOf(reference[ns]).sort(),
      );
      const empty = keysOf(resources[lng][ns]).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>(
            (node, part) => (node as Record<string, unknown>)[part],
            resources[lng][ns],
          );
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, `${lng}/${ns}`).toEqual([]);
    }
  });

  it('keeps interpolation placeholders in every language', () => {
    for (const lng of LANGUAGES)
      expect(resources[lng].common.language.choose).toContain('{{current}}');
  });
});
