/**
 * Serves the built client (dist/client) when it exists: hashed assets (/assets/*) are cached
 * for a year as immutable; everything else (index.html, /service-worker.js, the web manifest,
 * icons) is revalidated on every load. Unknown non-API paths answer index.html, so client
 * routes work on reload and deep links.
 *
 * Text files are precompressed at build time (scripts/precompress-client.mjs writes `.br` and
 * `.gz` beside each): the one the client accepts is sent with its Content-Encoding and
 * `Vary: Accept-Encoding`, and no byte is compressed per request.
 *
 * Each page's HTML names, in a `Link` header, the code the page will ask for right after its
 * entry script (lib/page-preloads.ts), read from the build's manifest. The pages readers open
 * first and share (home, poem, poet, recording) hold their first screen and the records it
 * shows (first-screen-pages.ts), so they name no API answer to preload.
 */
import { existsSync, readFileSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  codePreloads,
  pageModules,
  planPreloads,
  type ClientManifest,
  type PreloadPlan,
} from '../../lib/page-preloads';
import { projectPath } from '../../lib/project-path';
import { pageRequest, registerFirstScreenPages } from './first-screen-pages';

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

    const plan = readPreloadPlan(app, `${root}/.vite/manifest.json`);
    // The pages readers open first and share hold their first screen (first-screen-pages.ts),
    // and start their code after its paint, with the page's modules.
    registerFirstScreenPages(app, root, readFileSync(`${root}/index.html`, 'utf8'), (request) =>
      plan ? pageModules(plan, pageRequest(request)) : [],
    );
    app.addHook('onSend', async (request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (plan && request.method === 'GET' && type.startsWith('text/html')) {
        const links = pagePreloads(plan, request);
        if (links.length > 0) reply.header('link', links.join(', '));
      }
      return payload;
    });
  },
  { name: 'client-app' },
);

function readPreloadPlan(app: FastifyInstance, manifestPath: string): PreloadPlan | undefined {
  try {
    return planPreloads(JSON.parse(readFileSync(manifestPath, 'utf8')) as ClientManifest);
  } catch (error) {
    app.log.warn(
      { err: error, manifestPath },
      'no client build manifest: pages sent without preloads',
    );
    return undefined;
  }
}

/** The page's code: its stylesheet, typefaces, and (unless it starts after its first paint) modules. */
function pagePreloads(plan: PreloadPlan, request: FastifyRequest): string[] {
  const withModules = request.routeOptions.config?.firstScreen !== true;
  return codePreloads(plan, pageRequest(request), { withModules });
}
