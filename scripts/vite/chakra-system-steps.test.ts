import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SystemContext } from '@chakra-ui/react';
import { afterAll, describe, expect, it } from 'vitest';
import { getSystem } from '../../src/client/theme/system';
import { installedChakraModule, patchedCopyOf } from './chakra-patch';
import { CHAKRA_SYSTEM_FILE } from './chakra-global-css';
import {
  CHAKRA_TOKEN_DICTIONARY_FILE,
  patchSystem,
  patchTokenDictionary,
} from './chakra-system-steps';

type Config = SystemContext['_config'];
type CreateSystem = ((config: Config) => SystemContext) & {
  inSteps: (config: Config) => Generator<void, SystemContext>;
};

const systemFile = installedChakraModule('system.js');
const dictionaryFile = installedChakraModule('token-dictionary.js');
const patchedSystem = patchedCopyOf(systemFile);
const patchedDictionary = patchedCopyOf(dictionaryFile);

afterAll(() => {
  rmSync(patchedSystem, { force: true });
  rmSync(patchedDictionary, { force: true });
});

/** The patched pair of modules, the system importing the patched dictionary. */
async function importPatched(): Promise<CreateSystem> {
  writeFileSync(patchedDictionary, patchTokenDictionary(readFileSync(dictionaryFile, 'utf8')));
  writeFileSync(
    patchedSystem,
    patchSystem(readFileSync(systemFile, 'utf8')).replace(
      "'./token-dictionary.js'",
      `'./${basename(patchedDictionary)}'`,
    ),
  );
  const module = (await import(pathToFileURL(patchedSystem).href)) as {
    createSystem: CreateSystem;
  };
  return module.createSystem;
}

/** What the page reads from a system: every token, its CSS variables, and styles made with it. */
const fingerprint = (system: SystemContext) => ({
  tokens: system.tokens.allTokens.map((token) => [token.name, token.value]),
  cssVars: [...system.tokens.cssVarMap].map(([condition, vars]) => [condition, [...vars]]),
  tokenCss: system.getTokenCss(),
  css: system.css({ color: 'fg.muted', px: '4', _dark: { bg: 'primary.solid' } }),
  token: system.token('colors.primary.solid'),
  properties: [...system.properties].length,
});

describe('chakraSystemSteps', () => {
  const original = getSystem();

  it('finds its lines in the installed Chakra (an upgrade that moves one fails here)', () => {
    expect(CHAKRA_SYSTEM_FILE.test(systemFile)).toBe(true);
    expect(CHAKRA_TOKEN_DICTIONARY_FILE.test(dictionaryFile)).toBe(true);
    expect(() => patchSystem(readFileSync(systemFile, 'utf8'))).not.toThrow();
    expect(() => patchTokenDictionary(readFileSync(dictionaryFile, 'utf8'))).not.toThrow();
  });

  it('refuses code it does not recognise', () => {
    expect(() => patchSystem('function createSystem(config) { return config; }')).toThrow(
      /changed system\.js/,
    );
    expect(() => patchTokenDictionary('function createTokenDictionary() {}')).toThrow(
      /changed token-dictionary\.js/,
    );
  });

  it('makes, step by step, the same system as createSystem in one call', async () => {
    const createSystem = await importPatched();
    const steps = createSystem.inSteps(original._config);
    let pauses = 0;
    let next = steps.next();
    for (; !next.done; next = steps.next()) pauses += 1;
    // Merging, the dictionary's phases, the utilities and the rest: each its own task.
    expect(pauses).toBeGreaterThanOrEqual(8);
    expect(fingerprint(next.value)).toEqual(fingerprint(original));
  });

  it('keeps createSystem a synchronous function for every other caller', async () => {
    const createSystem = await importPatched();
    expect(fingerprint(createSystem(original._config))).toEqual(fingerprint(original));
  });
});
