/**
 * A stanza with every occurrence of the searched word, and of the other spellings found in its
 * poem, in <mark> (the domain's matching rule).
 */
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { findWordSpans, splitVerses } from '@domain/words';

function marked(text: string, words: string[], ignoreAccents: boolean): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const span of findWordSpans(text, words, { ignoreAccents })) {
    parts.push(text.slice(at, span.start));
    parts.push(
      <chakra.mark
        key={span.start}
        bg="warning.subtle"
        color="fg"
        px="0.5"
        mx="-0.5"
        rounded="sm"
        fontWeight="semibold"
      >
        {text.slice(span.start, span.end)}
      </chakra.mark>,
    );
    at = span.end;
  }
  parts.push(text.slice(at));
  return parts;
}

export function MarkedStanza({
  stanza,
  words,
  ignoreAccents,
}: {
  stanza: string;
  words: string[];
  ignoreAccents: boolean;
}) {
  return (
    <chakra.p m="0" lang="wo" dir="ltr" fontFamily="heading" lineHeight="1.8" fontSize="md">
      {splitVerses(stanza).map((verse, index) => (
        <chakra.span key={index} display="block" ps="1.5em" textIndent="-1.5em">
          {marked(verse.trim(), words, ignoreAccents)}
        </chakra.span>
      ))}
    </chakra.p>
  );
}
