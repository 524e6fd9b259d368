import { describe, expect, it } from 'vitest';
import { generatorKeyAction, type KeyLike } from './generator-key-action';

const key = (k: string, target: EventTarget | null = document.body, shiftKey = false): KeyLike => ({
  key: k,
  shiftKey,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  target,
});

function element(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.firstElementChild as HTMLElement;
}

describe('the generator keys', () => {
  it('stamps with Space and undoes with Shift+Space, on a focused button too', () => {
    expect(generatorKeyAction(key(' '))).toEqual({ type: 'stamp' });
    expect(generatorKeyAction(key(' ', document.body, true))).toEqual({ type: 'undo' });
    expect(generatorKeyAction(key(' ', element('<button>Play</button>')))).toEqual({
      type: 'stamp',
    });
  });

  it('leaves fields that take typing alone', () => {
    for (const html of [
      '<input type="text">',
      '<input type="search">',
      '<textarea></textarea>',
      '<select><option>a</option></select>',
      '<div contenteditable="true"><span>x</span></div>',
      '<div role="slider"></div>',
      '<input type="radio" name="side">',
    ]) {
      expect(generatorKeyAction(key(' ', element(html)))).toBeNull();
    }
    expect(generatorKeyAction(key(' ', element('<input type="checkbox">')))).toEqual({
      type: 'stamp',
    });
  });

  it('nudges, selects, plays and sets the speed', () => {
    expect(generatorKeyAction(key('ArrowLeft'))).toEqual({ type: 'nudge', seconds: -0.1 });
    expect(generatorKeyAction(key('ArrowRight', document.body, true))).toEqual({
      type: 'nudge',
      seconds: 1,
    });
    expect(generatorKeyAction(key('ArrowDown'))).toEqual({ type: 'select', step: 1 });
    expect(generatorKeyAction(key('p'))).toEqual({ type: 'play-verse' });
    expect(generatorKeyAction(key('k'))).toEqual({ type: 'toggle' });
    expect(generatorKeyAction(key('2'))).toEqual({ type: 'rate', rate: 0.75 });
    expect(generatorKeyAction({ ...key('s'), ctrlKey: true })).toBeNull();
  });
});
