/**
 * A drawer or dialog whose code loads on first use (or once the page's content is shown), not
 * with the first render: the trigger is an ordinary button that flips `open`; the
 * overlay mounts inside Suspense once wanted and stays mounted, controlled by `open`.
 */
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { whenContentShown } from './deferred';

export interface OverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** `open` state plus whether the overlay's code should be mounted (after first want). */
export function useLazyOverlay(prefetch?: () => Promise<unknown>) {
  const [open, setOpenState] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(
    () => (prefetch ? whenContentShown(() => void prefetch().catch(() => {})) : undefined),
    [prefetch],
  );
  const setOpen = useCallback((next: boolean) => {
    if (next) setMounted(true);
    setOpenState(next);
  }, []);
  return { open, setOpen, mounted };
}

/** Renders `children` only once mounted, inside a silent Suspense boundary. */
export function LazyMount({ mounted, children }: { mounted: boolean; children: ReactNode }) {
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
