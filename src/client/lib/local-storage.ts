/** The page's localStorage; undefined in a worker, in Node (tests, benches) or when blocked. */
export function localStorageOrUndefined(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
