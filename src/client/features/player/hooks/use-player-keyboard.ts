/** Binds the player's shortcuts (lib/player-key-action.ts) to the page while a full player is shown. */
import { useEffect } from 'react';
import { playerKeyAction, type PlayerKeyAction } from '../lib/player-key-action';

export function usePlayerKeyboard(run: (action: PlayerKeyAction) => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = playerKeyAction(event);
      if (!action) return;
      event.preventDefault();
      run(action);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [run]);
}
