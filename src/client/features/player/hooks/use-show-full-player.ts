/**
 * Tells the player store while a full player is on screen (IntersectionObserver), so the docked
 * mini-player steps aside then, and comes back when the reader scrolls the full player away.
 */
import { useEffect, type RefObject } from 'react';
import { playerStore } from '../store/player';

export function useShowFullPlayer(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let hide: (() => void) | null = null;
    const update = (visible: boolean) => {
      if (visible && !hide) hide = playerStore.showFullPlayer();
      if (!visible && hide) {
        hide();
        hide = null;
      }
    };
    if (typeof IntersectionObserver === 'undefined') {
      update(true);
      return () => update(false);
    }
    const observer = new IntersectionObserver((entries) =>
      update(entries.some((e) => e.isIntersecting)),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      update(false);
    };
  }, [root]);
}
