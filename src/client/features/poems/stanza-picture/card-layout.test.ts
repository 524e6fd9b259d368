/**
 * The stanza card's layout with a fake measure (jsdom has no canvas): every character is half
 * its font's size wide, so widths are easy to reason about. Wrapping and its hanging indent,
 * each text's side and direction in French and Arabic, Wolofal right to left, and the height
 * cap (smaller verses first, then a cut that says so).
 */
import { describe, expect, it } from 'vitest';
import {
  CARD_MAX_HEIGHT,
  CARD_MIN_HEIGHT,
  CARD_WIDTH,
  cardFontRequests,
  ellipsize,
  layoutStanzaCard,
  wrapText,
  type CardBlock,
  type CardLine,
  type CardTexts,
} from './card-layout';

const sizeOf = (font: string) => Number(/([\d.]+)px/.exec(font)![1]);
const measure = (text: string, font: string) => Array.from(text).length * sizeOf(font) * 0.5;
const PAD = 48;

const texts = (direction: 'ltr' | 'rtl', over: Partial<CardTexts> = {}): CardTexts => ({
  title: 'Tëgg caam',
  poet: direction === 'rtl' ? 'أغاني شعبية' : 'Chants populaires',
  brand: 'Taalif',
  link: 'taalif.example/poem/tegg-caam#stanza-2',
  cutNote: direction === 'rtl' ? 'المقطع مختصر: تتمته عبر الرابط.' : 'Strophe abrégée.',
  direction,
  ...over,
});

const latin: CardBlock = {
  script: 'latin',
  verses: ['Uppël ko uppël taal bi', 'Caam baylo buuru mbaar'],
};
// Long enough to wrap at 28 px (14 px a character, 624 px a line: 44 characters).
const LONG_VERSE =
  'Jàmbaar nga momar caam ca mbaar ma te yaa ngi nekk ci biir xol bu sedd ak bu tàng';
const wolofal: CardBlock = {
  script: 'wolofal',
  verses: ['جَامْبَارْ ڠَ مُومَرْ چَامْ چَ مْبَارْ مَ تࣹ يَا ڠِ نࣹکْ چِ بِيرْ خُولْ بُ سࣹدّْ اَکْ بُ تَانْگْ'],
};

const lineWith = (lines: CardLine[], text: string) => lines.find((l) => l.text === text)!;

describe('wrapText', () => {
  const font = '400 20px serif'; // 10 px a character

  it('breaks on spaces, the first line its own width and the next ones theirs', () => {
    expect(wrapText('aaaa bbbb cccc dddd', 100, 100, font, measure)).toEqual([
      'aaaa bbbb',
      'cccc dddd',
    ]);
    expect(wrapText('aaaa bbbb cccc dddd', 100, 50, font, measure)).toEqual([
      'aaaa bbbb',
      'cccc',
      'dddd',
    ]);
  });

  it('breaks a word wider than a line between its characters', () => {
    expect(wrapText('taalif.example/poem/abc', 100, 100, font, measure)).toEqual([
      'taalif.exa',
      'mple/poem/',
      'abc',
    ]);
  });

  it('gives one empty line for an empty text', () => {
    expect(wrapText('  ', 100, 100, font, measure)).toEqual(['']);
  });

  it('ellipsizes on a word, then on characters', () => {
    expect(ellipsize('aaaa bbbb cccc', 100, font, measure)).toBe('aaaa bbbb…');
    expect(ellipsize('aaaaaaaaaaaaaa', 50, font, measure)).toBe('aaaa…');
  });
});

