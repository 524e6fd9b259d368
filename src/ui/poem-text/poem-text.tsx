/**
 * A poem's text laid out as verse, the one renderer of it: the server's first screen renders it
 * with React's server renderer, the client's poem page renders it in the browser, so the two
 * cannot drift apart and the client's takeover moves nothing (src/ui/README.md says why it
 * lives here). One block per stanza (`id="stanza-N"`, 1-based, so a link can point at it), one
 * line per verse, difficult words found with the domain's matching rule (`findWordSpans`,
 * DESIGN.md section 6) and drawn as WordMark buttons; everything else is plain text, never
 * markup: a verse is an administrator's text.
 *
 * Verses are addressable for the recitation player: each carries `data-verse-index` (0-based
 * over the poem), `data-verse-id` and `id="verse-<cue id>"` (the cue ids of the poem's WebVTT,
 * `s<stanza>-v<verse>`); the verse being recited carries `aria-current`.
 *
 * A reader's notes and highlights (the library feature's, on the client only: the server's first
 * screen never draws them) come as `marks` by verse index: a marked verse gets its colour
 * (`data-note-colour`), a bar on its start side (poem-text.css: colour is never the only cue)
 * and, at its end, a visually hidden label that screen readers say. Verses being chosen for a
 * note carry `data-selected`. Neither changes a verse's size, so nothing moves when they come.
 *
 * A poem with Wolofal (its text in Arabic script, aligned stanza by stanza and verse by verse:
 * src/domain/wolofal) shows what the reader chose: both (each Wolofal stanza beside its Latin
 * one, or under it where the text's column is narrow), the Latin only, or the Wolofal only.
 * The Wolofal runs right to left (`dir="rtl" lang="wo-Arab"`) in the Harmattan typeface
 * (poem-text.css), which the browser fetches only when such text is on the page. The first
 * script shown carries the verses' addresses; difficult words are found in the Latin text only.
 */
import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { DifficultWord } from '@domain/schemas';
// Not the '@domain/words' barrel: its chunk, shared with the poems list, holds the word
// statistics and spelling rules, which a poem page does not use (bench:weight).
import { findWordSpans } from '@domain/words/find-word-spans';
import { DEFAULT_SCRIPT_CHOICE, type ScriptChoice } from '@domain/wolofal/script-choice';
import { isBlankWolofal, stanzasOf } from '@domain/wolofal/wolofal-alignment';
import { PoemTextFrame, StanzaBlock, VerseLine, WolofalVerses } from './poem-text-frame';
import { StanzaShare } from './stanza-share';
import { WordMark } from './word-mark';

export interface WordProps {
  text: string;
  entry: DifficultWord;
}

/** A verse's note or highlight as the reader sees it. */
export interface VerseMark {
  /** One of the note colours; null: a note without a highlight. */
  colour: string | null;
  /** What screen readers say after the verse ("highlighted, note: …"). */
  label: string;
}

/** Marks by 0-based verse index, and the verses being chosen for a note. */
export interface VerseMarks {
  marks: ReadonlyMap<number, VerseMark>;
  selected?: { from: number; to: number };
}

export interface PoemTextProps {
  content: string;
  /** The poem's difficult words. */
  words: readonly DifficultWord[];
  /** How a difficult word is drawn; by default the word's button without its definition. */
  Word?: ComponentType<WordProps>;
  /** The label of each stanza's share button, by stanza number; none, no buttons. */
  shareLabel?: (stanzaNumber: number) => string;
  onShareStanza?: (stanzaNumber: number) => void;
  /** The label of each stanza's share-as-picture button; none, no such buttons. */
  pictureLabel?: (stanzaNumber: number) => string;
  onShareStanzaPicture?: (stanzaNumber: number) => void;
  /** The poem's Wolofal, aligned with `content`; null or blank: none. */
  wolofal?: string | null;
  /** What the reader chose to see when there is Wolofal. */
  shown?: ScriptChoice;
  /** The 0-based index of the verse being recited. */
  currentVerse?: number;
  /** The reader's notes and highlights, and the verses being chosen. */
  verseMarks?: VerseMarks;
}

