/**
 * The measures of /metrics (metrics-route.ts), taken only when METRICS_TOKEN is set: without
 * it there are no hooks, nothing is measured that nobody reads.
 *
 * `app.metrics` exists either way, so the routes and plugins that feed it (the sync route's
 * cursors, the rate limiter's refusals) need not know whether it is on.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { createInstruments } from './instruments';
import { OldestCursor } from './oldest-cursor';

export interface AppMetrics {
  /** A sync pull's cursor (`since`). */
  syncCursor(since: number): void;
  /** A request a rate limit refused. */
  rateLimited(request: FastifyRequest): void;
  /** The registry /metrics writes out; undefined when METRICS_TOKEN is unset. */
  registry?: Registry;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** The window of the oldest cursor in use (two buckets: the last 5 to 10 minutes). */
const CURSOR_BUCKET_MS = 5 * 60_000;

const NO_ROUTE = '(none)';
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? NO_ROUTE;

const UPLOADING = Symbol('uploading');
type Tracked = FastifyRequest & { [UPLOADING]?: boolean };

export default fp<{ config: AppConfig; database: Database }>(
  async (app, { config, database }) => {
    const token = config.env.METRICS_TOKEN;
    if (!token) {
      app.decorate('metrics', { syncCursor: () => undefined, rateLimited: () => undefined });
      return;
    }
    const cursors = new OldestCursor(CURSOR_BUCKET_MS);
    const instruments = createInstruments({
      activity: () => database.activity(),
      feedState: () => app.syncRepository.feedState(),
      cursors,
      backupDir: config.env.BACKUP_DIR,
    });
    app.decorate('metrics', {
      registry: instruments.registry,
      syncCursor: (since: number) => cursors.seen(since),
      rateLimited: (request: FastifyRequest) =>
        instruments.rateLimited.inc({ route: routeOf(request) }),
    });

    app.addHook('onRequest', (request: Tracked, _reply, done) => {
      if (request.headers['content-type']?.startsWith('multipart/')) {
        request[UPLOADING] = true;
        instruments.uploads.inc();
      }
      done();
    });
    const uploadEnded = (request: Tracked) => {
      if (!request[UPLOADING]) return;
      request[UPLOADING] = false;
      instruments.uploads.dec();
    };
    app.addHook('onRequestAbort', (request: Tracked, done) => {
      uploadEnded(request);
      done();
    });
    app.addHook('onResponse', (request: Tracked, reply, done) => {
      uploadEnded(request);
      const route = routeOf(request);
      const { method } = request;
      instruments.requests.inc({ method, route, status: String(reply.statusCode) });
      instruments.duration.observe({ method, route }, reply.elapsedTime / 1000);
      done();
    });
  },
  { name: 'metrics' },
);
