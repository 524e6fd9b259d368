import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CHAKRA_CONDITIONS_FILE, patchConditionLookup } from './chakra-condition-lookup';

type Conditions = { keys(): string[]; has(key: string): boolean };
type Breakpoints = unknown;
type CreateConditions = (options: {
  breakpoints: Breakpoints;
  conditions: Record<string, string>;
}) => Conditions;

// The installed module, found the way the build finds it.
const esmIndex = createRequire(import.meta.url)
  .resolve('@chakra-ui/react')
  .replace(/dist\/cjs\/index\.cjs$/, 'dist/esm/index.js');
const conditionsFile = join(dirname(esmIndex), 'styled-system', 'conditions.js');
// The patched copy sits next to the original so its relative imports resolve.
const patchedFile = conditionsFile.replace(/\.js$/, `.patched-${process.pid}.js`);

afterAll(() => rmSync(patchedFile, { force: true }));

describe('chakraConditionLookup', () => {
  it('finds its line in the installed Chakra (an upgrade that moves it fails here)', () => {
    expect(CHAKRA_CONDITIONS_FILE.test(conditionsFile)).toBe(true);
    expect(() => patchConditionLookup(readFileSync(conditionsFile, 'utf8'))).not.toThrow();
  });

  it('refuses code it does not recognise', () => {
    expect(() => patchConditionLookup('function has(key) { return true; }')).toThrow(
      /changed createConditions/,
    );
  });

  it('answers has() exactly as Chakra does, for conditions, breakpoints and plain props', async () => {
    writeFileSync(patchedFile, patchConditionLookup(readFileSync(conditionsFile, 'utf8')));
    const load = async (file: string) =>
      ((await import(pathToFileURL(file).href)) as { createConditions: CreateConditions })
        .createConditions;
    const { createBreakpoints } = (await import(
      pathToFileURL(join(dirname(conditionsFile), 'breakpoints.js')).href
    )) as { createBreakpoints: (sizes: Record<string, string>) => Breakpoints };
    const options = {
      breakpoints: createBreakpoints({ sm: '600px', md: '900px', lg: '1200px' }),
      conditions: { hover: '&:hover', dark: '.dark &', rtl: '[dir=rtl] &' },
    };
    const original = (await load(conditionsFile))(options);
    const patched = (await load(patchedFile))(options);
    const probes = [
      ...original.keys(),
      'color',
      'bg',
      'base',
      '_unknown',
      '@media print',
      '& > p',
      'toString',
      'constructor',
      '__proto__',
      'hasOwnProperty',
      '',
    ];
    for (const key of probes) expect([key, patched.has(key)]).toEqual([key, original.has(key)]);
    expect(original.keys().length).toBeGreaterThan(3);
  });
});
