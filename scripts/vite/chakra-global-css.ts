/**
 * Chakra's global styles as a build-time stylesheet instead of work before the first paint.
 *
 * `createSystem` computes the CSS reset, our `globalCss` and every design token as a CSS
 * variable (about 52 KB) while the entry script evaluates, and `<ChakraProvider>` then
 * serializes it with emotion during the first render. None of it depends on the reader:
 * light and dark, presets and directions are selectors inside it. So the build renders it
 * once, in Node, exactly as the provider would (emotion's own output), and serves it in the
 * page's stylesheet; in the browser `createSystem` skips it (`_global` is left empty).
 *
 * The dev server keeps Chakra's runtime path: the virtual stylesheet is empty there and
 * Chakra's module is not patched (Vite pre-bundles it).
 *
 * If an upgrade of Chakra changes the patched line, the build fails here instead of silently
 * shipping the styles twice or not at all; review this plugin then.
 */
import type { SystemContext } from '@chakra-ui/react';
import type { Plugin } from 'vite';
import { replaceLine } from './chakra-patch';

export const CHAKRA_SYSTEM_FILE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
export const CHAKRA_GLOBAL_CSS_MODULE = 'virtual:chakra-global.css';
const RESOLVED_MODULE = `\0${CHAKRA_GLOBAL_CSS_MODULE}`;

const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
// The getters stay on the system for anyone who asks; only the eager call goes.
const PREBUILT_GLOBAL = 'const _global = []; /* prebuilt: scripts/vite/chakra-global-css.ts */';

/** Chakra's system module without the eager global styles; throws if the line moved. */
export function patchEagerGlobalCss(code: string): string {
  return replaceLine(
    code,
    EAGER_GLOBAL,
    PREBUILT_GLOBAL,
    'chakra-global-css: @chakra-ui/react changed how createSystem builds _global; ' +
      'review scripts/vite/chakra-global-css.ts',
  );
}

/**
 * The CSS `<ChakraProvider value={system}>` inserts: its layer order and its global styles,
 * rendered on the server, where emotion writes each `<Global>` as a style element.
 */
export async function renderChakraGlobalCss(system: SystemContext): Promise<string> {
  const [{ default: createCache }, { CacheProvider }, { createElement }, { renderToStaticMarkup }] =
    await Promise.all([
      import('@emotion/cache'),
      import('@emotion/react'),
      import('react'),
      import('react-dom/server'),
    ]);
  const { ChakraProvider } = await import('@chakra-ui/react');
  const html = renderToStaticMarkup(
    createElement(
      CacheProvider,
      { value: createCache({ key: 'css' }) },
      createElement(ChakraProvider, { value: system, children: null }),
    ),
  );
  const sheets = [...html.matchAll(/<style data-emotion="[^"]*">([^<]*)<\/style>/g)];
  if (sheets.length === 0) throw new Error('chakra-global-css: ChakraProvider rendered no style');
  return sheets.map(([, css]) => css).join('\n');
}

/** The virtual stylesheet (main.tsx imports it) and the patch of Chakra's system module. */
export function chakraGlobalCss(loadSystem: () => Promise<SystemContext>): Plugin {
  let building = false;
  return {
    name: 'taalif:chakra-global-css',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === CHAKRA_GLOBAL_CSS_MODULE ? RESOLVED_MODULE : null;
    },
    async load(id) {
      if (id !== RESOLVED_MODULE) return null;
      return building ? renderChakraGlobalCss(await loadSystem()) : '';
    },
    transform(code, id) {
      if (!building || !CHAKRA_SYSTEM_FILE.test(id.split('?')[0] ?? '')) return null;
      // One line replaced by one line: no source map to rewrite.
      return { code: patchEagerGlobalCss(code), map: null };
    },
  };
}
