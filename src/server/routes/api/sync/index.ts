/**
 * GET /api/sync?since=REV&limit=N&schema=V: the change feed the offline client pulls
 * (DESIGN.md section 5). Public: it carries only the public anthology. The consistency
 * argument lives in plugins/app/sync/sync-repository.ts.
 *
 * 410 (Gone) tells the client to reset (clear its mirror, pull again from since=0): its cursor
 * is at or below the tombstone horizon and tombstones were pruned after its mirror began (it
 * may have missed a delete), or its cursor was handed out by writes that a restore from a backup
 * took away (a gap of the feed, sync-repository.ts), or the mirror format it was built for (`schema`) is older than
 * SYNC_MIN_SCHEMA_VERSION.
 *
 * Why the mirror's own horizon matters: a pull from 0 in pages stores cursors that can lie
 * below the horizon (rows older than a pruned tombstone are still alive). Such a cursor
 * missed nothing while the horizon is still the one read before that pull's first page
 * (sent back as `horizon`): every tombstone pruned so far then has a rev at or below it,
 * and revs are taken in commit order, so its delete committed before the pull began and the
 * pull never received that row. The horizon only ever rises; once it passes the mirror's,
 * a delete the mirror needed may be gone, and the cursor is refused as before. Answers revalidate on every
 * use (ETag from the feed, public-cache.ts): a no-change sync is a 304 of a few hundred bytes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@domain/errors';
import {
  SYNC_MIN_SCHEMA_VERSION,
  SYNC_SCHEMA_VERSION,
  SyncQuerySchema,
  SyncResponseSchema,
} from '@domain/sync/change';
import { HttpError } from '../../../lib/http-errors';
import { gapOf } from '../../../plugins/app/sync/sync-repository';

const gone = (message: string) => new HttpError(410, 'feed_reset', message);

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sync'],
        summary: 'Rows and tombstones changed after a cursor, in rev order',
        querystring: SyncQuerySchema,
        response: { 200: SyncResponseSchema, 400: ApiErrorSchema, 410: ApiErrorSchema },
      },
    },
    async (request) => {
      const { since, limit, schema } = request.query;
      // The oldest cursor in use, on /metrics (metrics/oldest-cursor.ts).
      app.metrics.syncCursor(since);
      if (schema !== undefined && schema < SYNC_MIN_SCHEMA_VERSION) {
        throw gone(
          `This offline copy uses format ${schema}, which is no longer served (oldest ` +
            `${SYNC_MIN_SCHEMA_VERSION}, current ${SYNC_SCHEMA_VERSION}); reset it and sync again from since=0`,
        );
      }
      // Before the feed statement: what the answer tells a new mirror was pruned before it.
      const horizonBefore = await app.syncRepository.horizon();
      const answer = await app.syncRepository.changesSince(since, limit);
      // After the feed statement, so a pruning that statement missed is seen here.
      if (since > 0) {
        const gap = gapOf(await app.syncRepository.gaps(), since);
        if (gap) {
          throw gone(
            `This copy is at rev ${since}, from changes this server no longer has (it was ` +
              `restored from a backup taken at rev ${gap[0]}); reset it and sync again from since=0`,
          );
        }
        const horizon = await app.syncRepository.horizon();
        const prunedSinceMirrorBegan =
          request.query.horizon === undefined || request.query.horizon < horizon;
        if (since <= horizon && prunedSinceMirrorBegan) {
          throw gone(
            `Deletions up to rev ${horizon} are no longer kept and this copy is at rev ${since}; ` +
              'reset it and sync again from since=0',
          );
        }
      }
      return { ...answer, horizon: horizonBefore };
    },
  );
};

export default routes;
