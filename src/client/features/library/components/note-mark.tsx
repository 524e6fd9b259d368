/**
 * How a note's colour and verses are named: the same words on the poem's text (the label
 * screen readers say after a marked verse), in the poem's list of notes and on "my notes".
 * A colour is always shown with its name or a mark beside it, never alone.
 */
import { Box, HStack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Verses } from '@domain/library/state';
import type { NoteView } from '@domain/library/view';
import { numberFormat } from '@client/lib/number-format';
import { useReaderLanguage } from '@client/lib/localized-text';

/** The tints of poem-text.css, for the swatches beside a colour's name. */
const NOTE_SWATCH: Record<string, string> = {
  yellow: 'rgb(234 179 8)',
  green: 'rgb(34 197 94)',
  blue: 'rgb(59 130 246)',
  pink: 'rgb(236 72 153)',
};

/** The longest piece of a note's text said after a verse (the whole text is in the list). */
const SAID_MAX = 80;

export function useNoteLabels() {
  const { t } = useTranslation('library');
  const { locale } = useReaderLanguage();
  return useMemo(() => {
    const number = numberFormat(locale);
    const colourName = (colour: string | null) =>
      colour ? t(`notes.colours.${colour}` as never) : t('notes.colours.none');
    const range = (verses: Verses | undefined) =>
      !verses
        ? ''
        : verses.from === verses.to
          ? t('notes.verse', { n: number.format(verses.from + 1) })
          : t('notes.verses', {
              from: number.format(verses.from + 1),
              to: number.format(verses.to + 1),
            });
    const mark = (note: Pick<NoteView, 'colour' | 'text'>) => {
      const text = note.text.length > SAID_MAX ? `${note.text.slice(0, SAID_MAX)}…` : note.text;
      return text
        ? `${colourName(note.colour)}; ${t('notes.said', { text })}`
        : colourName(note.colour);
    };
    return { colourName, range, mark };
  }, [t, locale]);
}

/** A colour's swatch (decorative: its name is always beside it); dashed for no colour. */
export const NoteSwatch = ({ colour }: { colour: string | null }) => (
  <Box
    as="span"
    aria-hidden="true"
    boxSize="3"
    rounded="sm"
    borderWidth="1px"
    borderStyle={colour ? 'solid' : 'dashed'}
    borderColor="fg.muted"
    bg={colour ? NOTE_SWATCH[colour] : undefined}
  />
);

/** A colour's swatch and its name. */
export function NoteMark({ colour }: { colour: string | null }) {
  const { colourName } = useNoteLabels();
  return (
    <HStack as="span" gap="1.5">
      <NoteSwatch colour={colour} />
      <Text as="span">{colourName(colour)}</Text>
    </HStack>
  );
}
