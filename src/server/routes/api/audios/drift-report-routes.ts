/**
 * Readers' "the highlighting is off" reports on a timed recording, and their counts for
 * administrators (plugins/app/drift-reports/drift-reports-repository.ts says what counts).
 *
 * - `POST /:id/drift-reports` {deviceId, timing}: public, like the other counters: a reader's
 *   outbox sends it (with an Idempotency-Key, so a whole outbox flushed at once passes the
 *   keyed allowance of routes/idempotency.ts). One report per device and timing counts; a
 *   repeat answers 200 `{counted: false}`, never an error, so the outbox is done with it.
 *   404 for an unknown recording, 409 for one without timing.
 * - `GET /drift-reports` and `GET /:id/drift-reports`: administrators only. The counts are
 *   not in the audio list and record answers on purpose: those are public and cached per
 *   URL whoever asks (public-cache.ts), so a field shown only to administrators there would
 *   either leak from the cache or poison it. Readers do not need the count; these answers
 *   are private (`no-store`, from the access plugin) and never cached.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@domain/errors';
import {
  DriftCountSchema,
  DriftReportAnswerSchema,
  DriftReportSchema,
} from '@domain/schemas/drift-report';
import { notFound } from '../../../lib/http-errors';
import { orRefuse } from '../../refused';
import { counterRateLimit, IdempotencyHeadersSchema, rememberKey } from '../../idempotency';
import { IdParamsSchema, bearerAuth, readErrors, writeErrors } from '../../shared';

const tags = ['audios'];
const admin = { access: 'admin' as const, publicCache: false };
const { 409: _never, ...adminReadErrors } = writeErrors;

/**
 * How many reports one client address may send a minute without an idempotency key. A reader
 * reports a recording once; a few a minute is already a lot for one address.
 */
export const DRIFT_REPORT_MAX = 10;

const routes: FastifyPluginAsyncZod = async (app) => {
  const reports = app.driftReportsRepository;

  app.post(
    '/:id/drift-reports',
    {
      config: { access: 'public', rateLimit: counterRateLimit(DRIFT_REPORT_MAX) },
      schema: {
        tags,
        summary:
          "Report that a timed recording's verse highlighting is off (readers; one report " +
          'per device and timing counts; a repeat answers counted: false; at most ' +
          `${DRIFT_REPORT_MAX} a minute per client address without an Idempotency-Key)`,
        params: IdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: DriftReportSchema,
        response: {
          200: DriftReportAnswerSchema,
          ...readErrors,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const answer = orRefuse(await reports.report(request.params.id, request.body), 'Audio');
      rememberKey(request);
      return answer;
    },
  );

  app.get(
    '/drift-reports',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Administrators: every recording with drift reports about its current timing, ' +
          'most reported first',
        security: bearerAuth,
        response: { 200: z.object({ content: z.array(DriftCountSchema) }), ...adminReadErrors },
      },
    },
    async () => ({ content: await reports.listCounts() }),
  );

  app.get(
    '/:id/drift-reports',
    {
      config: admin,
      schema: {
        tags,
        summary: "Administrators: one recording's drift reports about its current timing",
        security: bearerAuth,
        params: IdParamsSchema,
        response: { 200: DriftCountSchema, ...adminReadErrors },
      },
    },
    async (request) => {
      const found = await reports.countOf(request.params.id);
      if (!found) throw notFound('Audio');
      return found;
    },
  );
};

export default routes;
