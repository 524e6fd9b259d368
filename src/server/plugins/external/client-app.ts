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
 * Each page's HTML names, in a `Link` header, the code and data the page will ask for right
 * after its entry script (lib/page-preloads.ts), read from the build's manifest. The pages
 * people share (poem, poet, recording) carry their own title and link preview (page-previews.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  codePreloads,
  fetchPreloads,
  planPreloads,
  type ClientManifest,
  type PreloadPlan,
} from '../../lib/page-preloads';
import { projectPath } from '../../lib/project-path';
import { registerPagePreviews } from './page-previews';
import { poemPageUrlsOf } from '@domain/poem-page-urls';

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

    // Shared pages carry their own title and link preview (page-previews.ts).
    registerPagePreviews(app, readFileSync(`${root}/index.html`, 'utf8'));

    const plan = readPreloadPlan(app, `${root}/.vite/manifest.json`);
    app.addHook('onSend', async (request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (plan && request.method === 'GET' && type.startsWith('text/html')) {
        const links = await pagePreloads(app, plan, request);
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

const POEM_PAGE = /^\/poem\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** The page's code, and on a poem page the API answers it reads on a first visit. */
async function pagePreloads(
  app: FastifyInstance,
  plan: PreloadPlan,
  request: FastifyRequest,
): Promise<string[]> {
  const url = new URL(request.url, 'http://page');
  const links = codePreloads(plan, {
    path: url.pathname,
    lng: url.searchParams.get('lng') ?? undefined,
    languageCookie: /(?:^|;\s*)i18next=([^;]*)/.exec(request.headers.cookie ?? '')?.[1],
    acceptLanguage: request.headers['accept-language'],
  });
  const poemId = POEM_PAGE.exec(url.pathname)?.[1];
  if (poemId) links.push(...fetchPreloads(await poemPageAnswers(app, request, poemId)));
  return links;
}

/** The URLs the poem page fetches for this poem (the domain's, none if it does not exist). */
async function poemPageAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
): Promise<string[]> {
  try {
    const poem = await app.poemsRepository.findById(id);
    if (!poem) return [];
    // The id as the page's URL spells it: the client builds its URLs from that, not from the row.
    return poemPageUrlsOf({ ...poem, id });
  } catch (error) {
    // A hint, never a reason to fail the page.
    request.log.warn({ err: error }, 'poem page preloads skipped');
    return [];
  }
}
