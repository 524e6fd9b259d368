/**
 * A recording's timing state (@domain/vtt/timing-state.ts) as SQL, read from its WebVTT the
 * way the domain reads it: blank is untimed (`needsTimingReview`'s "nothing to review"), the
 * review NOTE at a line's start (`TIMING_REVIEW_NOTE`, a whole word after it) is review.
 * The dashboard's recordings list filters with these and the desk counts with them, so a
 * count and the list it links to always agree.
 */
import { sql, type SQL } from 'drizzle-orm';
import { TIMING_REVIEW_NOTE } from '@domain/vtt/timing-review';
import type { TimingState } from '@domain/vtt/timing-state';
import { audios } from '../../../db/schema';

const untimed = sql`(${audios.vtt} is null or ${audios.vtt} !~ '\\S')`;
// POSIX regex: the note at the text's start or after a line break, then not a word character.
const reviewPattern = `(^|[\\n\\r])${TIMING_REVIEW_NOTE}($|[^[:alnum:]_])`;
const review = sql`(${audios.vtt} ~ ${reviewPattern})`;

export const TIMING_CONDITIONS: Record<TimingState, SQL> = {
  untimed,
  review: sql`(not ${untimed} and ${review})`,
  timed: sql`(not ${untimed} and not ${review})`,
};
