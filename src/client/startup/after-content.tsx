/**
 * `<AfterContent moment="idle">`: renders its children (lazy components) once the screen's
 * content is shown and `moment` has come (content-shown.ts), inside a Suspense boundary;
 * `fallback` shows until then. The state lives here, not in the layout or page around it:
 * when it flips, only this slot renders, where a flag held by the layout re-rendered the
 * whole shell (top bar, side navigation) on a phone's CPU at load.
 */
import { Suspense, startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterContent, type ContentMoment } from './content-shown';

export function AfterContent({
  moment,
  fallback = null,
  children,
}: {
  moment: ContentMoment;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  // A transition: React renders the slot in slices that yield to the browser; the reader
  // did not ask for this update, so it never holds up a tap.
  useEffect(() => afterContent(moment, () => startTransition(() => setReady(true))), [moment]);
  return ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
