/**
 * When readers see a poem: its `publishedAt`. Null is a draft (only administrators see it), a
 * date still to come is scheduled (it appears by itself when the date passes: the server's
 * public queries compare with the time of the request, no job has to run), a date passed is
 * published. The server and the dashboard derive the state the same way, from here. No zod:
 * the dashboard's list routes read the state from their URL in the entry script.
 */
export const PUBLICATION_STATES = ['draft', 'scheduled', 'published'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

export const isPublicationState = (value: unknown): value is PublicationState =>
  (PUBLICATION_STATES as readonly unknown[]).includes(value);

/** The state of a poem whose `publishedAt` is this, at `now` (milliseconds since 1970). */
export function publicationState(
  publishedAt: string | null | undefined,
  now: number = Date.now(),
): PublicationState {
  if (publishedAt == null) return 'draft';
  return Date.parse(publishedAt) > now ? 'scheduled' : 'published';
}
