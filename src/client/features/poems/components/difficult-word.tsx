/**
 * A difficult word in a verse (the shared WordMark, the button the server draws too), with its
 * definition in a small popover that opens on hover, on keyboard focus and on tap (phones have
 * no hover), and closes on Escape, on blur, on a tap elsewhere or when the pointer leaves an unpinned popover. The word is a real button, so it
 * is in the tab order and announced; the definition describes it while shown (role tooltip).
 * The popover is placed under the word and moved sideways to stay inside the screen, so it
 * never makes a 360 px page scroll horizontally.
 */
import { chakra } from '@chakra-ui/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { DifficultWord as DifficultWordRow } from '@domain/schemas';
import { DEFAULT_LANGUAGE, directionOf, htmlLangOf } from '@domain/i18n/languages';
import { wordDefinition } from '@domain/i18n/word-definition';
import { useReaderLanguage } from '@client/lib/localized-text';
import { WordMark } from '@ui/poem-text/word-mark';
import { ShownLanguageNote } from './shown-language';

const MARGIN = 12;
const MAX_WIDTH = 320;

export function DifficultWord({ text, entry }: { text: string; entry: DifficultWordRow }) {
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [offset, setOffset] = useState<{ left: number; width: number } | null>(null);
  const wrapper = useRef<HTMLSpanElement>(null);
  const { language } = useReaderLanguage();
  const { definition, explanation } = wordDefinition(entry, language);

  const close = () => {
    setOpen(false);
    setPinned(false);
  };

  useLayoutEffect(() => {
    if (!open || !wrapper.current) return;
    const rect = wrapper.current.getBoundingClientRect();
    const viewport = document.documentElement.clientWidth;
    const width = Math.min(MAX_WIDTH, viewport - 2 * MARGIN);
    const rtl = getComputedStyle(wrapper.current).direction === 'rtl';
    const wanted = rtl ? rect.right - width : rect.left;
    const left = Math.min(Math.max(wanted, MARGIN), viewport - MARGIN - width);
    setOffset({ left: left - rect.left, width });
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <WordMark
      text={text}
      word={entry.word}
      open={open}
      aria-describedby={open ? tooltipId : undefined}
      onFocus={() => setOpen(true)}
      onBlur={close}
      onClick={() => {
        if (pinned && open) close();
        else {
          setPinned(true);
          setOpen(true);
        }
      }}
      wrapper={{
        ref: wrapper,
        onMouseEnter: () => setOpen(true),
        onMouseLeave: () => !pinned && setOpen(false),
      }}
    >
      {open && (
        <chakra.span
          role="tooltip"
          id={tooltipId}
          position="absolute"
          top="calc(100% + 6px)"
          zIndex="popover"
          display="block"
          style={offset ? { left: offset.left, width: offset.width } : { visibility: 'hidden' }}
          bg="bg.panel"
          color="fg"
          borderWidth="1px"
          borderColor="border.emphasized"
          rounded="lg"
          shadow="lg"
          p="3"
          fontFamily="body"
          fontStyle="normal"
          fontSize="sm"
          lineHeight="1.5"
          textAlign="start"
          textIndent="0"
          whiteSpace="normal"
        >
          <chakra.span
            display="block"
            fontWeight="semibold"
            fontFamily="heading"
            fontSize="md"
            lang="wo"
            dir="ltr"
          >
            {entry.word}
          </chakra.span>
          <ShownLanguageNote language={definition.language} />
          <chakra.span
            display="block"
            mt="1"
            lang={htmlLangOf(definition.language)}
            dir={directionOf(definition.language)}
          >
            {definition.text}
          </chakra.span>
          {explanation && (
            <>
              {definition.language !== DEFAULT_LANGUAGE && (
                <ShownLanguageNote language={DEFAULT_LANGUAGE} />
              )}
              <chakra.span
                display="block"
                mt="2"
                color="fg.muted"
                whiteSpace="pre-line"
                lang={htmlLangOf(DEFAULT_LANGUAGE)}
                dir={directionOf(DEFAULT_LANGUAGE)}
              >
                {explanation}
              </chakra.span>
            </>
          )}
        </chakra.span>
      )}
    </WordMark>
  );
}