describe('layoutStanzaCard, left to right (French)', () => {
  const layout = layoutStanzaCard(
    [{ script: 'latin', verses: [LONG_VERSE] }],
    texts('ltr'),
    measure,
  );

  it('puts the card’s texts and the verses on the left, left to right', () => {
    for (const line of layout.lines) {
      expect(line.align).toBe('left');
      expect(line.direction).toBe('ltr');
      expect(line.x).toBeGreaterThanOrEqual(PAD);
    }
    expect(lineWith(layout.lines, 'Tëgg caam').x).toBe(PAD);
    expect(lineWith(layout.lines, 'Taalif').x).toBe(PAD);
  });

  it('wraps a long verse to the card’s width, hanging 1.5 em from its first line', () => {
    const verse = layout.lines.filter((l) => l.font.includes('28px'));
    expect(verse.length).toBeGreaterThan(1);
    expect(verse.map((l) => l.text).join(' ')).toBe(LONG_VERSE);
    expect(verse[0]!.x).toBe(PAD);
    expect(verse[1]!.x).toBe(PAD + 1.5 * 28);
    for (const line of verse)
      expect(line.x + measure(line.text, line.font)).toBeLessThanOrEqual(CARD_WIDTH - PAD);
  });

  it('reads top to bottom: title, poet, verses, then the name and the link', () => {
    const order = ['Tëgg caam', 'Chants populaires', 'Taalif', texts('ltr').link].map(
      (text) => lineWith(layout.lines, text).y,
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const firstVerse = layout.lines.find((l) => LONG_VERSE.startsWith(l.text))!;
    expect(firstVerse.y).toBeGreaterThan(order[1]!);
    expect(firstVerse.y).toBeLessThan(order[2]!);
  });

  it('makes a short stanza a 4:3 card, its link at the bottom', () => {
    const short = layoutStanzaCard([latin], texts('ltr'), measure);
    expect(short.height).toBe(CARD_MIN_HEIGHT);
    expect(short.isCut).toBe(false);
    const link = lineWith(short.lines, texts('ltr').link);
    expect(short.height - link.y).toBeLessThan(PAD + 20);
  });
});

describe('layoutStanzaCard, right to left (Arabic interface) and Wolofal', () => {
  const layout = layoutStanzaCard([latin, wolofal], texts('rtl'), measure);
  const right = CARD_WIDTH - PAD;

  it('puts the card’s own texts on the right; the Latin title, the link run left to right', () => {
    const title = lineWith(layout.lines, 'Tëgg caam');
    expect(title).toMatchObject({ x: right, align: 'right', direction: 'ltr' });
    expect(lineWith(layout.lines, 'أغاني شعبية')).toMatchObject({
      x: right,
      align: 'right',
      direction: 'rtl',
    });
    const latinPoet = layoutStanzaCard(
      [latin],
      texts('rtl', { poet: 'Kocc Barma Fall.' }),
      measure,
    );
    expect(lineWith(latinPoet.lines, 'Kocc Barma Fall.')).toMatchObject({
      x: right,
      align: 'right',
      direction: 'ltr',
    });
    expect(lineWith(layout.lines, 'Taalif')).toMatchObject({ x: right, align: 'right' });
    expect(lineWith(layout.lines, texts('rtl').link)).toMatchObject({
      x: right,
      align: 'right',
      direction: 'ltr',
    });
    expect(layout.rects[1]!.x + layout.rects[1]!.width).toBe(right);
  });

  it('keeps the Latin verses left to right, as the poem page does in Arabic', () => {
    expect(lineWith(layout.lines, 'Uppël ko uppël taal bi')).toMatchObject({
      x: PAD,
      align: 'left',
      direction: 'ltr',
    });
  });

  it('draws the Wolofal right to left, after the Latin, its words in reading order', () => {
    const arabic = layout.lines.filter((l) => l.font.includes('Harmattan'));
    expect(arabic.length).toBeGreaterThan(1);
    for (const line of arabic) expect(line).toMatchObject({ align: 'right', direction: 'rtl' });
    expect(arabic[0]!.x).toBe(right);
    expect(arabic[1]!.x).toBe(right - 1.5 * 34);
    // Logical order: the verse's first words are on its first line, drawn from the right.
    expect(arabic.map((l) => l.text).join(' ')).toBe(wolofal.verses[0]);
    expect(wolofal.verses[0]!.startsWith(arabic[0]!.text)).toBe(true);
    expect(arabic[0]!.y).toBeGreaterThan(lineWith(layout.lines, 'Caam baylo buuru mbaar').y);
  });

  it('asks for the Wolofal typeface only when there is Wolofal', () => {
    expect(cardFontRequests([latin, wolofal], texts('rtl')).map((r) => r.font)).toEqual([
      expect.stringContaining('600 34px'),
      expect.stringContaining('Noto Serif'),
      expect.stringContaining('Harmattan'),
    ]);
    expect(cardFontRequests([latin], texts('ltr')).some((r) => r.font.includes('Harmattan'))).toBe(
      false,
    );
  });
});

describe('layoutStanzaCard, the height cap', () => {
  const verses = (n: number) => Array.from({ length: n }, (_, i) => `Verse number ${i + 1} of it`);

  it('gives a stanza a little too tall smaller verses, and keeps every verse', () => {
    const layout = layoutStanzaCard(
      [{ script: 'latin', verses: verses(22) }],
      texts('ltr'),
      measure,
    );
    expect(layout.verseScale).toBeLessThan(1);
    expect(layout.isCut).toBe(false);
    expect(layout.height).toBeLessThanOrEqual(CARD_MAX_HEIGHT);
    expect(layout.lines.filter((l) => l.text.startsWith('Verse'))).toHaveLength(22);
  });

  it('cuts a very long stanza with "…" and says so, above the name and link', () => {
    const layout = layoutStanzaCard(
      [{ script: 'latin', verses: verses(60) }],
      texts('ltr'),
      measure,
    );
    expect(layout.isCut).toBe(true);
    expect(layout.height).toBeLessThanOrEqual(CARD_MAX_HEIGHT);
    const shown = layout.lines.filter((l) => l.text.startsWith('Verse'));
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(60);
    expect(shown.at(-1)!.text.endsWith('…')).toBe(true);
    const note = lineWith(layout.lines, 'Strophe abrégée.');
    expect(note.y).toBeGreaterThan(shown.at(-1)!.y);
    expect(note.y).toBeLessThan(lineWith(layout.lines, 'Taalif').y);
    for (const line of layout.lines) expect(line.y).toBeLessThan(layout.height);
  });

  it('cuts a long Wolofal stanza at its logical end (the left, drawn right to left)', () => {
    const long = { script: 'wolofal', verses: Array(40).fill(wolofal.verses[0]) } as CardBlock;
    const layout = layoutStanzaCard([long], texts('rtl'), measure);
    expect(layout.isCut).toBe(true);
    const arabic = layout.lines.filter((l) => l.font.includes('Harmattan'));
    expect(arabic.at(-1)).toMatchObject({ direction: 'rtl', align: 'right' });
    expect(arabic.at(-1)!.text.endsWith('…')).toBe(true);
    expect(lineWith(layout.lines, texts('rtl').cutNote).direction).toBe('rtl');
  });
});
