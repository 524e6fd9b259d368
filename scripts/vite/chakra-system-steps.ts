/**
 * Chakra's `createSystem` in steps, so the page can make the system in several short tasks
 * instead of one long one.
 *
 * `createSystem` merges the configs, builds the token dictionary (every token, its CSS
 * variable, its references) and the style utilities in one synchronous call: 45–70 ms on
 * this machine's Chromium before the first render, four times that on Lighthouse's
 * simulated phone, all of it one task that blocks input (TBT). The build turns it into a
 * generator that pauses after each step, exposed as `createSystem.inSteps`; `createSystem`
 * itself runs the steps to the end, so every other caller sees no change. main.tsx runs
 * the steps with a pause to the browser between them (theme/system.ts).
 *
 * The dev server and the tests keep Chakra's module as it is (`inSteps` is absent there).
 * If an upgrade of Chakra moves a patched line, the build fails here; review the steps then.
 */
import type { Plugin } from 'vite';
import { CHAKRA_SYSTEM_FILE } from './chakra-global-css';
import { replaceLine } from './chakra-patch';

export const CHAKRA_TOKEN_DICTIONARY_FILE =
  /@chakra-ui\/react\/dist\/esm\/styled-system\/token-dictionary\.js$/;

/** Runs a generator to its end: the synchronous function the module still exports. */
const RUN_TO_END =
  'function runToEnd(steps) { for (;;) { const step = steps.next(); if (step.done) return step.value; } }';

type Edit = readonly [line: string, replacement: string];

function applyEdits(code: string, edits: readonly Edit[], file: string): string {
  return edits.reduce(
    (patched, [line, replacement]) =>
      replaceLine(
        patched,
        line,
        replacement,
        `chakra-system-steps: @chakra-ui/react changed ${file} (no longer has "${line.trim()}"); ` +
          'review scripts/vite/chakra-system-steps.ts',
      ),
    code,
  );
}

/** The token dictionary: a pause after the tokens are registered and after each build step. */
export function patchTokenDictionary(code: string): string {
  return applyEdits(
    code,
    [
      [
        'function createTokenDictionary(options) {',
        'function* createTokenDictionaryInSteps(options) {',
      ],
      ['  function build() {', '  function* build() {'],
      ['    addConditionalTokens();', '    addConditionalTokens(); yield;'],
      ['    addReferences();', '    addReferences(); yield;'],
      ['    expandTokenReferences$1();', '    expandTokenReferences$1(); yield;'],
      ['    applyMiddlewares("post");', '    applyMiddlewares("post"); yield;'],
      ['    applyTransforms("post");', '    applyTransforms("post"); yield;'],
      ['  registerTokens();', '  registerTokens(); yield;'],
      ['  build();\n  return dictionary;', '  yield* build();\n  return dictionary;'],
      [
        'export { createTokenDictionary, tokenCategories };',
        `${RUN_TO_END}\nconst createTokenDictionary = (options) => runToEnd(createTokenDictionaryInSteps(options));\n` +
          'export { createTokenDictionary, createTokenDictionaryInSteps, tokenCategories };',
      ],
    ],
    'token-dictionary.js',
  );
}

/** The system: pauses after merging the configs, inside the dictionary, and after it. */
export function patchSystem(code: string): string {
  return applyEdits(
    code,
    [
      [
        "import { createTokenDictionary } from './token-dictionary.js';",
        "import { createTokenDictionaryInSteps } from './token-dictionary.js';",
      ],
      ['function createSystem(...configs) {', 'function* createSystemInSteps(...configs) {'],
      [
        '  const config = mergeConfigs(...configs);',
        '  const config = mergeConfigs(...configs); yield;',
      ],
      [
        '  const tokens = createTokenDictionary({',
        '  const tokens = yield* createTokenDictionaryInSteps({',
      ],
      [
        '  const breakpoints = createBreakpoints(',
        '  yield;\n  const breakpoints = createBreakpoints(',
      ],
      [
        '  const tokenMap = getTokenMap(tokens);',
        '  yield;\n  const tokenMap = getTokenMap(tokens);',
      ],
      [
        'export { createSystem, isValidSystem };',
        `${RUN_TO_END}\nconst createSystem = (...configs) => runToEnd(createSystemInSteps(...configs));\n` +
          'createSystem.inSteps = createSystemInSteps;\nexport { createSystem, isValidSystem };',
      ],
    ],
    'system.js',
  );
}

export function chakraSystemSteps(): Plugin {
  return {
    name: 'taalif:chakra-system-steps',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      // Lines become generator lines, one for one (two gain a line): the source map of these
      // two modules drifts by a line at most.
      if (CHAKRA_SYSTEM_FILE.test(file)) return { code: patchSystem(code), map: null };
      if (CHAKRA_TOKEN_DICTIONARY_FILE.test(file))
        return { code: patchTokenDictionary(code), map: null };
      return null;
    },
  };
}
