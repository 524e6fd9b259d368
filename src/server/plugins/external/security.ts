/**
 * Security headers (helmet, with a strict Content-Security-Policy) and CORS limited
 * to the configured origins. Styles allow 'unsafe-inline' because Chakra's emotion
 * engine injects <style> elements at run time; scripts do not.
 *
 * API answers (JSON, audio) are never rendered as a page, so they carry a short policy
 * instead of the app's (`default-src 'none'; frame-ancestors 'none'`) and none of the headers
 * that only matter to documents (DNS prefetch, download options, cross-domain policies,
 * origin-agent-cluster, the legacy XSS filter, frame options, opener policy): about 700 bytes
 * less on every answer, which keeps a no-change sync under 1 KB on the wire. nosniff, HSTS,
 * the referrer and cross-origin resource policies stay. The API docs page keeps them all.
 *
 * API routes skip helmet and get those few fixed headers directly: @fastify/helmet builds
 * helmet's middleware again on every request (parsing the whole policy each time), about 8 %
 * of the CPU of a cached public read. An /api/ URL that matches no route still goes through
 * helmet, and the onSend hook trims its answer the same way.
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { AppConfig } from '../../config';

const API_CSP = "default-src 'none'; frame-ancestors 'none'";
/** What helmet's headers come to on an API answer, with the document-only ones removed. */
const API_HEADERS = {
  'content-security-policy': API_CSP,
  'cross-origin-resource-policy': 'same-site',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
};
const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');
const DOCUMENT_ONLY_HEADERS = [
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'origin-agent-cluster',
  'x-xss-protection',
  'x-frame-options',
  'cross-origin-opener-policy',
];

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    // Before helmet's own onRoute hook, which reads `helmet: false` into the route's config.
    app.addHook('onRoute', (route) => {
      if (isApi(route.url ?? route.path)) route.helmet = false;
    });
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Audio and images may be embedded by the installed app from a CDN origin.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      // routeOptions.url is the matched route's pattern (none when no route matched).
      if (isApi(request.routeOptions.url ?? '')) reply.headers(API_HEADERS);
      done();
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isApi(request.url)) return payload;
      reply.header('content-security-policy', API_CSP);
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      return payload;
    });
    await app.register(cors, {
      origin: config.corsOrigins.length ? config.corsOrigins : false,
      credentials: false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: ['Content-Range', 'Accept-Ranges', 'Content-Length', 'Retry-After'],
      maxAge: 600,
    });
  },
  { name: 'security' },
);
