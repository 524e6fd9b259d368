/**
 * The poem editor's live preview: the text laid out as the reader's poem page lays it out (the
 * same domain rules, stanza and verse ids, and the shared renderer's blocks and classes,
 * src/ui/poem-text, for its typeface and spacing), with the words already glossed
 * highlighted, and every word a button an administrator can pick to define.
 *
 * Keyboard: the preview is one tab stop (a roving tabindex); arrows move between words, Home and
 * End to the first and last, Enter or Space picks a word, Shift with an arrow (or Shift+click)
 * grows the pick over the next words of the same verse, Escape drops it. Typing stays smooth on
 * a long poem: the layout follows the text deferred (useDeferredValue).
 */
import { chakra } from '@chakra-ui/react';
import {
  memo,
  useDeferredValue,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  PoemTextFrame,
  StanzaBlock,
  VerseLine,
  WolofalVerses,
} from '@ui/poem-text/poem-text-frame';
import { stanzasOf } from '@domain/wolofal/wolofal-alignment';
import { layoutPreview, type PreviewStanza } from './preview-layout';
import { extendRange, inRange, indexWords, rangeText, type WordRange } from './word-range';

interface EditorPreviewProps {
  content: string;
  /** The poem's Wolofal: each stanza's is shown beside (or under) its Latin one, as readers see it. */
  wolofal?: string;
  /** The words glossed for this poem (and for every poem), as the reader's page matches them. */
  glossary: readonly string[];
  /** Called with the picked words as written (null when the pick is dropped). */
  onPick: (text: string | null) => void;
}

export function EditorPreview({ content, wolofal = '', glossary, onPick }: EditorPreviewProps) {
  const { t } = useTranslation('admin-form');
  const text = useDeferredValue(content);
  const arabicText = useDeferredValue(wolofal);
  const arabic = useMemo(() => stanzasOf(arabicText), [arabicText]);
  const paired = arabic.length > 0;
  const stanzas = useMemo(() => layoutPreview(text, glossary), [text, glossary]);
  const index = useMemo(() => indexWords(stanzas), [stanzas]);
  const [range, setRange] = useState<WordRange | null>(null);
  const [focused, setFocused] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const glossedId = useId();
  const count = index.verseOf.length;
  const current = range && range.head < count ? range : null;
  const tabStop = Math.min(focused, Math.max(count - 1, 0));

  const pick = (next: WordRange | null) => {
    setRange(next);
    onPick(next ? rangeText(stanzas, next) : null);
  };
  const focusWord = (n: number) => {
    setFocused(n);
    root.current?.querySelector<HTMLElement>(`[data-word="${n}"]`)?.focus();
  };

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const n = wordOf(event.target);
    if (n === null) return;
    setFocused(n);
    pick(event.shiftKey ? extendRange(index, current, n) : { anchor: n, head: n });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const n = wordOf(event.target);
    if (n === null) return;
    const to = targetOf(event.key, n, count);
    if (event.key === 'Escape' && current) {
      event.preventDefault();
      pick(null);
      return;
    }
    if (to === null) return;
    event.preventDefault();
    focusWord(to);
    if (event.shiftKey) pick(extendRange(index, current ?? { anchor: n, head: n }, to));
  };

  if (stanzas.length === 0)
    return (
      <chakra.p color="fg.muted" fontStyle="italic">
        {t('editor.preview.empty')}
      </chakra.p>
    );
  return (
    <chakra.div css={WORD_CSS}>
      {/* Clicks and keys are delegated from the word buttons, the interactive elements. */}
      <PoemTextFrame ref={root} onClick={onClick} onKeyDown={onKeyDown} paired={paired}>
        <chakra.span id={glossedId} hidden>
          {t('editor.preview.glossed')}
        </chakra.span>
        {stanzas.map((verses, stanzaIndex) => (
          <PreviewStanzaBlock
            key={stanzaIndex}
            number={stanzaIndex + 1}
            verses={verses}
            wolofal={paired ? (arabic[stanzaIndex] ?? EMPTY) : undefined}
            range={current}
            tabStop={tabStop}
            glossedId={glossedId}
          />
        ))}
      </PoemTextFrame>
    </chakra.div>
  );
}

/** A Latin stanza the Wolofal has no stanza for (the save's validation says so). */
const EMPTY: readonly string[] = [];

function wordOf(target: EventTarget): number | null {
  const word = (target as HTMLElement).closest?.('[data-word]')?.getAttribute('data-word');
  return word == null ? null : Number(word);
}

