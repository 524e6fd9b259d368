import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CHAKRA_CONDITIONS_FILE, patchConditionLookup } from './chakra-condition-lookup';
import { installedChakraModule, patchedCopyOf } from './chakra-patch';

type Conditions = { keys(): string[]; has(key: string): boolean };
type Breakpoints = unknown;
type CreateConditions = (options: {
  breakpoints: Breakpoints;
  conditions: Record<string, string>;
}) => Conditions;

const conditionsFile = installedChakraModule('conditions.js');
const patchedFile = patchedCopyOf(conditionsFile);

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
