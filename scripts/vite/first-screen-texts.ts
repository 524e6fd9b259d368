/**
 * The interface texts of the server's first screen (src/server/first-screen), taken at build
 * time from the client's own translations (src/client/i18n/locales), so a label has one
 * source: the build writes the namespaces that screen uses, in every language, to
 * `dist/client/first-screen-texts.json`, which the server reads at start-up beside the
 * build's manifest. The server never imports client code.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../../src/domain/i18n/languages';
import {
  FIRST_SCREEN_NAMESPACES,
  FIRST_SCREEN_TEXTS_FILE,
  type FirstScreenTexts,
} from '../../src/domain/first-screen/first-screen-texts';

/** Every language's first-screen namespaces, read from `localesDir/<language>/<namespace>.json`. */
export function readFirstScreenTexts(localesDir: string): FirstScreenTexts {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        FIRST_SCREEN_NAMESPACES.map((namespace) => [
          namespace,
          JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')),
        ]),
      ),
    ]),
  ) as FirstScreenTexts;
}

export function firstScreenTexts(localesDir: string): Plugin {
  return {
    name: 'taalif:first-screen-texts',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: FIRST_SCREEN_TEXTS_FILE,
        source: JSON.stringify(readFirstScreenTexts(localesDir)),
      });
    },
  };
}
