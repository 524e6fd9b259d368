/**
 * Serves the built client (dist/client) when it exists: hashed assets (/assets/*) are cached
 * for a year as immutable; everything else (index.html, /service-worker.js, the web manifest,
 * icons) is revalidated on every load. Unknown non-API paths answer index.html, so client
 * routes work on reload and deep links.
 *
 * Text files are precompressed at build time (scripts/precompress-client.mjs writes `.br` and
 * `.gz` beside each): the one the client accepts is sent with its Content-Encoding and
 * `Vary: Accept-Encoding`, and no byte is compressed per request.
 */
import { existsSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { projectPath } from '../../lib/project-path';

declare module 'fastify' {
  interface FastifyInstance {
    /** True when a built client is served (the not-found handler falls back to it). */
    hasClient: boolean;
  }
}

export default fp<{ clientDir?: string }>(
  async (app, options) => {
    const root = options.clientDir ?? projectPath('dist', 'client');
    const hasClient = existsSync(`${root}/index.html`);
    app.decorate('hasClient', hasClient);
    if (!hasClient) {
      app.log.warn({ root }, 'no built client; run `npm run build` to serve the app');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      setHeaders(reply, sentPath) {
        // The file sent may be the precompressed one ("x.js.br"): decide on the original.
        const path = sentPath.replace(/\.(br|gz)$/, '');
        const immutable = path.includes('/assets/');
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        if (path.endsWith('service-worker.js')) reply.header('service-worker-allowed', '/');
      },
    });
  },
  { name: 'client-app' },
);
