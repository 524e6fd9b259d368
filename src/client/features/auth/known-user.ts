/**
 * The last user the server confirmed for this tab's session, kept beside the tokens in
 * sessionStorage (ends with the tab, like them). It lets a reload without network show
 * the reader as signed in (name, avatar, like button) until the server can be asked again.
 */
import type { User } from '@domain/schemas/user';

const KEY = 'authUser';

export const knownUser = {
  get(): User | undefined {
    try {
      const raw = sessionStorage.getItem(KEY);
      return raw ? (JSON.parse(raw) as User) : undefined;
    } catch {
      return undefined;
    }
  },
  save(user: User) {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(user));
    } catch {
      // Storage unavailable: an offline reload then shows the reader signed out.
    }
  },
  clear() {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // Nothing stored.
    }
  },
};
