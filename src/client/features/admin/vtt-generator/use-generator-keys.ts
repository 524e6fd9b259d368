/**
 * Binds the generator's keys (lib/generator-key-action.ts) on the window while the screen is
 * open. A handled key is cancelled, on keydown and on the keyup that follows, so Space on a
 * focused button stamps without also pressing the button, and never scrolls the page.
 */
import { useEffect, useRef } from 'react';
import { generatorKeyAction, type GeneratorKeyAction } from './lib/generator-key-action';

export function useGeneratorKeys(handle: (action: GeneratorKeyAction) => void): void {
  const latest = useRef(handle);
  latest.current = handle;
  useEffect(() => {
    let cancelledSpace = false;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = generatorKeyAction(event);
      if (!action) return;
      event.preventDefault();
      if (event.key === ' ') cancelledSpace = true;
      if (event.repeat && (action.type === 'stamp' || action.type === 'undo')) return;
      latest.current(action);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === ' ' && cancelledSpace) {
        cancelledSpace = false;
        event.preventDefault();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, []);
}
