/**
 * A poem's Wolof text laid out as verse: one paragraph per stanza (`id="stanza-N"`, 1-based,
 * so a link can point at it), one block per verse with a hanging indent for verses that wrap
 * on a phone. Difficult words are found with the domain's matching rule (`findWordSpans`,
 * DESIGN.md section 6) and become DifficultWord buttons; everything else is plain text.
 *
 * Verses are addressable for the recitation player: each carries `data-verse-index` (0-based
 * over the poem), `data-verse-id` and `id="verse-<cue id>"` (the cue ids of the poem's WebVTT,
 * `s<stanza>-v<verse>`).
 */
import { POEM_TYPE } from '@domain/first-screen/poem-type';
import { chakra } from '@chakra-ui/react';
import { memo, useMemo, type ReactNode } from 'react';
import type { DifficultWord as DifficultWordRow } from '@domain/schemas';
import { findWordSpans, splitStanzas, splitVerses } from '@domain/words';
import { DifficultWord } from './difficult-word';
import { StanzaShareButton } from './stanza-share-button';

interface VerseProps {
  /** The cue id of the verse in the poem's WebVTT: `s<stanza>-v<verse>`, 1-based. */
  verseId: string;
  /** 0-based position of the verse in the whole poem. */
  verseIndex: number;
  stanzaIndex: number;
  text: string;
  children: ReactNode;
}
/** One verse, with the attributes the recitation player finds it by. */
function Verse({ verseId, verseIndex, stanzaIndex, children }: VerseProps) {
  return (
    <chakra.span
      display="block"
      id={`verse-${verseId}`}
      data-verse-index={verseIndex}
      data-verse-id={verseId}
      data-stanza-index={stanzaIndex}
      ps={POEM_TYPE.verse.hangingIndent}
      textIndent={`-${POEM_TYPE.verse.hangingIndent}`}
    >
      {children}
    </chakra.span>
  );
}

function highlighted(text: string, words: readonly DifficultWordRow[]): ReactNode {
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
    parts.push(
      <DifficultWord key={span.start} text={text.slice(span.start, span.end)} entry={entry} />,
    );
    at = span.end;
  }
  parts.push(text.slice(at));
  return parts;
}

/**
 * Memoised: the longest render of the poem page (every verse matched against every word),
 * done again only when the text, its words or the callbacks change, not when a count does.
 */
export const PoemText = memo(function PoemText({
  content,
  words,
  onShareStanza,
}: {
  content: string;
  words: readonly DifficultWordRow[];
  onShareStanza?: (stanzaNumber: number) => void;
}) {
  const stanzas = useMemo(
    () => splitStanzas(content).map((stanza) => splitVerses(stanza)),
    [content],
  );
  let verseIndex = 0;
  return (
    <chakra.div
      lang="wo"
      dir="ltr"
      fontFamily="heading"
      fontSize={POEM_TYPE.verse.fontSize}
      lineHeight={POEM_TYPE.verse.lineHeight}
      letterSpacing={POEM_TYPE.verse.letterSpacing}
      color="fg"
    >
      {stanzas.map((verses, stanzaIndex) => (
        <chakra.div
          key={stanzaIndex}
          id={`stanza-${stanzaIndex + 1}`}
          data-stanza={stanzaIndex + 1}
          position="relative"
          mb={POEM_TYPE.verse.stanzaGap}
          scrollMarginTop="96px"
          rounded="md"
          _target={{
            bg: 'primary.subtle',
            boxShadow: '0 0 0 0.5rem var(--chakra-colors-primary-subtle)',
          }}
        >
          <chakra.p m="0">
            {verses.map((verse, index) => {
              const text = verse.trim();
              return (
                <Verse
                  key={index}
                  verseId={`s${stanzaIndex + 1}-v${index + 1}`}
                  verseIndex={verseIndex++}
                  stanzaIndex={stanzaIndex}
                  text={text}
                >
                  {highlighted(text, words)}
                </Verse>
              );
            })}
          </chakra.p>
          {onShareStanza && <StanzaShareButton number={stanzaIndex + 1} onShare={onShareStanza} />}
        </chakra.div>
      ))}
    </chakra.div>
  );
});
