/**
 * A difficult word in a verse (the shared WordMark, the button the server draws too), with its
 * definition in a small popover that opens on hover, on keyboard focus and on tap (phones have
 * no hover), and closes on Escape, on blur, on a tap elsewhere or when the pointer leaves an
 * unpinned popover. The word is a real button, so it is in the tab order and announced; the
 * definition describes it while shown (role tooltip).
 *
 * The definition's code (WordDefinitionPopover) loads like an overlay's (useLazyOverlay): on a
 * touch or when the word first opens, not with the page; the service worker keeps it offline.
 */
import { lazy, useEffect, useId, useRef, useState } from 'react';
import type { DifficultWord as DifficultWordRow } from '@domain/schemas';
import { LazyMount, useLazyOverlay } from '@client/startup/lazy-overlay';
import { WordMark } from '@ui/poem-text/word-mark';

const loadPopover = () => import('./word-definition-popover');
const WordDefinitionPopover = lazy(() =>
  loadPopover().then((m) => ({ default: m.WordDefinitionPopover })),
);

export function DifficultWord({ text, entry }: { text: string; entry: DifficultWordRow }) {
  const tooltipId = useId();
  const { open, setOpen, mounted, intent } = useLazyOverlay(loadPopover);
  const [pinned, setPinned] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);

  const close = () => {
    setOpen(false);
    setPinned(false);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      setPinned(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (wrapper.current?.contains(event.target as Node)) return;
      setOpen(false);
      setPinned(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, setOpen]);

  return (
    <WordMark
      text={text}
      word={entry.word}
      open={open}
      aria-describedby={open ? tooltipId : undefined}
      onFocus={() => setOpen(true)}
      onBlur={close}
      onTouchStart={intent.onTouchStart}
      onClick={() => {
        if (pinned && open) close();
        else {
          setPinned(true);
          setOpen(true);
        }
      }}
      wrapper={{
        ref: wrapper,
        onMouseEnter: () => setOpen(true),
        onMouseLeave: () => !pinned && setOpen(false),
      }}
    >
      <LazyMount mounted={mounted}>
        {open && <WordDefinitionPopover id={tooltipId} entry={entry} anchor={wrapper} />}
      </LazyMount>
    </WordMark>
  );
}
