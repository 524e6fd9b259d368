import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { SystemContext } from '@chakra-ui/react';
import { afterAll, describe, expect, it } from 'vitest';
import { getSystem } from '../../src/client/theme/system';

const system = getSystem();
import {
  CHAKRA_SYSTEM_FILE,
  patchEagerGlobalCss,
  renderChakraGlobalCss,
} from './chakra-global-css';
import { installedChakraModule, patchedCopyOf } from './chakra-patch';

const systemFile = installedChakraModule('system.js');
const patchedFile = patchedCopyOf(systemFile);

afterAll(() => rmSync(patchedFile, { force: true }));

describe('renderChakraGlobalCss', () => {
  it('writes the layer order first, then the reset, our global styles and every token variable', async () => {
    const css = await renderChakraGlobalCss(system);
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    // Our globalCss (theme/system.ts): Arabic letters are never spaced apart.
    expect(css).toMatch(/\*:lang\(ar\)\{[^}]*letter-spacing:0 ?!important/);
    // Every variable Chakra would declare at run time, for every condition (base, dark, …);
    // emotion drops a declaration without a value (blurs.none), at run time as here.
    const declared = [...system.tokens.cssVarMap.values()].flatMap((vars) =>
      [...vars].filter(([, value]) => String(value).trim() !== '').map(([name]) => name),
    );
    expect(declared.length).toBeGreaterThan(500);
    expect(declared.filter((name) => !css.includes(`${name}:`))).toEqual([]);
    // Dark mode is a selector inside the sheet, not a run-time choice.
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-bg:#0e1311/);
  });
});

describe('patchEagerGlobalCss', () => {
  it('finds its line in the installed Chakra (an upgrade that moves it fails here)', () => {
    expect(CHAKRA_SYSTEM_FILE.test(systemFile)).toBe(true);
    expect(() => patchEagerGlobalCss(readFileSync(systemFile, 'utf8'))).not.toThrow();
  });

  it('refuses code it does not recognise', () => {
    expect(() => patchEagerGlobalCss('const _global = [getTokenCss()];')).toThrow(
      /changed how createSystem builds _global/,
    );
  });

  it('leaves _global empty and the getters working, so the sheet can still be rendered', async () => {
    writeFileSync(patchedFile, patchEagerGlobalCss(readFileSync(systemFile, 'utf8')));
    const { createSystem } = (await import(pathToFileURL(patchedFile).href)) as {
      createSystem: (config: SystemContext['_config']) => SystemContext;
    };
    const patched = createSystem(system._config);
    expect(patched._global).toEqual([]);
    expect(patched.getTokenCss()).toEqual(system.getTokenCss());
    expect(patched.getGlobalCss()).toEqual(system.getGlobalCss());
  });
});
