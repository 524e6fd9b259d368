/**
 * Which source files a built script's bytes come from, read from the source map the client
 * build writes beside every chunk (vite.config.ts: `build.sourcemap`). Each generated segment
 * (source map v3, base64 VLQ) runs from its column to the next segment's on the same line;
 * its bytes belong to the source the segment names. Bytes no segment names (the bundler's
 * glue, line ends) belong to none. A chunk shared by several features is thereby split by
 * file, which its name alone cannot say.
 *
 * Hand-written because no source map reader is a dependency of the project, and the format's
 * decoding is these thirty lines.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, value) => [char, value]));

/** The numbers of one segment (each a signed VLQ: 5 bits a digit, 6th bit "more", low bit the sign). */
function decodeSegment(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`not a source map digit: ${char}`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
    value = 0;
    shift = 0;
  }
  return values;
}

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
  const lines = code.split('\n');
  const mappedLines = map.mappings.split(';');
  let sourceIndex = 0;
  for (const [row, line] of lines.entries()) {
    const segments = (mappedLines[row] ?? '').split(',').filter((s) => s !== '');
    let column = 0;
    const starts: { column: number; source: string }[] = [];
    for (const segment of segments) {
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta === undefined) starts.push({ column, source: '' });
      else {
        sourceIndex += sourceDelta;
        starts.push({ column, source: map.sources[sourceIndex] ?? '' });
      }
      // The remaining fields (line, column, name) move their own counters, not needed here.
    }
    add('', line.slice(0, starts[0]?.column ?? line.length));
    for (const [i, start] of starts.entries())
      add(start.source, line.slice(start.column, starts[i + 1]?.column ?? line.length));
  }
  return new Map([...pieces].map(([source, list]) => [source, list.join('')]));
}
