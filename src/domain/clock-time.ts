/**
 * The one rounding rule for a duration or a position shown as "m:ss": whole seconds, rounded
 * down, like a clock. The list's "Durée" and the player's total then agree (17.6 s is 0:17 in
 * both), and the player's elapsed time never passes its total.
 */
export function clockTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
