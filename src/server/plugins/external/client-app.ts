/**
 * Serves the built client (dist/client) when it exists: hashed assets are cached for a
 * year, the shell and the service worker are revalidated on every load. Unknown
 * non-API paths answer index.html, so client routes work on reload and deep links.
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
      setHeaders(reply, path) {
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
