/**
 * When and how to offer installation (SPEC section 9): only on screens up to 600 px
 * wide, never when the app already runs installed, never after the reader dismissed it;
 * iOS has no install event, so it gets instructions instead of a button. Pure.
 */
export const INSTALL_PROMPT_MAX_WIDTH = 600;

export type InstallPromptMode = 'button' | 'ios-instructions' | 'hidden';

export interface InstallContext {
  viewportWidth: number;
  isStandalone: boolean;
  isIos: boolean;
  /** A `beforeinstallprompt` event was captured and not used yet. */
  hasDeferredPrompt: boolean;
  dismissed: boolean;
}

/** What the install prompt shows in this context. */
export function installPromptMode(ctx: InstallContext): InstallPromptMode {
  if (ctx.dismissed || ctx.isStandalone || ctx.viewportWidth > INSTALL_PROMPT_MAX_WIDTH)
    return 'hidden';
  if (ctx.isIos) return 'ios-instructions';
  return ctx.hasDeferredPrompt ? 'button' : 'hidden';
}

/** iPhone, iPod, or an iPad (which reports itself as a Mac with touch). */
export function isIosDevice(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  return /iphone|ipad|ipod/i.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
}
