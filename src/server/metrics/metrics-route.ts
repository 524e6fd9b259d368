/**
 * GET /metrics in Prometheus' text format, only when METRICS_TOKEN is set and only to a
 * scraper that sends it (`Authorization: Bearer …`): request counts and latencies tell how
 * the anthology is used, so they are never public. Without the setting there is no route.
 * Registered after the API so the access and error plugins treat it like any route.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { unauthorized } from '../lib/http-errors';

const digest = (text: string) => createHash('sha256').update(text).digest();

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const { registry } = app.metrics;
    const token = config.env.METRICS_TOKEN;
    if (!registry || !token) return;
    const expected = digest(token);
    app.get(
      '/metrics',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        // Compared as digests: same length, and no timing difference to guess it from.
        if (!timingSafeEqual(digest(sent), expected)) {
          reply.header('www-authenticate', 'Bearer');
          throw unauthorized(
            'authentication_required',
            '/metrics needs the METRICS_TOKEN as a bearer token',
          );
        }
        reply.header('cache-control', 'no-store').type(registry.contentType);
        return registry.metrics();
      },
    );
  },
  { name: 'metrics-route', dependencies: ['metrics'] },
);