function targetOf(key: string, n: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return Math.min(n + 1, count - 1);
  if (key === 'ArrowLeft' || key === 'ArrowUp') return Math.max(n - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** One stanza; memoised so that moving the pick re-renders only the stanzas it touches. */
const PreviewStanzaBlock = memo(
  function PreviewStanzaBlock({
    number,
    verses,
    wolofal,
    range,
    tabStop,
    glossedId,
  }: {
    number: number;
    verses: PreviewStanza;
    /** This stanza's Wolofal verses, when the poem has Wolofal. */
    wolofal?: readonly string[];
    range: WordRange | null;
    tabStop: number;
    glossedId: string;
  }) {
    return (
      <StanzaBlock
        id={`preview-stanza-${number}`}
        number={number}
        paired={wolofal !== undefined}
        beside={
          wolofal && (
            <WolofalVerses>
              {wolofal.map((verse, i) => (
                <VerseLine key={i}>{verse}</VerseLine>
              ))}
            </WolofalVerses>
          )
        }
      >
        {verses.map((verse) => (
          <VerseLine key={verse.id} data-verse-id={verse.id}>
            {verse.segments.map((segment, i) =>
              segment.word === undefined ? (
                segment.text
              ) : (
                <PreviewWord
                  key={i}
                  n={segment.word}
                  text={segment.text}
                  isGlossed={segment.gloss !== undefined}
                  isPicked={inRange(range, segment.word)}
                  isTabStop={segment.word === tabStop}
                  glossedId={glossedId}
                />
              ),
            )}
          </VerseLine>
        ))}
      </StanzaBlock>
    );
  },
  (before, after) =>
    before.verses === after.verses &&
    sameVerses(before.wolofal, after.wolofal) &&
    before.glossedId === after.glossedId &&
    localTabStop(before) === localTabStop(after) &&
    sameRangeHere(before, after),
);

const sameVerses = (a?: readonly string[], b?: readonly string[]) =>
  a === b || (a !== undefined && b !== undefined && a.join('\n') === b.join('\n'));

/** The tab stop when this stanza holds it, else -1: a memo key. */
function localTabStop({ verses, tabStop }: { verses: PreviewStanza; tabStop: number }): number {
  return verses.some((v) => v.segments.some((s) => s.word === tabStop)) ? tabStop : -1;
}

function sameRangeHere(
  before: { verses: PreviewStanza; range: WordRange | null },
  after: { range: WordRange | null },
): boolean {
  return before.verses.every((v) =>
    v.segments.every(
      (s) => s.word === undefined || inRange(before.range, s.word) === inRange(after.range, s.word),
    ),
  );
}

/**
 * A word: a plain button styled by the preview's one style sheet (WORD_CSS), not a Chakra
 * element. A 50,000-character poem has about 8,000 of them, and Chakra resolved each one's
 * style props on every render: 350 ms of the editor's opening on the benchmark's long poem.
 */
function PreviewWord({
  n,
  text,
  isGlossed,
  isPicked,
  isTabStop,
  glossedId,
}: {
  n: number;
  text: string;
  isGlossed: boolean;
  isPicked: boolean;
  isTabStop: boolean;
  glossedId: string;
}) {
  return (
    <button
      type="button"
      className="preview-word"
      data-word={n}
      data-glossed={isGlossed || undefined}
      aria-pressed={isPicked}
      aria-describedby={isGlossed ? glossedId : undefined}
      tabIndex={isTabStop ? 0 : -1}
    >
      {text}
    </button>
  );
}

/** The words' styles, once for the whole preview: a glossed word underlined, the pick filled. */
const WORD_CSS = {
  '& .preview-word': {
    font: 'inherit',
    color: 'inherit',
    letterSpacing: 'inherit',
    textIndent: '0',
    cursor: 'pointer',
    rounded: 'sm',
    px: '0',
    bg: 'transparent',
    textDecorationLine: 'none',
    textDecorationStyle: 'dotted',
    textDecorationColor: 'primary.solid',
    textDecorationThickness: '2px',
    textUnderlineOffset: '0.22em',
  },
  '& .preview-word[data-glossed]': { bg: 'primary.subtle', textDecorationLine: 'underline' },
  '& .preview-word:hover': { bg: 'bg.emphasized' },
  '& .preview-word[aria-pressed="true"]': {
    bg: 'primary.solid',
    color: 'primary.contrast',
    textDecorationColor: 'primary.contrast',
  },
  '& .preview-word:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.solid',
    outlineOffset: '1px',
  },
} as const;
