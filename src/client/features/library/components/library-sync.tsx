/**
 * Mounted by the main layout: while a reader is signed in, their library follows them
 * between devices (start-library-sync.ts), and so do their listening places (the player
 * reads them from @client/lib/reader-places). The sync's code, Dexie and the merge load only
 * then, after the page's content: a visitor or a signed-out reader never downloads them,
 * unless they reach a place worth keeping (a pause in a recitation), which the library keeps.
 */
import { useEffect } from 'react';
import { onPlaceReached } from '@client/lib/reader-places';
import { afterContent } from '@client/startup/content-shown';
import { pendingTaps } from '../pending-taps';

const places = () => import('../places');

export function LibrarySync({ account }: { account: string | undefined }) {
  useEffect(
    () =>
      onPlaceReached((target, position) => {
        void places().then(({ recordPlace }) => recordPlace(target, position));
      }),
    [],
  );
  // A favourite tapped just before the last reload or close is stored now (pending-taps.ts).
  useEffect(() => {
    if (pendingTaps().length === 0) return;
    return afterContent('idle', () => {
      void import('../favourites').then(({ storePendingTaps }) => storePendingTaps());
    });
  }, []);
  useEffect(() => {
    if (account === undefined) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelWait = afterContent('idle', () => {
      void Promise.all([import('../start-library-sync'), places()]).then(
        ([{ startLibrarySync }, { followPlaces }]) => {
          if (cancelled) return;
          const stopSync = startLibrarySync(account);
          const stopPlaces = followPlaces();
          stop = () => {
            stopSync();
            stopPlaces();
          };
        },
      );
    });
    return () => {
      cancelled = true;
      cancelWait();
      stop?.();
    };
  }, [account]);
  return null;
}
