/**
 * What /metrics reports, as prom-client instruments on a registry of this app's own (tests
 * build several apps in one process). Labels are bounded: a route is its pattern
 * (`/api/poems/:id`), never the address asked for, and a request no route answered is
 * `(none)`. Gauges that read state (the database's activity, the feed, the backups) are
 * read when scraped, so between scrapes they cost nothing.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseActivity } from '../db/client';
import { newestBackupAgeSeconds } from './backup-age';
import type { OldestCursor } from './oldest-cursor';

export interface MetricsSources {
  activity(): DatabaseActivity;
  feedState(): Promise<{ head: number; horizon: number }>;
  cursors: OldestCursor;
  backupDir?: string;
}

export function createInstruments(sources: MetricsSources) {
  const registry = new Registry();
  // The process's own: resident memory, CPU, event-loop delay, heap, garbage collection.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'taalif_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'taalif_http_request_duration_seconds',
    help: 'Time from the request to its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers,
  });
  const uploads = new Gauge({
    name: 'taalif_uploads_in_flight',
    help: 'Audio uploads (multipart requests) received and not yet answered',
    registers,
  });
  const rateLimited = new Counter({
    name: 'taalif_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by route pattern',
    labelNames: ['route'] as const,
    registers,
  });

  const { activity } = sources;
  if (activity().kind === 'postgres') {
    const pool = (pick: (a: DatabaseActivity & { kind: 'postgres' }) => number) =>
      function (this: Gauge) {
        const now = activity();
        if (now.kind === 'postgres') this.set(pick(now));
      };
    new Gauge({
      name: 'taalif_db_pool_connections',
      help: 'Connections the PostgreSQL pool holds open',
      registers,
      collect: pool((a) => a.connections),
    });
    new Gauge({
      name: 'taalif_db_pool_idle_connections',
      help: 'Open connections of the pool not running a query',
      registers,
      collect: pool((a) => a.idle),
    });
    new Gauge({
      name: 'taalif_db_pool_waiting_requests',
      help: 'Queries waiting for a free connection of the pool',
      registers,
      collect: pool((a) => a.waiting),
    });
  } else {
    new Gauge({
      name: 'taalif_pglite_statements_in_flight',
      help: 'Statements and transactions PGlite has started and not finished (it runs one at a time)',
      registers,
      collect() {
        const now = activity();
        if (now.kind === 'pglite') this.set(now.inFlight);
      },
    });
  }

  let feed: Promise<{ head: number; horizon: number }> | undefined;
  /** One read of the feed per scrape, shared by the gauges that need it. */
  const feedOnce = () => (feed ??= sources.feedState().finally(() => (feed = undefined)));
  new Gauge({
    name: 'taalif_feed_head_rev',
    help: 'The change feed head: the highest rev written',
    registers,
    async collect() {
      this.set((await feedOnce()).head);
    },
  });
  new Gauge({
    name: 'taalif_feed_horizon_rev',
    help: 'The highest rev of a pruned tombstone: a cursor at or below it must rebuild (410)',
    registers,
    async collect() {
      this.set((await feedOnce()).horizon);
    },
  });
  new Gauge({
    name: 'taalif_sync_oldest_cursor_rev',
    help: 'The lowest cursor (since > 0) of the sync pulls of the last 5 to 10 minutes; the head when none',
    registers,
    async collect() {
      this.set(sources.cursors.oldest() ?? (await feedOnce()).head);
    },
  });

  const { backupDir } = sources;
  if (backupDir) {
    new Gauge({
      name: 'taalif_backup_age_seconds',
      help: 'Seconds since the newest archive in BACKUP_DIR was written (+Inf: none)',
      registers,
      async collect() {
        this.set(await newestBackupAgeSeconds(backupDir));
      },
    });
  }

  return { registry, requests, duration, uploads, rateLimited };
}
