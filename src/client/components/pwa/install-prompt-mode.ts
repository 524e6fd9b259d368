/**
 * When and how to offer installation (SPEC section 9): only on screens up to 600 px
 * wide, never when the app already runs installed, not again for 30 days after the reader
 * dismissed it; iOS has no install event, so it gets instructions instead of a button. Pure.
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

/** How long a dismissal keeps the offer away ("not shown again for a while"). */
export const INSTALL_PROMPT_QUIET_MS = 30 * 24 * 3_600_000;

/**
 * Whether a stored dismissal still holds: its time in milliseconds, or '1', which earlier
 * versions wrote for "dismissed" (kept as a dismissal in force: the reader said no).
 */
export function isDismissalInForce(stored: string | null, now: number): boolean {
  if (stored === null) return false;
  if (stored === '1') return true;
  const at = Number(stored);
  return Number.isFinite(at) && now - at < INSTALL_PROMPT_QUIET_MS;
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
