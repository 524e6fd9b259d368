/**
 * A reader's notes and highlights on one poem (the poem page's `notes` slot, loaded after the
 * poem's content): the list of this poem's notes, each editable and deletable, and "Add a
 * note", which opens the editor (note-editor.tsx). Their marks go to the poem's text through
 * `onMarks` (the route passes them on), with the verses being chosen while the editor is open.
 */
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quotedVerses, versesOfPoem, type NoteDraft } from '@domain/library/notes';
import type { NoteView } from '@domain/library/view';
import type { VerseMark, VerseMarks } from '@ui/poem-text/poem-text';
import { deleteNoteOf, watchPoemNotes } from '../notes';
import { NoteEditor } from './note-editor';
import { NoteMark, useNoteLabels } from './note-mark';
import '@client/i18n/namespaces/library';

export interface PoemNotesProps {
  poemId: string;
  /** The poem's text: its verses are what notes point at and quote. */
  content: string;
  onMarks: (marks: VerseMarks | undefined) => void;
}

/** What the editor edits: an existing note, or a new one from a first verse. */
type Editing = { note?: NoteView; draft: NoteDraft };

export default function PoemNotes({ poemId, content, onMarks }: PoemNotesProps) {
  const { t } = useTranslation('library');
  const [notes, setNotes] = useState<NoteView[]>([]);
  const [editing, setEditing] = useState<Editing>();
  const [selected, setSelected] = useState<{ from: number; to: number }>();
  const addButton = useRef<HTMLButtonElement>(null);
  const verses = useMemo(() => versesOfPoem(content), [content]);
  const labels = useNoteLabels();

  useEffect(() => watchPoemNotes(poemId, setNotes), [poemId]);

  useEffect(() => {
    const marks = new Map<number, VerseMark>();
    for (const note of notes) {
      if (!note.verses) continue;
      for (let verse = note.verses.from; verse <= note.verses.to; verse++)
        marks.set(verse, { colour: note.colour, label: labels.mark(note) });
    }
    onMarks({ marks, selected: editing ? selected : undefined });
  }, [notes, editing, selected, labels, onMarks]);
  useEffect(() => () => onMarks(undefined), [onMarks]);

  const open = (note?: NoteView) => {
    const draft: NoteDraft = note
      ? {
          verses: note.verses ?? { from: 0, to: 0 },
          colour: note.colour as NoteDraft['colour'],
          text: note.text,
        }
      : { verses: { from: 0, to: 0 }, colour: 'yellow', text: '' };
    setSelected(draft.verses);
    setEditing({ note, draft });
  };
  const close = () => {
    setEditing(undefined);
    addButton.current?.focus();
  };

  return (
    <Stack as="section" aria-labelledby="poem-notes" gap="3" data-poem-notes="">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" id="poem-notes" fontFamily="heading" textStyle="xl">
          {t('notes.title')}
        </Heading>
        <Button
          ref={addButton}
          size="sm"
          variant="outline"
          aria-expanded={editing !== undefined && editing.note === undefined}
          onClick={() => (editing ? close() : open())}
        >
          {t('notes.add')}
        </Button>
      </HStack>
      {notes.length > 0 && (
        <Stack as="ul" gap="3" listStyleType="none" ps="0" m="0">
          {notes.map((note) => (
            <Stack
              as="li"
              key={note.id}
              gap="1"
              borderInlineStartWidth="3px"
              borderColor="border.emphasized"
              ps="3"
              data-note={note.id}
            >
              <HStack gap="2" textStyle="sm" color="fg.muted">
                <NoteMark colour={note.colour} />
                <Text as="span">{labels.range(note.verses)}</Text>
              </HStack>
              <Text as="blockquote" lang="wo" dir="auto" fontStyle="italic" m="0">
                {quotedVerses(verses, note.verses).join(' / ')}
              </Text>
              {note.text && (
                <Text dir="auto" whiteSpace="pre-wrap">
                  {note.text}
                </Text>
              )}
              <HStack gap="2">
                <Button size="xs" variant="ghost" onClick={() => open(note)}>
                  {t('notes.edit')}
                </Button>
                <Button size="xs" variant="ghost" onClick={() => void deleteNoteOf(note.id)}>
                  {t('notes.delete')}
                </Button>
              </HStack>
            </Stack>
          ))}
        </Stack>
      )}
      {editing && (
        <NoteEditor
          key={editing.note?.id ?? 'new'}
          poemId={poemId}
          noteId={editing.note?.id}
          initial={editing.draft}
          verses={verses}
          onSelect={setSelected}
          onDone={close}
        />
      )}
    </Stack>
  );
}
