/**
 * A reader's on/off choice kept on this device (localStorage, never sent): on until the
 * reader turns it off. Storage that is unavailable (private modes, quotas) keeps the default.
 */
export function rememberedSwitch(key: string): boolean {
  try {
    return localStorage.getItem(key) !== 'false';
  } catch {
    return true;
  }
}

export function rememberSwitch(key: string, on: boolean) {
  try {
    localStorage.setItem(key, String(on));
  } catch {
    // Storage unavailable: the default applies next time.
  }
}
