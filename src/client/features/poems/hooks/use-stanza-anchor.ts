/**
 * A shared link may point at one stanza (`/poem/<id>#stanza-3`). The text arrives from
 * IndexedDB after the first render, so the browser's own jump to the anchor has nothing to
 * reach: once the poem is shown, scroll to the stanza ourselves (once per hash).
 */
import { useEffect, useRef } from 'react';

export function useStanzaAnchor(ready: boolean) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    const hash = window.location.hash;
    if (!ready || !/^#stanza-\d+$/.test(hash) || done.current === hash) return;
    const target = document.getElementById(hash.slice(1));
    if (!target) return;
    done.current = hash;
    target.scrollIntoView({ block: 'start' });
  }, [ready]);
}
