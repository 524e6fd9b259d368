/**
 * A build-time fix for a hot path of Chakra UI 3.37 (the version TOOLCHAIN.md pins).
 *
 * `createConditions().has(key)` answers with `Object.keys(values).includes(key)`: a fresh
 * array of every condition (about 150) for each style property Chakra resolves, which it
 * does for every design token in `createSystem` (while the entry script evaluates, before
 * anything paints) and for every styled element rendered. An own-property lookup gives the
 * same answer (the object is built with Object.assign, so its own keys are its keys()).
 * Measured in Node, 20 × createSystem with our theme: 443 ms → 291 ms.
 *
 * If an upgrade of Chakra changes that line, the build fails here instead of silently
 * losing the fix; check whether it is still needed and update or remove this plugin.
 */
import type { Plugin } from 'vite';
import { replaceLine } from './chakra-patch';

export const CHAKRA_CONDITIONS_FILE =
  /@chakra-ui\/react\/dist\/esm\/styled-system\/conditions\.js$/;

const SLOW_LOOKUP = 'return keys().includes(key) ||';
const FAST_LOOKUP = 'return Object.prototype.hasOwnProperty.call(values, key) ||';

/** Chakra's conditions module with the constant-time lookup; throws if the line moved. */
export function patchConditionLookup(code: string): string {
  return replaceLine(
    code,
    SLOW_LOOKUP,
    FAST_LOOKUP,
    'chakra-condition-lookup: @chakra-ui/react changed createConditions().has(); ' +
      'review scripts/vite/chakra-condition-lookup.ts',
  );
}

export function chakraConditionLookup(): Plugin {
  return {
    name: 'taalif:chakra-condition-lookup',
    apply: 'build',
    transform(code, id) {
      if (!CHAKRA_CONDITIONS_FILE.test(id.split('?')[0] ?? '')) return null;
      // Same lines, one expression swapped within its line: no source map to rewrite.
      return { code: patchConditionLookup(code), map: null };
    },
  };
}
