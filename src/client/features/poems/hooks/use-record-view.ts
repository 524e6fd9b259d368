/** Counts one view per visit of a poem page (not per render, not twice in React's strict mode). */
import { useEffect, useRef } from 'react';

export function useRecordView(
  poemId: string | null,
  recordView: ((poemId: string) => void) | undefined,
) {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!poemId || !recordView || counted.current === poemId) return;
    counted.current = poemId;
    recordView(poemId);
  }, [poemId, recordView]);
}
