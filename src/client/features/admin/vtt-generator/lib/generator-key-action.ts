/**
 * The generator's keyboard, as a pure decision on a key event. Space stamps the next verse
 * wherever focus is, a focused button included (the screen then cancels the key, so the
 * button is not pressed as well), and Shift+Space undoes the last stamp; only a field that
 * takes typing keeps its keys (text inputs, text areas, selects, editable content, sliders,
 * and radio buttons, whose arrows and Space choose: the conflict view's).
 * ←/→ nudge the selected verse's start by 0.1 s (Shift: 1 s; in time, whatever the writing
 * direction), ↑/↓ select the previous/next verse, K plays or pauses, P plays the selected
 * verse alone, 1/2/3 set the speed to 0.5×/0.75×/1×. Ctrl, Alt and Meta are left to the
 * browser.
 */

export type GeneratorKeyAction =
  | { type: 'stamp' }
  | { type: 'undo' }
  | { type: 'nudge'; seconds: number }
  | { type: 'select'; step: -1 | 1 }
  | { type: 'toggle' }
  | { type: 'play-verse' }
  | { type: 'rate'; rate: number };

/** The parts of a KeyboardEvent the decision reads. */
export interface KeyLike {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

export const PLAYBACK_RATES = [0.5, 0.75, 1] as const;

const NOT_TYPING_INPUTS = new Set(['button', 'submit', 'reset', 'checkbox', 'file']);
const TYPING_ROLES = new Set(['textbox', 'searchbox', 'combobox', 'slider', 'spinbutton', 'radio']);

/** Whether the focused element takes typing (its keys are its own). */
export function takesTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.closest('[contenteditable]:not([contenteditable="false"])')) return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !NOT_TYPING_INPUTS.has((element as HTMLInputElement).type);
  const role = element.getAttribute('role');
  return role !== null && TYPING_ROLES.has(role);
}

/** Returns what the key asks of the generator, or null to leave the event alone. */
export function generatorKeyAction(event: KeyLike): GeneratorKeyAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey || takesTyping(event.target)) return null;
  switch (event.key) {
    case ' ':
    case 'Spacebar':
      return { type: event.shiftKey ? 'undo' : 'stamp' };
    case 'ArrowLeft':
      return { type: 'nudge', seconds: event.shiftKey ? -1 : -0.1 };
    case 'ArrowRight':
      return { type: 'nudge', seconds: event.shiftKey ? 1 : 0.1 };
    case 'ArrowUp':
      return { type: 'select', step: -1 };
    case 'ArrowDown':
      return { type: 'select', step: 1 };
    case 'k':
    case 'K':
      return { type: 'toggle' };
    case 'p':
    case 'P':
      return { type: 'play-verse' };
    case '1':
    case '2':
    case '3':
      return { type: 'rate', rate: PLAYBACK_RATES[Number(event.key) - 1]! };
    default:
      return null;
  }
}
