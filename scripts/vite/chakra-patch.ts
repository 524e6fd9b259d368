/**
 * Shared by the build-time fixes of Chakra UI's modules (chakra-*.ts beside this file): one
 * line replaced, and a loud failure when an upgrade of Chakra has moved it.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** `code` with `line` replaced by `replacement`; throws `moved` if `line` is not there. */
export function replaceLine(
  code: string,
  line: string,
  replacement: string,
  moved: string,
): string {
  if (!code.includes(line)) throw new Error(moved);
  return code.replace(line, replacement);
}

/** The installed Chakra module `styled-system/<name>`, found the way the build finds it. */
export function installedChakraModule(name: string): string {
  const esmIndex = createRequire(import.meta.url)
    .resolve('@chakra-ui/react')
    .replace(/dist\/cjs\/index\.cjs$/, 'dist/esm/index.js');
  return join(dirname(esmIndex), 'styled-system', name);
}

/** Where a test writes a patched copy: next to the original, so its relative imports resolve. */
export const patchedCopyOf = (file: string) => file.replace(/\.js$/, `.patched-${process.pid}.js`);
