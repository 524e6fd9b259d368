import { createFileRoute } from '@tanstack/react-router';
import { NotesScreen } from '@client/features/library/components/notes-screen';

/** The reader's notes on verses (`/library/notes`), searched, from the device. */
export const Route = createFileRoute('/_main/library_/notes')({
  component: NotesScreen,
});
