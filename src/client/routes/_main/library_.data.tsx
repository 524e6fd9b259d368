import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '@client/features/auth/use-auth';
import { LibraryDataScreen } from '@client/features/library/components/library-data-screen';

/** The reader's library as a file, imported, erased (`/library/data`, from the settings). */
export const Route = createFileRoute('/_main/library_/data')({
  component: LibraryDataRoute,
});

function LibraryDataRoute() {
  const { user } = useAuth();
  return <LibraryDataScreen signedIn={user !== undefined} />;
}
