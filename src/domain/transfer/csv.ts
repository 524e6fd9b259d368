/**
 * CSV as RFC 4180 writes it (no CSV library is a dependency, and this is small): fields
 * separated by commas, records by CRLF, a field quoted when it holds a comma, a quote, a CR or
 * a LF, its quotes doubled. A written file starts with a UTF-8 byte order mark so spreadsheet
 * programs read Wolof's letters (ë, ñ, ŋ) as UTF-8; the reader drops it.
 *
 * Formula injection: a spreadsheet runs a cell that starts with = + - @ (or a tab or CR before
 * one) as a formula, so such a cell is written with a leading apostrophe, which spreadsheets
 * show as text. So that an export read back changes nothing, a cell starting with an apostrophe
 * gets one too, and the reader removes exactly one apostrophe before any of those characters.
 */

const BOM = '\uFEFF';
/** What a spreadsheet may take for the start of a formula, and the guard itself. */
const GUARDED_START = /^[=+\-@\t\r']/;
const GUARDED_AFTER_APOSTROPHE = /^'[=+\-@\t\r']/;

/** The cell as written: with an apostrophe before what a spreadsheet would run. */
export const guardCell = (cell: string): string => (GUARDED_START.test(cell) ? `'${cell}` : cell);

/** The cell as it was before guardCell. */
export const unguardCell = (cell: string): string =>
  GUARDED_AFTER_APOSTROPHE.test(cell) ? cell.slice(1) : cell;

const quoted = (field: string) =>
  /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;

/** The rows (the header first) as a CSV file's text, BOM included, each cell guarded. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return (
    BOM + rows.map((row) => row.map((c) => quoted(guardCell(c))).join(',')).join('\r\n') + '\r\n'
  );
}

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`Unclosed quote starting on line ${line}`);
  }
}

/**
 * The rows of a CSV text, cells unguarded: RFC 4180, also read with LF line ends (files edited
 * by hand); an empty last line is not a row. Throws CsvSyntaxError for a quote left open.
 */
export function readCsv(text: string): string[][] {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quotedCell = false;
  let line = 1;
  let quoteLine = 0;
  let i = 0;
  const endCell = () => {
    row.push(unguardCell(cell));
    cell = '';
    quotedCell = false;
  };
  while (i < source.length) {
    const char = source[i]!;
    if (char === '"' && cell === '' && !quotedCell) {
      quotedCell = true;
      quoteLine = line;
      i++;
      // Inside quotes until a lone closing quote.
      for (;;) {
        if (i >= source.length) throw new CsvSyntaxError(quoteLine);
        const c = source[i]!;
        if (c === '"') {
          if (source[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (c === '\n') line++;
        cell += c;
        i++;
      }
      continue;
    }
    if (char === ',') {
      endCell();
      i++;
    } else if (char === '\r' || char === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i += char === '\r' && source[i + 1] === '\n' ? 2 : 1;
      line++;
    } else {
      cell += char;
      i++;
    }
  }
  if (cell !== '' || quotedCell || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
}
