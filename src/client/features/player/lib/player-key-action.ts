/**
 * The player's keyboard shortcuts, as a pure decision on a key event: Space plays or pauses,
 * ←/→ go to the previous/next verse, Shift+←/→ move 10 s. Nothing happens while the reader types
 * in a field, works a control that uses these keys itself (a slider, a select, a focused button
 * takes Space), or holds Ctrl, Alt or Meta (browser and system shortcuts). The arrows keep their
 * meaning in right-to-left languages: ← is back in time, as in other players.
 */

export type PlayerKeyAction = 'toggle' | 'previous-verse' | 'next-verse' | 'back' | 'forward';

/** The parts of a KeyboardEvent the decision reads. */
export interface KeyLike {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

const TYPING_ROLES = new Set([
  'textbox',
  'searchbox',
  'combobox',
  'slider',
  'spinbutton',
  'listbox',
  'menu',
  'menuitem',
  'option',
  'radio',
  'tab',
]);

/** Whether the focused element uses these keys itself. */
function ownsKeys(target: EventTarget | null, key: string): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (
    element.isContentEditable ||
    element.closest('[contenteditable]:not([contenteditable="false"])')
  )
    return true;
  const tag = element.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  const role = element.getAttribute('role');
  if (role !== null && TYPING_ROLES.has(role)) return true;
  // Space activates a focused button, link or summary: let it.
  return key === ' ' && (tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY' || role === 'button');
}

/** Returns what the key asks of the player, or null to leave the event alone. */
export function playerKeyAction(event: KeyLike): PlayerKeyAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  if (ownsKeys(event.target, event.key)) return null;
  switch (event.key) {
    case ' ':
    case 'Spacebar':
      return event.shiftKey ? null : 'toggle';
    case 'ArrowLeft':
      return event.shiftKey ? 'back' : 'previous-verse';
    case 'ArrowRight':
      return event.shiftKey ? 'forward' : 'next-verse';
    default:
      return null;
  }
}
