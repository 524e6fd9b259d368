import { describe, expect, it } from 'vitest';
import {
  installPromptMode,
  isDismissalInForce,
  isIosDevice,
  type InstallContext,
} from './install-prompt-mode';

const phone: InstallContext = {
  viewportWidth: 360,
  isStandalone: false,
  isIos: false,
  hasDeferredPrompt: true,
  dismissed: false,
};

describe('installPromptMode', () => {
  it.each<[string, Partial<InstallContext>, ReturnType<typeof installPromptMode>]>([
    ['phone with a captured prompt', {}, 'button'],
    ['exactly 600 px wide', { viewportWidth: 600 }, 'button'],
    ['wider than 600 px', { viewportWidth: 601 }, 'hidden'],
    ['already installed', { isStandalone: true }, 'hidden'],
    ['dismissed', { dismissed: true }, 'hidden'],
    ['no prompt event yet', { hasDeferredPrompt: false }, 'hidden'],
    ['iOS without an event', { isIos: true, hasDeferredPrompt: false }, 'ios-instructions'],
    ['iOS already installed', { isIos: true, isStandalone: true }, 'hidden'],
    ['iOS on a wide tablet', { isIos: true, viewportWidth: 1024 }, 'hidden'],
  ])('%s', (_name, overrides, expected) => {
    expect(installPromptMode({ ...phone, ...overrides })).toBe(expected);
  });
});

describe('isIosDevice', () => {
  it('recognises iPhone, iPad and iPadOS desktop mode', () => {
    expect(isIosDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'iPhone', 5)).toBe(
      true,
    );
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 5)).toBe(
      true,
    );
  });

  it('does not mistake Android or a desktop Mac', () => {
    expect(isIosDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8)', 'Linux armv8l', 5)).toBe(false);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 0)).toBe(
      false,
    );
  });
});

describe('isDismissalInForce', () => {
  const now = Date.UTC(2026, 10, 25);
  const day = 24 * 3_600_000;
  it.each<[string, string | null, boolean]>([
    ['never dismissed', null, false],
    ['dismissed yesterday', String(now - day), true],
    ['dismissed 29 days ago', String(now - 29 * day), true],
    ['dismissed 31 days ago: asked again', String(now - 31 * day), false],
    ['an earlier version’s "1"', '1', true],
    ['an unreadable value', 'yes', false],
  ])('%s', (_, stored, expected) => {
    expect(isDismissalInForce(stored, now)).toBe(expected);
  });
});
