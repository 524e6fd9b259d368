/**
 * Heavy interactive widgets (menus, drawers, dialogs: Ark/Zag state machines, focus
 * traps, floating-ui) stay out of the first render. The page first shows a look-alike
 * trigger; the real widget's code is fetched when the reader shows intent (pointer over
 * it, focus, touch) or when the browser is idle, whichever comes first, then swaps in.
 * A click on the stand-in opens the real widget as soon as it arrives, and keyboard
 * focus is carried over to the real trigger, so nothing is lost in the swap.
 */
import {
  Suspense,
  lazy,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

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

const IDLE_TIMEOUT_MS = 4000;

/** Runs `callback` once the browser is idle (or after a timeout where there is no idle API). */
export function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 1500);
  return () => clearTimeout(id);
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
  const noop = () => {};
  const standInFallback = (
    <StandIn intent={{ onPointerEnter: noop, onFocus: noop, onTouchStart: noop }} open={noop} />
  );

  return function Deferred(props: P & { eager?: boolean }) {
    const [wanted, setWanted] = useState(false);
    const [openOnArrival, setOpenOnArrival] = useState(false);
    const focused = useRef(false);
    const wrapper = useRef<HTMLSpanElement>(null);

    useEffect(() => (wanted ? undefined : whenIdle(() => setWanted(true))), [wanted]);

    // Carry keyboard focus from the stand-in over to the real trigger, unless the
    // reader has moved on meanwhile.
    const restoreFocus = () => {
      const active = document.activeElement;
      if (focused.current && (!active || active === document.body))
        wrapper.current?.querySelector<HTMLElement>('button, a')?.focus();
    };

    const want = () => setWanted(true);
    const intent = { onPointerEnter: want, onFocus: want, onTouchStart: want };
    let content: ReactNode;
    if (!wanted && !props.eager) {
      content = (
        <StandIn
          intent={intent}
          open={() => {
            setOpenOnArrival(true);
            setWanted(true);
          }}
        />
      );
    } else {
      content = (
        <Suspense fallback={standInFallback}>
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

/** False on the first render, true once the browser has painted it: gate non-urgent chunks on it. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let id = requestAnimationFrame(() => {
      id = requestAnimationFrame(() => setPainted(true));
    });
    return () => cancelAnimationFrame(id);
  }, []);
  return painted;
}