const PlainWord = ({ text, entry }: WordProps) => <WordMark text={text} word={entry.word} />;

function withWords(
  text: string,
  words: readonly DifficultWord[],
  Word: ComponentType<WordProps>,
): ReactNode {
  const spans = findWordSpans(
    text,
    words.map((w) => w.word),
  );
  if (spans.length === 0) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const span of spans) {
    const entry = words[span.index];
    if (!entry) continue;
    parts.push(text.slice(at, span.start));
    parts.push(<Word key={span.start} text={text.slice(span.start, span.end)} entry={entry} />);
    at = span.end;
  }
  parts.push(text.slice(at));
  return parts;
}

/** The verses of one stanza, addressed for the player (or not, for the second script). */
function verseLines(
  verses: readonly string[],
  stanzaIndex: number,
  firstIndex: number,
  draw: (text: string) => ReactNode,
  addressed: boolean,
  currentVerse: number | undefined,
  verseMarks?: VerseMarks,
) {
  return verses.map((text, index) => {
    if (!addressed) return <VerseLine key={index}>{text}</VerseLine>;
    const id = `s${stanzaIndex + 1}-v${index + 1}`;
    const at = firstIndex + index;
    const mark = verseMarks?.marks.get(at);
    const selected = verseMarks?.selected;
    return (
      <VerseLine
        key={index}
        id={`verse-${id}`}
        data-verse-index={at}
        data-verse-id={id}
        data-stanza-index={stanzaIndex}
        data-note-colour={mark ? (mark.colour ?? 'none') : undefined}
        data-selected={selected && at >= selected.from && at <= selected.to ? '' : undefined}
        aria-current={at === currentVerse ? 'true' : undefined}
      >
        {draw(text)}
        {mark && <span className="poem-verse-mark">{` (${mark.label})`}</span>}
      </VerseLine>
    );
  });
}

export function PoemText({
  content,
  words,
  Word = PlainWord,
  shareLabel,
  onShareStanza,
  pictureLabel,
  onShareStanzaPicture,
  wolofal,
  shown = DEFAULT_SCRIPT_CHOICE,
  currentVerse,
  verseMarks,
}: PoemTextProps) {
  const stanzas = useMemo(() => stanzasOf(content), [content]);
  const arabic = useMemo(() => (isBlankWolofal(wolofal) ? null : stanzasOf(wolofal!)), [wolofal]);
  const show = arabic ? shown : 'latin';
  const latinText = (text: string) => withWords(text, words, Word);
  const arabicText = (text: string) => text;
  let verseIndex = 0;
  return (
    <PoemTextFrame script={show === 'wolofal' ? 'wolofal' : 'latin'} paired={show === 'both'}>
      {stanzas.map((verses, stanzaIndex) => {
        const number = stanzaIndex + 1;
        const first = verseIndex;
        verseIndex += verses.length;
        const beside = arabic?.[stanzaIndex] ?? [];
        return (
          <StanzaBlock
            key={stanzaIndex}
            id={`stanza-${number}`}
            number={number}
            paired={show === 'both'}
            after={
              shareLabel && (
                <StanzaShare
                  label={shareLabel(number)}
                  onShare={onShareStanza && (() => onShareStanza(number))}
                  pictureLabel={pictureLabel?.(number)}
                  onSharePicture={onShareStanzaPicture && (() => onShareStanzaPicture(number))}
                />
              )
            }
            beside={
              show === 'both' && (
                <WolofalVerses>
                  {verseLines(beside, stanzaIndex, first, arabicText, false, currentVerse)}
                </WolofalVerses>
              )
            }
          >
            {show === 'wolofal'
              ? verseLines(beside, stanzaIndex, first, arabicText, true, currentVerse, verseMarks)
              : verseLines(verses, stanzaIndex, first, latinText, true, currentVerse, verseMarks)}
          </StanzaBlock>
        );
      })}
    </PoemTextFrame>
  );
}
