/**
 * A difficult word's definition, shown under the word while it is open (DifficultWord), in
 * the reader's language when the glossary has it. Its own module, loaded when a reader first
 * shows interest in a word: a poem page's first screen draws the words, not their definitions
 * (bench:weight). Placed under the word and moved sideways to stay inside the screen, so it
 * never makes a 360 px page scroll horizontally.
 */
import { chakra } from '@chakra-ui/react';
import { useLayoutEffect, useState, type RefObject } from 'react';
import type { DifficultWord } from '@domain/schemas';
import { DEFAULT_LANGUAGE, directionOf, htmlLangOf } from '@domain/i18n/languages';
import { wordDefinition } from '@domain/i18n/word-definition';
import { useReaderLanguage } from '@client/lib/localized-text';
import { ShownLanguageNote } from './shown-language';
// A chunk of its own: it registers the namespace its texts come from (namespaces.test.ts).
import '@client/i18n/namespaces/poems';

const MARGIN = 12;
const MAX_WIDTH = 320;

export function WordDefinitionPopover({
  id,
  entry,
  anchor,
}: {
  id: string;
  entry: DifficultWord;
  /** The word's wrapper, which the definition is placed from. */
  anchor: RefObject<HTMLSpanElement | null>;
}) {
  const [offset, setOffset] = useState<{ left: number; width: number } | null>(null);
  const { language } = useReaderLanguage();
  const { definition, explanation } = wordDefinition(entry, language);

  useLayoutEffect(() => {
    if (!anchor.current) return;
    const rect = anchor.current.getBoundingClientRect();
    const viewport = document.documentElement.clientWidth;
    const width = Math.min(MAX_WIDTH, viewport - 2 * MARGIN);
    const rtl = getComputedStyle(anchor.current).direction === 'rtl';
    const wanted = rtl ? rect.right - width : rect.left;
    const left = Math.min(Math.max(wanted, MARGIN), viewport - MARGIN - width);
    setOffset({ left: left - rect.left, width });
  }, [anchor]);

  return (
    <chakra.span
      role="tooltip"
      id={id}
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
      // The reader's text size (poem-text.css's --poem-text-scale) applies to definitions too.
      fontSize="calc(var(--chakra-font-sizes-sm) * var(--poem-text-scale, 1))"
      lineHeight="1.5"
      textAlign="start"
      textIndent="0"
      whiteSpace="normal"
    >
      <chakra.span
        display="block"
        fontWeight="semibold"
        fontFamily="heading"
        fontSize="calc(var(--chakra-font-sizes-md) * var(--poem-text-scale, 1))"
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
  );
}
