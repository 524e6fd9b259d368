import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time';
import { playerKeyAction, type KeyLike } from './player-key-action';

const key = (value: string, extra: Partial<KeyLike> = {}): KeyLike => ({
  key: value,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  target: document.body,
  ...extra,
});
const element = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.firstElementChild as HTMLElement;
};

describe('playerKeyAction', () => {
  it.each([
    [' ', false, 'toggle'],
    ['ArrowLeft', false, 'previous-verse'],
    ['ArrowRight', false, 'next-verse'],
    ['ArrowLeft', true, 'back'],
    ['ArrowRight', true, 'forward'],
    ['ArrowUp', false, null],
    ['k', false, null],
    [' ', true, null],
  ] as const)('%j (shift %s) → %s', (value, shiftKey, expected) => {
    expect(playerKeyAction(key(value, { shiftKey }))).toBe(expected);
  });

  it('leaves browser and system shortcuts alone', () => {
    for (const modifier of ['ctrlKey', 'altKey', 'metaKey'] as const)
      expect(playerKeyAction(key('ArrowRight', { [modifier]: true }))).toBeNull();
  });

  it.each([
    '<input type="text">',
    '<input type="range">',
    '<textarea></textarea>',
    '<select><option>a</option></select>',
    '<div contenteditable="true">x</div>',
    '<div role="slider" tabindex="0"></div>',
    '<div role="textbox" tabindex="0"></div>',
  ])('never acts while the focus is on %s', (html) => {
    const target = element(html);
    expect(playerKeyAction(key(' ', { target }))).toBeNull();
    expect(playerKeyAction(key('ArrowLeft', { target }))).toBeNull();
    expect(playerKeyAction(key('ArrowRight', { target, shiftKey: true }))).toBeNull();
  });

  it('lets Space press a focused button or link, but takes the arrows there', () => {
    for (const html of ['<button>b</button>', '<a href="#x">a</a>', '<div role="button">d</div>']) {
      const target = element(html);
      expect(playerKeyAction(key(' ', { target }))).toBeNull();
      expect(playerKeyAction(key('ArrowRight', { target }))).toBe('next-verse');
    }
  });
});

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [9.99, '0:09'],
    [65, '1:05'],
    [3725, '1:02:05'],
    [Number.NaN, '0:00'],
    [-3, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%s s → %s', (seconds, expected) => expect(formatTime(seconds)).toBe(expected));
});
