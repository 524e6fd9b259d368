/**
 * Which source files a built script's bytes come from, read from the source map the client
 * build writes beside every chunk (vite.config.ts: `build.sourcemap`). Each generated segment
 * (source map v3, base64 VLQ) runs from its column to the next segment's on the same line;
 * its bytes belong to the source the segment names. Bytes no segment names (the bundler's
 * glue, line ends) belong to none. A chunk shared by several features is thereby split by
 * file, which its name alone cannot say.
 *
 * The map is read with source-map-js (Vite's own reader, so nothing new is installed).
 */
import { SourceMapConsumer } from 'source-map-js';

export interface SourceMap {
  sources: string[];
  mappings: string;
}

/**
 * The generated code of `code` per source file, in the order met (a source's pieces joined,
 * line ends left out), the code of no source under ''. Columns are UTF-16 units, as the
 * format counts them.
 */
export function codeBySource(code: string, map: SourceMap): Map<string, string> {
  const pieces = new Map<string, string[]>();
  const add = (source: string, text: string) => {
    if (text === '') return;
    const list = pieces.get(source);
    if (list) list.push(text);
    else pieces.set(source, [text]);
  };
  // Where each generated segment starts, by generated line (0-based), in the code's order.
  const startsByLine: { column: number; source: string }[][] = [];
  new SourceMapConsumer({ version: '3', names: [], ...map }).eachMapping(
    ({ generatedLine, generatedColumn, source }) => {
      (startsByLine[generatedLine - 1] ??= []).push({
        column: generatedColumn,
        source: source ?? '',
      });
    },
    undefined,
    SourceMapConsumer.GENERATED_ORDER,
  );
  for (const [row, line] of code.split('\n').entries()) {
    const starts = startsByLine[row] ?? [];
    add('', line.slice(0, starts[0]?.column ?? line.length));
    for (const [i, start] of starts.entries())
      add(start.source, line.slice(start.column, starts[i + 1]?.column ?? line.length));
  }
  return new Map([...pieces].map(([source, list]) => [source, list.join('')]));
}
