/**
 * Writing a note: choose its verses, a colour and a text. Verses are chosen on the poem itself
 * (a tap or click on a verse chooses it; with Shift, or after "To here", it ends the range
 * started by the last one) or with the two lists (the keyboard's way, which also names each
 * verse by its start). The editor stays at the bottom of the screen while it is open, so the
 * verses above stay in reach. While it is open, a tap on a verse chooses it instead of moving
 * the recitation there.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoteDraft } from '@domain/library/notes';
import { NOTE_COLOURS, NOTE_TEXT_MAX } from '@domain/library/operation';
import type { Verses } from '@domain/library/state';
import { ABOVE_STACK } from '@client/components/layout/bottom-stack';
import { Field } from '@client/components/ui/field';
import { NativeSelect } from '@client/components/ui/native-select';
import { Textarea } from '@client/components/ui/textarea';
import { numberFormat } from '@client/lib/number-format';
import { useReaderLanguage } from '@client/lib/localized-text';
import { deleteNoteOf, saveNoteOf } from '../notes';
import { NoteSwatch, useNoteLabels } from './note-mark';

const INTERACTIVE = 'a, button, input, select, textarea, summary, [role="button"]';
/** The start of a verse shown in the lists. */
const START_CHARS = 28;

interface NoteEditorProps {
  poemId: string;
  /** Undefined: a new note. */
  noteId?: string;
  initial: NoteDraft;
  /** The poem's verses. */
  verses: readonly string[];
  onSelect: (verses: Verses) => void;
  onDone: () => void;
}

const ordered = (a: number, b: number): Verses => ({ from: Math.min(a, b), to: Math.max(a, b) });

/** Taps on the poem's verses while the editor is open: each chooses, with Shift it extends. */
function useVerseTaps(onTap: (verse: number, extend: boolean) => void) {
  const latest = useRef(onTap);
  latest.current = onTap;
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const verse = target?.closest?.('.poem-text [data-verse-index]');
      if (!verse || target?.closest(INTERACTIVE)) return;
      // Shift+click also extends the browser's text selection: here it extends the verses.
      if (event.shiftKey) window.getSelection()?.removeAllRanges();
      else if ((window.getSelection()?.toString() ?? '') !== '') return;
      const index = Number(verse.getAttribute('data-verse-index'));
      if (!Number.isInteger(index)) return;
      // Captured before the player's listener: choosing a verse does not move the recitation.
      event.stopPropagation();
      latest.current(index, event.shiftKey);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}

export function NoteEditor({ poemId, noteId, initial, verses, onSelect, onDone }: NoteEditorProps) {
  const { t } = useTranslation('library');
  const { locale } = useReaderLanguage();
  const labels = useNoteLabels();
  const [range, setRange] = useState(initial.verses);
  const [anchor, setAnchor] = useState(initial.verses.from);
  const [toHere, setToHere] = useState(false);
  const [colour, setColour] = useState(initial.colour);
  const [text, setText] = useState(initial.text);
  const first = useRef<HTMLSelectElement>(null);

  useEffect(() => first.current?.focus(), []);
  useEffect(() => onSelect(range), [range, onSelect]);
  useVerseTaps((verse, extend) => {
    if (extend || toHere) setRange(ordered(anchor, verse));
    else {
      setAnchor(verse);
      setRange({ from: verse, to: verse });
    }
    setToHere(false);
  });

  const number = numberFormat(locale);
  const options = verses.map((verse, index) => (
    <option key={index} value={index}>
      {`${number.format(index + 1)}. ${verse.length > START_CHARS ? `${verse.slice(0, START_CHARS)}…` : verse}`}
    </option>
  ));
  const empty = colour === null && text.trim() === '';
  const save = async () => {
    await saveNoteOf(noteId ?? crypto.randomUUID(), poemId, { verses: range, colour, text });
    onDone();
  };

  return (
    <Stack
      role="group"
      aria-labelledby="note-editor-range"
      data-note-editor=""
      gap="3"
      position="sticky"
      bottom={ABOVE_STACK}
      zIndex="docked"
      bg="bg.panel"
      borderWidth="1px"
      rounded="md"
      shadow="md"
      p="3"
      onKeyDown={(event) => {
        // Escape closes an untouched editor only: a text being written is never thrown away.
        if (event.key === 'Escape' && text === initial.text) onDone();
      }}
    >
      <Text id="note-editor-range" fontWeight="semibold" aria-live="polite">
        {labels.range(range)}
      </Text>
      <Text textStyle="sm" color="fg.muted">
        {t('notes.hint')}
      </Text>
      <HStack gap="2" flexWrap="wrap" align="end">
        <Field.Root flex="1" minW="8rem">
          <Field.Label textStyle="sm">{t('notes.from')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              ref={first}
              dir="auto"
              value={range.from}
              onChange={(event) => {
                const from = Number(event.target.value);
                setAnchor(from);
                setRange(ordered(from, Math.max(from, range.to)));
              }}
            >
              {options}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1" minW="8rem">
          <Field.Label textStyle="sm">{t('notes.to')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              dir="auto"
              value={range.to}
              onChange={(event) => setRange(ordered(range.from, Number(event.target.value)))}
            >
              {options}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button
          size="sm"
          variant={toHere ? 'solid' : 'outline'}
          aria-pressed={toHere}
          onClick={() => setToHere(!toHere)}
        >
          {t('notes.toHere')}
        </Button>
      </HStack>
      <Stack gap="1" role="group" aria-labelledby="note-editor-colour">
        <Text id="note-editor-colour" textStyle="sm" fontWeight="medium">
          {t('notes.colour')}
        </Text>
        <HStack gap="1.5" flexWrap="wrap">
          {[...NOTE_COLOURS, null].map((choice) => (
            <Button
              key={choice ?? 'none'}
              size="xs"
              variant="outline"
              aria-pressed={colour === choice}
              borderWidth={colour === choice ? '2px' : '1px'}
              borderColor={colour === choice ? 'fg' : 'border'}
              onClick={() => setColour(choice)}
            >
              <NoteSwatch colour={choice} />
              {labels.colourName(choice)}
            </Button>
          ))}
        </HStack>
      </Stack>
      <Field.Root>
        <Field.Label textStyle="sm">{t('notes.text')}</Field.Label>
        <Textarea
          dir="auto"
          rows={3}
          maxLength={NOTE_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Field.Root>
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" disabled={empty && noteId === undefined} onClick={() => void save()}>
          {t('notes.save')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t('notes.cancel')}
        </Button>
        {noteId !== undefined && (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            onClick={() => void deleteNoteOf(noteId).then(onDone)}
          >
            {t('notes.delete')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
