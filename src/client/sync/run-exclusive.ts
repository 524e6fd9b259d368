/**
 * One sync at a time across every tab of the app. With the Web Locks API the lock is
 * asked for with `ifAvailable`: a tab that finds it taken skips its run (the running tab
 * writes the shared IndexedDB, and every tab's live queries see the result). Where Web
 * Locks are missing, a lease in localStorage does the same job: a tab takes it if it is
 * free or expired, renews it while it runs, and frees it at the end; a crashed tab's lease
 * simply expires.
 */

/** The subset of `navigator.locks` used here (injectable for tests). */
export interface LockManagerLike {
  request<T>(
    name: string,
    options: { ifAvailable: boolean },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>;
}

/** The subset of `localStorage` the fallback lease needs. */
export interface LeaseStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ExclusiveOptions {
  locks?: LockManagerLike;
  storage?: LeaseStorage;
  /** How long a fallback lease lives without renewal. */
  leaseMs?: number;
  now?: () => number;
}

export type Exclusive<T> = { ran: true; value: T } | { ran: false };

const newOwner = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

async function withLease<T>(
  name: string,
  fn: () => Promise<T>,
  storage: LeaseStorage,
  leaseMs: number,
  now: () => number,
): Promise<Exclusive<T>> {
  const key = `${name}:lease`;
  const owner = newOwner();
  const read = () => {
    try {
      return JSON.parse(storage.getItem(key) ?? 'null') as { owner: string; until: number } | null;
    } catch {
      return null;
    }
  };
  const held = read();
  if (held && held.owner !== owner && held.until > now()) return { ran: false };
  const write = () => storage.setItem(key, JSON.stringify({ owner, until: now() + leaseMs }));
  write();
  // Two tabs may have written at once: the last write wins, the other one backs off.
  await Promise.resolve();
  if (read()?.owner !== owner) return { ran: false };
  const renew = setInterval(write, Math.max(1000, leaseMs / 3));
  try {
    return { ran: true, value: await fn() };
  } finally {
    clearInterval(renew);
    if (read()?.owner === owner) storage.removeItem(key);
  }
}

/** Runs `fn` unless another tab (or this one) is already running under `name`. */
export async function runExclusive<T>(
  name: string,
  fn: () => Promise<T>,
  options: ExclusiveOptions = {},
): Promise<Exclusive<T>> {
  const { locks, storage, leaseMs = 30_000, now = Date.now } = options;
  if (locks) {
    return locks.request(name, { ifAvailable: true }, async (lock) =>
      lock ? { ran: true as const, value: await fn() } : { ran: false as const },
    );
  }
  if (storage) return withLease(name, fn, storage, leaseMs, now);
  return { ran: true, value: await fn() };
}
