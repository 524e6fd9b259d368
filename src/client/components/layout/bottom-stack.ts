/**
 * The phone's fixed bottom elements stack instead of covering each other: the docked
 * mini-player at the very bottom, the "new version" banner above it, and what floats above
 * both (the player's "back to the verse" button, the stanza-shared notice). Each stacked
 * element publishes its height as a CSS variable on <html> while it is shown; the ones above
 * it place themselves with ABOVE_DOCK / ABOVE_STACK. (The install card is in the page's flow:
 * it covers nothing.)
 */
import { useEffect, type RefObject } from 'react';

/** The docked mini-player's height (0 when it is not shown). */
export const DOCK_HEIGHT = '--taalif-dock-height';
/** The update banner's height with its gap (0 when it is not shown). */
export const BANNER_HEIGHT = '--taalif-banner-height';

/** `bottom` of an element sitting just above the docked player. */
export const ABOVE_DOCK = `calc(var(${DOCK_HEIGHT}, 0px) + 16px)`;
/** `bottom` of an element floating above the docked player and the update banner. */
export const ABOVE_STACK = `calc(var(${DOCK_HEIGHT}, 0px) + var(${BANNER_HEIGHT}, 0px) + 16px)`;

/** Publishes `ref`'s height (plus `gap` px) as the CSS variable `name` while `shown`. */
export function usePublishedHeight(
  name: typeof DOCK_HEIGHT | typeof BANNER_HEIGHT,
  ref: RefObject<HTMLElement | null>,
  shown: boolean,
  gap = 0,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !shown) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(name, `${element.offsetHeight + gap}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [name, ref, shown, gap]);
}
