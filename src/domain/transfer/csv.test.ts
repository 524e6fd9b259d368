import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, guardCell, readCsv, unguardCell, writeCsv } from './csv';

describe('writeCsv', () => {
  it('starts with a BOM, ends records with CRLF and quotes what RFC 4180 says', () => {
    const text = writeCsv([
      ['title', 'content'],
      ['Ñaari "baat"', 'line one\nline two, after a comma'],
    ]);
    expect(text).toBe(
      '\uFEFFtitle,content\r\n"Ñaari ""baat""","line one\nline two, after a comma"\r\n',
    );
  });

  it('puts an apostrophe before a cell a spreadsheet would run as a formula', () => {
    for (const cell of ['=1+1', '+33 6', '-5', '@SUM(A1)', '\t=x', "'quoted"])
      expect(guardCell(cell)).toBe(`'${cell}`);
    for (const cell of ['Kocc', '1-2', 'a=b', '']) expect(guardCell(cell)).toBe(cell);
    expect(writeCsv([['=HYPERLINK("http://x")']])).toBe('\uFEFF"\'=HYPERLINK(""http://x"")"\r\n');
  });
});

describe('readCsv', () => {
  it('reads quoted fields with quotes, commas and newlines, CRLF or LF, without the BOM', () => {
    expect(readCsv('\uFEFFa,b\r\n"x ""y""","1,\r\n2"\nlast,\r\n')).toEqual([
      ['a', 'b'],
      ['x "y"', '1,\r\n2'],
      ['last', ''],
    ]);
  });

  it('removes the guard it finds, and only that', () => {
    expect(readCsv("'=1+1,'-5,'Kocc,''x\n")).toEqual([['=1+1', '-5', "'Kocc", "'x"]]);
    expect(unguardCell("'Kocc")).toBe("'Kocc");
  });

  it('refuses a quote left open, saying on which line it starts', () => {
    expect(() => readCsv('a,b\n"open,\nnever closed')).toThrow(CsvSyntaxError);
    try {
      readCsv('a,b\n"open');
    } catch (error) {
      expect((error as CsvSyntaxError).line).toBe(2);
    }
  });

  it('reads back exactly what writeCsv wrote, whatever the cells hold', () => {
    const cell = fc.string({
      unit: fc.constantFrom('a', 'ë', ',', '"', '\n', '\r', '=', '+', '-', '@', "'", '\t', ' '),
    });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1 }),
        (rows) => {
          expect(readCsv(writeCsv(rows))).toEqual(rows);
        },
      ),
    );
  });
});
