/**
 * Where every text of a stanza card goes (the title, the poet, the verses, Taalif's name and
 * the link), in CSS px on a card CARD_WIDTH wide: pure, with the text measured by an injected
 * function (a canvas's measureText in the browser, a fake in the unit tests, jsdom having no
 * canvas). Drawing it is draw-stanza-card.ts's job.
 *
 * Directions: the card's own texts (title and poet, name, link, cut note) stand on the
 * interface's start side, the right in Arabic, each running in its own direction (the title
 * and the link left to right, the poet's name as its letters say, the cut note as the
 * interface). The Latin verses run left to right as on the poem page (its text is `dir="ltr"`
 * in every language), the Wolofal right to left. A verse too long for the card wraps on words
 * and hangs from its first line (1.5 em, as poem-text.css), on its own start side.
 *
 * Height: at most CARD_MAX_HEIGHT (9:16, a phone's screen). A long stanza first gets smaller
 * verses (down to 72 %); what still does not fit is cut after the last whole line that does,
 * which ends with "…", and the card says so (`cutNote`) above the link to the whole stanza.
 */
import { CARD_COLOURS, SERIF, WOLOFAL, cardFont } from './card-style';

export const CARD_WIDTH = 720;
export const CARD_MAX_HEIGHT = 1280;
/** A short stanza still makes a card of 4:3, its footer at the bottom. */
export const CARD_MIN_HEIGHT = 540;
const PAD = 48;
const INNER = CARD_WIDTH - 2 * PAD;
const BAND = 8;
const RULE = { width: 64, height: 3 };
/** The verses' sizes tried, in order, before a stanza is cut. */
const VERSE_SCALES = [1, 0.92, 0.85, 0.78, 0.72] as const;
const ELLIPSIS = '…';

interface TypeStyle {
  weight: number;
  size: number;
  lineHeight: number;
  family: string;
  colour: string;
}

const TYPE = {
  title: { weight: 600, size: 34, lineHeight: 1.3, family: SERIF, colour: CARD_COLOURS.ink },
  poet: { weight: 400, size: 22, lineHeight: 1.45, family: SERIF, colour: CARD_COLOURS.muted },
  latin: { weight: 400, size: 28, lineHeight: 1.6, family: SERIF, colour: CARD_COLOURS.ink },
  // Harmattan's letters are small for their size and its marks need room (poem-text.css).
  wolofal: { weight: 400, size: 34, lineHeight: 1.9, family: WOLOFAL, colour: CARD_COLOURS.ink },
  brand: { weight: 600, size: 24, lineHeight: 1.4, family: SERIF, colour: CARD_COLOURS.brand },
  small: { weight: 400, size: 17, lineHeight: 1.5, family: SERIF, colour: CARD_COLOURS.muted },
} satisfies Record<string, TypeStyle>;

export type CardScript = 'latin' | 'wolofal';
export type Direction = 'ltr' | 'rtl';

/** One script's verses of the stanza. */
export interface CardBlock {
  script: CardScript;
  verses: readonly string[];
}

/** The card's own texts, already in the interface's language. */
export interface CardTexts {
  title: string;
  poet?: string;
  /** The app's name. */
  brand: string;
  /** The stanza's link as shown (no scheme). */
  link: string;
  /** Said under a cut stanza. */
  cutNote: string;
  /** The interface's direction. */
  direction: Direction;
}

/** The width of `text` drawn in `font` (a canvas font shorthand), in CSS px. */
export type MeasureText = (text: string, font: string) => number;

/** One line of text: drawn at (x, y), `y` its middle, aligned on `align`'s side of x. */
export interface CardLine {
  text: string;
  font: string;
  colour: string;
  x: number;
  y: number;
  align: 'left' | 'right';
  direction: Direction;
}

export interface CardRect {
  x: number;
  y: number;
  width: number;
  height: number;
  colour: string;
}

export interface CardLayout {
  width: number;
  height: number;
  lines: CardLine[];
  rects: CardRect[];
  /** The verses' size, 1 as designed. */
  verseScale: number;
  /** Lines of the stanza were left out. */
  isCut: boolean;
}

