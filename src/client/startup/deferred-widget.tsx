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

/**
 * Sets a state as a transition: React renders it in slices of a few milliseconds that yield
 * to the browser, where an ordinary update would re-render the layout or the page in one
 * long task (on a phone's CPU, hundreds of milliseconds in which a tap waits). Only for
 * updates the reader did not ask for: a click's update stays urgent.
 */
const inBackground = (update: () => void) => () => startTransition(update);

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
