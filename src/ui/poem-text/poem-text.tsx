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
 */
import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { DifficultWord } from '@domain/schemas';
import { findWordSpans, splitStanzas, splitVerses } from '@domain/words';
import { PoemTextFrame, StanzaBlock, VerseLine, type PoemScript } from './poem-text-frame';
import { StanzaShare } from './stanza-share';
import { WordMark } from './word-mark';

export interface WordProps {
  text: string;
  entry: DifficultWord;
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
  script?: PoemScript;
  /** The 0-based index of the verse being recited. */
  currentVerse?: number;
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

export function PoemText({
  content,
  words,
  Word = PlainWord,
  shareLabel,
  onShareStanza,
  script,
  currentVerse,
}: PoemTextProps) {
  const stanzas = useMemo(
    () => splitStanzas(content).map((stanza) => splitVerses(stanza).map((v) => v.trim())),
    [content],
  );
  let verseIndex = 0;
  return (
    <PoemTextFrame script={script}>
      {stanzas.map((verses, stanzaIndex) => {
        const number = stanzaIndex + 1;
        return (
          <StanzaBlock
            key={stanzaIndex}
            id={`stanza-${number}`}
            number={number}
            after={
              shareLabel && (
                <StanzaShare
                  label={shareLabel(number)}
                  onShare={onShareStanza && (() => onShareStanza(number))}
                />
              )
            }
          >
            {verses.map((text, index) => {
              const id = `s${number}-v${index + 1}`;
              const at = verseIndex++;
              return (
                <VerseLine
                  key={index}
                  id={`verse-${id}`}
                  data-verse-index={at}
                  data-verse-id={id}
                  data-stanza-index={stanzaIndex}
                  aria-current={at === currentVerse ? 'true' : undefined}
                >
                  {withWords(text, words, Word)}
                </VerseLine>
              );
            })}
          </StanzaBlock>
        );
      })}
    </PoemTextFrame>
  );
}
