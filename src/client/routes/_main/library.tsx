import { createFileRoute } from '@tanstack/react-router';
import { LibraryScreen } from '@client/features/library/components/library-screen';

/** The reader's own library (`/library`): favourites and liked poems, from the device. */
export const Route = createFileRoute('/_main/library')({
  component: LibraryScreen,
});
