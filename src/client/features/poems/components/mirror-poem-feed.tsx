/**
 * Feeds the poem page from the mirror (usePoem's live query) without rendering anything:
 * its own lazy chunk, so Dexie loads only when the mirror is the page's source
 * (use-poem-page.ts). The first answer is passed on once read, never the 'loading' before it.
 */
import { useEffect } from 'react';
import { usePoem, type PoemPageState } from '../hooks/use-poem';

export interface MirrorPoemFeedProps {
  poemId: string;
  onState: (state: PoemPageState) => void;
}

export default function MirrorPoemFeed({ poemId, onState }: MirrorPoemFeedProps) {
  const state = usePoem(poemId);
  useEffect(() => {
    if (state.status !== 'loading') onState(state);
  }, [state, onState]);
  return null;
}
