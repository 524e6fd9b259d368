/**
 * Rate limiting is opt-in per route (`config.rateLimit`): login and register, and the public
 * counters (views, likes, plays, downloads).
 *
 * With REDIS_URL the counters live in Redis (through ioredis, the client @fastify/rate-limit
 * is built for), so every instance behind a load balancer counts against the same window:
 * 10 login tries per client in all, not 10 per instance. Without it they live in this
 * process's memory, which is right for one server.
 *
 * If Redis stops answering, requests are still served without a limit (`skipOnError`) and
 * the log says so once, and again when it is back: a rate limiter that is down must not take
 * the product down. Commands fail at once rather than waiting in a queue (no offline queue,
 * one try), so a dead Redis costs a request nothing.
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config';
import { HttpError } from '../../lib/http-errors';

/** How long the start waits for Redis before serving with the limits off. */
const READY_WAIT_MS = 3000;

function connectRedis(url: string, log: { warn(msg: string): void; info(msg: string): void }) {
  const redis = new Redis(url, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // Keep trying in the background, at most once a second.
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  let down = false;
  redis.on('error', (error: NodeJS.ErrnoException) => {
    if (down) return;
    down = true;
    log.warn(
      `Redis at ${new URL(url).host} does not answer (${error.code ?? error.message}): ` +
        'rate limits are off until it does',
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis answers again: rate limits are back on');
  });
  return redis;
}

function whenReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, READY_WAIT_MS);
    function done() {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    }
    redis.on('ready', done);
  });
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const url = config.env.REDIS_URL;
    const redis = url ? connectRedis(url, app.log) : undefined;
    if (redis) {
      await whenReady(redis);
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'taalif-rate-limit-', skipOnError: true } : {}),
      // Counted on /metrics (taalif_rate_limit_refusals_total).
      onExceeded: (request) => app.metrics.rateLimited(request),
      // Thrown by the plugin, so the error handler answers it in the API's shape.
      errorResponseBuilder: (_request, context) => {
        const seconds = Math.ceil(context.ttl / 1000);
        return new HttpError(
          context.statusCode,
          'rate_limited',
          `Too many requests; try again in ${seconds} s`,
          { params: { seconds } },
        );
      },
    });
  },
  { name: 'rate-limit' },
);
