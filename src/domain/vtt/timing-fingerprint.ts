/**
 * A short name for one version of a recording's timing (its WebVTT text), so a reader's
 * "the highlighting is off" report says which timing it was about. The server counts only the
 * reports about the timing a recording has now: re-timing it in the subtitle generator makes
 * older reports stop counting (they were answered), and a report queued offline against an
 * older timing never counts against the new one. Both sides compute it from the same text
 * (the change feed mirrors `vtt` as stored), hence here, once.
 *
 * FNV-1a over the UTF-16 code units, 32 bits, as 8 hex digits: not a security hash (nothing
 * is protected by it), just a stable, dependency-free label; line endings are normalised so a
 * CRLF copy of the same text is the same timing.
 */

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** The fingerprint of a WebVTT text: 8 lower-case hex digits. */
export function timingFingerprint(vtt: string): string {
  const text = vtt.replace(/\r\n?/g, '\n').trim();
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The shape of a fingerprint, for validating what a client sends. */
export const TIMING_FINGERPRINT = /^[0-9a-f]{8}$/;
