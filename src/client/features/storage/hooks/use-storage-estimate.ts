/**
 * How much the browser lets Taalif store and how much it uses (navigator.storage.estimate),
 * and whether the storage is persistent. Re-read when `version` changes (after a delete).
 * `undefined` fields mean the browser does not say.
 */
import { useEffect, useState } from 'react';

export interface StorageEstimateView {
  usage?: number;
  quota?: number;
  persisted?: boolean;
}

export function useStorageEstimate(version: unknown): StorageEstimateView {
  const [estimate, setEstimate] = useState<StorageEstimateView>({});
  useEffect(() => {
    let live = true;
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    void Promise.all([
      storage?.estimate?.().catch(() => undefined),
      storage?.persisted?.().catch(() => undefined),
    ]).then(([e, persisted]) => {
      if (live) setEstimate({ usage: e?.usage, quota: e?.quota, persisted });
    });
    return () => {
      live = false;
    };
  }, [version]);
  return estimate;
}