type Edge = 'left' | 'right';

interface Row {
  text: string;
  font: string;
  colour: string;
  edge: Edge;
  inset: number;
  direction: Direction;
  height: number;
  /** A verse line (may be cut), not one of the card's own texts. */
  isVerse: boolean;
}
type Entry = Row | { gap: number } | { rule: Edge };

/** A name's own direction, from its first letter (as `dir="auto"`): Arabic letters, right to left. */
const directionOfText = (text: string): Direction =>
  /^[^\p{L}]*\p{Script=Arabic}/u.test(text) ? 'rtl' : 'ltr';

const fontOf = (style: TypeStyle, scale = 1) =>
  cardFont(style.weight, style.size * scale, style.family);

/**
 * `text` in lines, breaking on spaces: the first line `firstWidth` wide, the next ones
 * `restWidth` (a hanging indent); a word wider than a line is broken between characters.
 */
export function wrapText(
  text: string,
  firstWidth: number,
  restWidth: number,
  font: string,
  measure: MeasureText,
): string[] {
  const lines: string[] = [];
  let line = '';
  const widthNow = () => (lines.length === 0 ? firstWidth : restWidth);
  const push = () => {
    lines.push(line);
    line = '';
  };
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, font) <= widthNow()) {
      line = candidate;
      continue;
    }
    if (line) push();
    if (measure(word, font) <= widthNow()) {
      line = word;
      continue;
    }
    for (const char of Array.from(word)) {
      if (line && measure(line + char, font) > widthNow()) push();
      line += char;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/** `text` with "…" at its end, words (then characters) dropped until it fits `width`. */
export function ellipsize(text: string, width: number, font: string, measure: MeasureText) {
  let kept = text.trimEnd();
  while (kept && measure(kept + ELLIPSIS, font) > width) {
    const space = kept.lastIndexOf(' ');
    kept = space > 0 ? kept.slice(0, space).trimEnd() : Array.from(kept).slice(0, -1).join('');
  }
  return kept + ELLIPSIS;
}

function textRows(
  text: string,
  style: TypeStyle,
  edge: Edge,
  direction: Direction,
  measure: MeasureText,
  { scale = 1, hanging = false, isVerse = false } = {},
): Row[] {
  const font = fontOf(style, scale);
  const size = style.size * scale;
  const indent = hanging ? 1.5 * size : 0;
  return wrapText(text, INNER, INNER - indent, font, measure).map((line, index) => ({
    text: line,
    font,
    colour: style.colour,
    edge,
    inset: index === 0 ? 0 : indent,
    direction,
    height: size * style.lineHeight,
    isVerse,
  }));
}

const heightOf = (entries: readonly Entry[]) =>
  entries.reduce((sum, e) => sum + ('gap' in e ? e.gap : 'rule' in e ? RULE.height : e.height), 0);

function verseEntries(blocks: readonly CardBlock[], scale: number, measure: MeasureText) {
  const entries: Entry[] = [];
  for (const [index, block] of blocks.entries()) {
    if (index > 0) entries.push({ gap: 28 * scale });
    const style = block.script === 'wolofal' ? TYPE.wolofal : TYPE.latin;
    const edge: Edge = block.script === 'wolofal' ? 'right' : 'left';
    const direction: Direction = block.script === 'wolofal' ? 'rtl' : 'ltr';
    for (const verse of block.verses)
      entries.push(
        ...textRows(verse, style, edge, direction, measure, {
          scale,
          hanging: true,
          isVerse: true,
        }),
      );
  }
  return entries;
}

/** The verses that fit `budget` px, the last one ending with "…". */
function cutVerses(entries: readonly Entry[], budget: number, measure: MeasureText): Entry[] {
  const kept: Entry[] = [];
  let used = 0;
  for (const entry of entries) {
    const height = heightOf([entry]);
    if (used + height > budget) break;
    kept.push(entry);
    used += height;
  }
  while (kept.length > 0 && !('isVerse' in kept.at(-1)!)) kept.pop();
  const last = kept.at(-1) as Row | undefined;
  if (last)
    kept[kept.length - 1] = {
      ...last,
      text: ellipsize(last.text, INNER - last.inset, last.font, measure),
    };
  return kept;
}

/**
 * Each font the card may draw with and the texts it draws in it, to load before measuring
 * (document.fonts.load fetches only the faces whose unicode-range the text touches).
 */
export function cardFontRequests(
  blocks: readonly CardBlock[],
  texts: CardTexts,
): { font: string; text: string }[] {
  const verses = (script: CardScript) =>
    blocks.flatMap((b) => (b.script === script ? b.verses : [])).join(' ');
  const requests = [
    { font: fontOf(TYPE.title), text: `${texts.title} ${texts.brand}` },
    {
      font: fontOf(TYPE.latin),
      text: [verses('latin'), texts.poet, texts.link, texts.cutNote, ELLIPSIS].join(' '),
    },
    { font: fontOf(TYPE.wolofal), text: `${verses('wolofal')} ${ELLIPSIS}` },
  ];
  return requests.filter((r) => r.text.trim() !== ELLIPSIS);
}

/** The whole card's layout (see the header for its rules). */
export function layoutStanzaCard(
  blocks: readonly CardBlock[],
  texts: CardTexts,
  measure: MeasureText,
): CardLayout {
  const own: Edge = texts.direction === 'rtl' ? 'right' : 'left';
  const head: Entry[] = [
    // The title is in Latin letters: it runs left to right, on the interface's start side.
    ...textRows(texts.title, TYPE.title, own, 'ltr', measure),
    ...(texts.poet
      ? textRows(texts.poet, TYPE.poet, own, directionOfText(texts.poet), measure)
      : []),
    { gap: 24 },
    { rule: own },
    { gap: 28 },
  ];
  const foot: Entry[] = [
    { gap: 36 },
    ...textRows(texts.brand, TYPE.brand, own, texts.direction, measure),
    ...textRows(texts.link, TYPE.small, own, 'ltr', measure),
  ];
  const frame = BAND + 2 * PAD + heightOf(head) + heightOf(foot);

  let verses: Entry[] = [];
  let verseScale: number = VERSE_SCALES[0];
  for (const scale of VERSE_SCALES) {
    verseScale = scale;
    verses = verseEntries(blocks, scale, measure);
    if (frame + heightOf(verses) <= CARD_MAX_HEIGHT) break;
  }
  let isCut = false;
  if (frame + heightOf(verses) > CARD_MAX_HEIGHT) {
    const note = [
      { gap: 16 },
      ...textRows(texts.cutNote, TYPE.small, own, texts.direction, measure),
    ];
    verses = [...cutVerses(verses, CARD_MAX_HEIGHT - frame - heightOf(note), measure), ...note];
    isCut = true;
  }

  const height = Math.ceil(Math.max(CARD_MIN_HEIGHT, frame + heightOf(verses)));
  // A short stanza: the footer stays at the bottom, the room goes above it.
  const room = height - (frame + heightOf(verses));
  const entries: Entry[] = [...head, ...verses, { gap: room }, ...foot];
  const lines: CardLine[] = [];
  const rects: CardRect[] = [
    { x: 0, y: 0, width: CARD_WIDTH, height: BAND, colour: CARD_COLOURS.accent },
  ];
  let y = BAND + PAD;
  for (const entry of entries) {
    if ('gap' in entry) {
      y += entry.gap;
    } else if ('rule' in entry) {
      const x = entry.rule === 'left' ? PAD : CARD_WIDTH - PAD - RULE.width;
      rects.push({ x, y, ...RULE, colour: CARD_COLOURS.accent });
      y += RULE.height;
    } else {
      lines.push({
        text: entry.text,
        font: entry.font,
        colour: entry.colour,
        x: entry.edge === 'left' ? PAD + entry.inset : CARD_WIDTH - PAD - entry.inset,
        y: y + entry.height / 2,
        align: entry.edge,
        direction: entry.direction,
      });
      y += entry.height;
    }
  }
  return { width: CARD_WIDTH, height, lines, rects, verseScale, isCut };
}
