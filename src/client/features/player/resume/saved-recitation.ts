/**
 * The last recitation and its time, kept on this device only (localStorage, never sent): after a
 * reload or a restart the mini-player offers it again, paused at that time. Only the ids and the
 * time are kept; the track is rebuilt from the mirror (restore-recitation.ts), so a recitation
 * or poem deleted since is forgotten rather than shown.
 */
export interface SavedRecitation {
  audioId: string;
  /** Seconds into the recording. */
  time: number;
}

const KEY = 'taalif:recitation';

export function readSavedRecitation(storage: Storage | undefined): SavedRecitation | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { audioId, time } = value as Record<string, unknown>;
    if (typeof audioId !== 'string' || typeof time !== 'number' || !Number.isFinite(time))
      return null;
    return { audioId, time: Math.max(0, time) };
  } catch {
    return null;
  }
}

export function saveRecitation(storage: Storage | undefined, saved: SavedRecitation | null): void {
  try {
    if (saved) storage?.setItem(KEY, JSON.stringify(saved));
    else storage?.removeItem(KEY);
  } catch {
    // A full or blocked localStorage only costs the resume offer.
  }
}
