import { describe, expect, it } from 'vitest';
import { splitStanzas, splitVerses } from './split-stanzas';

describe('splitStanzas', () => {
  it.each<[string, string, string[]]>([
    ['one stanza', 'Buur du mbokk\nDoomu jiitle du doom', ['Buur du mbokk\nDoomu jiitle du doom']],
    ['blank line', 'Rus naako\n\nGërëm na baay', ['Rus naako', 'Gërëm na baay']],
    ['several blank lines', 'a\n\n\n\nb', ['a', 'b']],
    ['whitespace-only lines', 'a\n  \t\n \nb', ['a', 'b']],
    ['CRLF', 'a\r\nb\r\n\r\nc\r\n', ['a\r\nb', 'c']],
    ['CRLF with a whitespace line', 'a\r\n \r\nb', ['a', 'b']],
    ['old Mac line breaks', 'a\r\rb', ['a', 'b']],
    ['blank lines at both ends', '\n \n a\n\nb \n\n', [' a', 'b ']],
    ['empty', '', []],
    ['blank only', ' \n\t\n', []],
    ['no blank line: one stanza', 'a\nb\nc', ['a\nb\nc']],
  ])('%s', (_name, content, expected) => {
    expect(splitStanzas(content)).toEqual(expected);
  });
});

describe('splitVerses', () => {
  it.each<[string, string, string[]]>([
    ['LF', 'Ana li may séen ?\nAna toolu baay ?', ['Ana li may séen ?', 'Ana toolu baay ?']],
    ['CRLF', 'a\r\nb', ['a', 'b']],
    ['drops whitespace-only lines', 'a\n \nb\n', ['a', 'b']],
    ['keeps inner spacing', '  a b ', ['  a b ']],
    ['empty', '', []],
  ])('%s', (_name, stanza, expected) => {
    expect(splitVerses(stanza)).toEqual(expected);
  });
});
