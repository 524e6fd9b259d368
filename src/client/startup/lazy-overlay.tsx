/**
 * A drawer or dialog whose code loads when the reader shows intent (pointer over its
 * trigger, focus, touch) or opens it, not with the page: the trigger is an ordinary button
 * that flips `open`; the overlay mounts inside Suspense once wanted and stays mounted,
 * controlled by `open`. Most visits never open the settings or the search; fetching and
 * running their code while the page loads cost a phone's CPU for nothing (the service
 * worker keeps it for offline use either way).
 */
import { Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';

export interface OverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * `open` state, whether the overlay's code should be mounted (after first want), and
 * `intent` handlers for the trigger that fetch that code ahead of the click.
 */
export function useLazyOverlay(prefetch?: () => Promise<unknown>) {
  const [open, setOpenState] = useState(false);
  const [mounted, setMounted] = useState(false);
  const fetched = useRef(false);
  const intent = useMemo(() => {
    const fetchCode = () => {
      if (fetched.current || !prefetch) return;
      fetched.current = true;
      prefetch().catch(() => (fetched.current = false));
    };
    return { onPointerEnter: fetchCode, onFocus: fetchCode, onTouchStart: fetchCode };
  }, [prefetch]);
  const setOpen = useCallback((next: boolean) => {
    if (next) setMounted(true);
    setOpenState(next);
  }, []);
  return { open, setOpen, mounted, intent };
}

/** Renders `children` only once mounted, inside a silent Suspense boundary. */
export function LazyMount({ mounted, children }: { mounted: boolean; children: ReactNode }) {
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
