/** The publication fields of the API (zod): see publication-state.ts for what they mean. */
import { z } from 'zod';
import { PUBLICATION_STATES } from './publication-state';

/**
 * What a save may say of `publishedAt`: null (a draft), 'now' (published at the server's time,
 * not the editor's clock) or a date with its time zone (scheduled if still to come).
 */
export const PublishedAtInputSchema = z.union(
  [
    z.null(),
    z.literal('now'),
    z.iso.datetime({ offset: true }).refine((text) => {
      const year = new Date(text).getUTCFullYear();
      return year >= 1900 && year <= 9999;
    }),
  ],
  { error: 'Must be null (a draft), "now" or a date and time with its time zone' },
);

/** The `?state=` of the administrators' poem list. */
export const PublicationStateQuerySchema = z.enum(PUBLICATION_STATES, {
  error: `One of: ${PUBLICATION_STATES.join(', ')}`,
});
