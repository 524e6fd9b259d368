/**
 * Heavy interactive widgets (menus, drawers, dialogs: Ark/Zag state machines, focus
 * traps, floating-ui) stay out of the page's load. The page shows a look-alike trigger;
 * the real widget's code is fetched when the reader shows intent (pointer over it, focus,
 * touch), then swaps in. Fetched at idle time instead, every visit paid for menus most
 * readers never open: on a phone, tasks that held up the first taps.
 * A click on the stand-in opens the real widget as soon as it arrives, and keyboard
 * focus is carried over to the real trigger, so nothing is lost in the swap.
 */
import {
  Suspense,
  lazy,
  startTransition,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { whenIdle } from '@client/lib/when-idle';
import { afterContentPainted } from './first-content-paint';

/** What a stand-in trigger receives: spread `intent` on it, call `open` on click. */
export interface StandInProps {
  intent: {
    onPointerEnter: () => void;
    onFocus: () => void;
    onTouchStart: () => void;
  };
  open: () => void;
}

/** The real widget receives `defaultOpen` when the reader clicked before it arrived. */
export interface DeferredProps {
  defaultOpen?: boolean;
}

/** The page's content is shown once its main landmark holds a heading (skip-link.tsx's target). */
const CONTENT_SHOWN = 'main h1';
const CONTENT_MAX_WAIT_MS = 8000;

/**
 * Runs `callback` once the page's main heading is in the document, painted, and the browser
 * is then idle (or after CONTENT_MAX_WAIT_MS for a page without one). Code the reader does
 * not need to see the page (the sync engine, the player, the service worker, the view
 * count) waits for this, so on a phone's narrow network it never competes with the chunks
 * and data of the page being opened, nor delays the paint that shows it.
 */
export function whenContentShown(callback: () => void): () => void {
  let cancelWait: (() => void) | undefined;
  let observer: MutationObserver | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // When the heading appeared: the first call (main.tsx, before the first render) sees it
  // come; a later one finds it there (and the first paint watched already).
  const shown = (appearedAt = performance.now()) => {
    observer?.disconnect();
    clearTimeout(timer);
    if (cancelWait) return;
    let cancelIdle: (() => void) | undefined;
    const cancelPainted = afterContentPainted(appearedAt, () => (cancelIdle = whenIdle(callback)));
    cancelWait = () => {
      cancelPainted();
      cancelIdle?.();
    };
  };
  if (document.querySelector(CONTENT_SHOWN)) shown();
  else {
    observer = new MutationObserver(() => {
      if (document.querySelector(CONTENT_SHOWN)) shown();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    timer = setTimeout(() => shown(), CONTENT_MAX_WAIT_MS);
  }
  return () => {
    observer?.disconnect();
    clearTimeout(timer);
    cancelWait?.();
  };
}

/**
 * Sets a state as a transition: React renders it in slices of a few milliseconds that yield
 * to the browser, where an ordinary update would re-render the layout or the page in one
 * long task (on a phone's CPU, hundreds of milliseconds in which a tap waits). Only for
 * updates the reader did not ask for: a click's update stays urgent.
 */
const inBackground = (update: () => void) => () => startTransition(update);

/** False until the page's content is shown and the browser idle (whenContentShown). */
export function useAfterContentShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => whenContentShown(inBackground(() => setShown(true))), []);
  return shown;
}

/**
 * Renders `children` (lazy components) once the page's content is shown and the browser
 * idle, inside a silent Suspense boundary. The state lives here, not in the layout or
 * page around it: when it flips, only this slot renders, where a flag held by the layout
 * re-rendered the whole shell (top bar, side navigation) on a phone's CPU at load.
 */
export function AfterContentShown({ children }: { children: ReactNode }) {
  const shown = useAfterContentShown();
  return shown ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Calls `onMount` once, after its Suspense boundary has committed the real widget. */
function AfterMount({ onMount }: { onMount: () => void }) {
  const once = useRef(onMount);
  useEffect(() => once.current(), []);
  return null;
}

/** Makes a deferred widget from its module loader; `StandIn` renders until it is ready. */
export function deferred<P extends object>(
  load: () => Promise<{ default: ComponentType<P & DeferredProps> }>,
  StandIn: ComponentType<StandInProps>,
) {
  const Real = lazy(load);

  return function Deferred(props: P & { eager?: boolean }) {
    const [wanted, setWanted] = useState(false);
    const [openOnArrival, setOpenOnArrival] = useState(false);
    const focused = useRef(false);
    const wrapper = useRef<HTMLSpanElement>(null);

    // Carry keyboard focus from the stand-in over to the real trigger, unless the
    // reader has moved on meanwhile.
    const restoreFocus = () => {
      const active = document.activeElement;
      if (focused.current && (!active || active === document.body))
        wrapper.current?.querySelector<HTMLElement>('button, a')?.focus();
    };

    const want = inBackground(() => setWanted(true));
    const intent = { onPointerEnter: want, onFocus: want, onTouchStart: want };
    // A click while the code is on its way opens the widget when it arrives.
    const open = () => {
      setOpenOnArrival(true);
      setWanted(true);
    };
    let content: ReactNode;
    if (!wanted && !props.eager) {
      content = <StandIn intent={intent} open={open} />;
    } else {
      content = (
        <Suspense fallback={<StandIn intent={intent} open={open} />}>
          <Real {...props} defaultOpen={openOnArrival || undefined} />
          <AfterMount onMount={restoreFocus} />
        </Suspense>
      );
    }
    return (
      <span
        ref={wrapper}
        style={{ display: 'contents' }}
        onFocus={() => (focused.current = true)}
        onBlur={(e) => {
          // A null relatedTarget is the stand-in being swapped out, not the reader leaving.
          if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget))
            focused.current = false;
        }}
      >
        {content}
      </span>
    );
  };
}

/**
 * False on the first render, true once the page's first content is on the screen (or, on a
 * later page, the frame after next): gate non-urgent chunks on it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(
    () =>
      afterContentPainted(
        performance.now(),
        inBackground(() => setPainted(true)),
      ),
    [],
  );
  return painted;
}
