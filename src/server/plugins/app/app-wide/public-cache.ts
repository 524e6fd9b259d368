/**
 * Fast public reads, derived from the change feed. Every write to public content moves the
 * feed's head (plugins/app/sync/sync-repository.ts, `feedState`), so the head and the
 * tombstone horizon identify the state every public read answers from:
 *
 * - A public GET of content (the resources below, /api/stats, /api/sync) carries
 *   `ETag: W/"<head>.<horizon>"` (plus the route's own `variant`, e.g. the users count of
 *   /api/stats/summary, which the feed does not cover) and `Cache-Control: no-cache`. A
 *   request whose If-None-Match holds it answers 304 before any table is read when this
 *   instance already answered that URL 200 in the same state; otherwise its route runs first,
 *   so a URL that answers 404 or 400 still does (never a 304 for `*` or the feed's ETag).
 * - The serialized 200 answers are kept in memory per URL together with that ETag, and served
 *   again while the ETag is unchanged. Validity comes from the database on every request, not
 *   from this process: with several instances on one PostgreSQL, a write through any of them
 *   moves the head all of them read, so none serves a stale answer.
 *
 * Why this is safe with any number of instances: the feed's ordering argument
 * (sync-repository.ts) makes every committed write raise the head, in commit order, so a
 * head read after a write was acknowledged is at least that write's rev, whichever instance
 * made it, and an unchanged head means unchanged content. On PGlite (one process) the state
 * is kept in memory while nothing writes (feed-state-memo.ts).
 *
 * Reading the state is one small statement. Concurrent requests share a read, but only one
 * that starts after they arrived (a request joins the queued read, never one already in
 * flight), so a reader always sees at least every write acknowledged before its request: a
 * client's own edit is never answered from before it.
 *
 * A scheduled poem's date passing is a change no write made: the state read then releases it
 * (sync-repository.ts, `feedState`), which moves the head, and a state kept in memory is not
 * trusted past its `nextRelease`.
 *
 * An administrator sees drafts and scheduled poems through the same URLs (routes/audience.ts):
 * a request whose token says ADMIN is neither answered from nor kept in this cache, and gets
 * no ETag.
 *
 * A route opts out with `config: { publicCache: false }` (the audio bytes and downloads, which
 * have their own validators or count every call). Only 200 answers are cached; the cache is
 * bounded (MAX_ENTRIES, MAX_BYTES) and emptied whenever the state moves. A cached answer
 * keeps its brotli and gzip forms once made, so a hit is not compressed again.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD, COMPRESSIBLE } from '../../external/compression';
import type { FeedState } from '../sync/sync-repository';
import { knownValue, readAndKeep } from './feed-state-memo';

export interface PublicCacheOptions {
  /**
   * A per-route part of the ETag for data outside the feed. It must change only through a
   * database write: on PGlite it is kept in memory like the feed's state (feed-state-memo.ts).
   */
  variant?: () => Promise<string | number>;
  /**
   * A part of the cache key and of the ETag that comes from the request rather than the
   * database: a page's language and the client build it was made from. One URL then has one
   * cached answer per value, and a browser's copy in one language never validates another.
   */
  perRequest?: (request: FastifyRequest) => string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: boolean | PublicCacheOptions;
  }
  interface FastifyRequest {
    publicEtag?: string;
    publicState?: string;
    /** The URL, and the route's perRequest part when it has one. */
    publicCacheKey?: string;
    servedFromCache?: boolean;
    /** If-None-Match matched the state's ETag: a 200 answer becomes a 304. */
    notModifiedIfOk?: boolean;
  }
}

/** URL prefixes whose GET routes are public content, cached unless a route opts out. */
export const CACHED_PREFIXES = [
  '/api/poems',
  '/api/poets',
  '/api/themes',
  '/api/tags',
  '/api/singers',
  '/api/audios',
  '/api/difficult-words',
  '/api/stats',
  '/api/sync',
];

const FEED_STATE = 'feed state';
const MAX_ENTRIES = 2000;
const MAX_BYTES = 64 * 1024 * 1024;

type Encoding = 'br' | 'gzip';

interface Entry {
  etag: string;
  /**
   * The answer's UTF-8 bytes, encoded once: sending a string makes Node measure and encode it
   * again on every hit, which was most of a cached read's own CPU time.
   */
  body: Buffer;
  type: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** brotli if the client takes it, else gzip, else none (q=0 refuses a coding). */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (typeof header !== 'string') return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

const encode = (encoding: Encoding, body: Buffer) =>
  encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(body);

/** Whether an If-None-Match header names `etag` (weak comparison, lists and `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === bare);
}

export default fp(
  async (app) => {
    const entries = new Map<string, Entry>();
    let bytes = 0;
    let stateSeen = '';

    // One read in flight; requests arriving meanwhile wait for the next one (see header).
    let inFlight: Promise<FeedState> | undefined;
    let queued: Promise<FeedState> | undefined;
    const readState = (): Promise<FeedState> => {
      const known = knownValue<FeedState>(app.database, FEED_STATE);
      if (known && (known.nextRelease === null || known.nextRelease > Date.now())) {
        return Promise.resolve(known);
      }
      if (!inFlight) {
        inFlight = readAndKeep(app.database, FEED_STATE, () =>
          app.syncRepository.feedState(),
        ).finally(() => {
          inFlight = undefined;
        });
        return inFlight;
      }
      queued ??= inFlight
        .catch(() => undefined)
        .then(() => {
          queued = undefined;
          return readState();
        });
      return queued;
    };

    const forget = () => {
      entries.clear();
      bytes = 0;
    };
    const remember = (url: string, entry: Entry) => {
      const size = entry.body.length;
      if (size > MAX_BYTES / 8) return;
      const old = entries.get(url);
      if (old) {
        bytes -= old.body.length;
        entries.delete(url);
      }
      while (entries.size >= MAX_ENTRIES || (bytes + size > MAX_BYTES && entries.size)) {
        const [oldestUrl, oldest] = entries.entries().next().value!;
        bytes -= oldest.body.length;
        entries.delete(oldestUrl);
      }
      entries.set(url, entry);
      bytes += size;
    };

    const optionsOf = (request: FastifyRequest): PublicCacheOptions | undefined => {
      const setting = request.routeOptions.config?.publicCache;
      if (!setting || request.method !== 'GET') return undefined;
      return setting === true ? {} : setting;
    };

    app.addHook('onRoute', (route) => {
      route.config ??= {};
      const url = route.url ?? route.path;
      if (route.config.publicCache === undefined) {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        route.config.publicCache =
          methods.includes('GET') &&
          CACHED_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));
      }
    });

    const readVariant = (request: FastifyRequest, options: PublicCacheOptions) => {
      if (!options.variant) return undefined;
      const key = `variant ${request.routeOptions.url}`;
      return (
        knownValue<string | number>(app.database, key) ??
        readAndKeep(app.database, key, options.variant)
      );
    };

    /** Whether the request carries an administrator's token (verified; its role as claimed). */
    const asAdministrator = async (request: FastifyRequest) => {
      const [scheme, token] = (request.headers.authorization ?? '').split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) return false;
      const user = await app.tokens.verifyAccess(token).catch(() => undefined);
      return user?.role === 'ADMIN';
    };

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const options = optionsOf(request);
      if (!options || (await asAdministrator(request))) return;
      const [state, variant] = await Promise.all([readState(), readVariant(request, options)]);
      const key = `${state.head}.${state.horizon}`;
      if (key !== stateSeen) {
        stateSeen = key;
        forget();
      }
      const extra = options.perRequest?.(request);
      const etag = `W/"${key}${variant === undefined ? '' : `.${variant}`}${extra === undefined ? '' : `.${extra}`}"`;
      const cacheKey = extra === undefined ? request.url : `${request.url} ${extra}`;
      request.publicEtag = etag;
      request.publicState = key;
      request.publicCacheKey = cacheKey;
      reply.header('cache-control', 'no-cache');
      const entry = entries.get(cacheKey);
      // 304 only for a URL known to answer 200 in this state: the ETag is the whole feed's,
      // so it (or `*`) would otherwise also "match" a URL that answers 404 or 400. An unknown
      // URL runs its route, and onSend turns a 200 into the 304.
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        if (entry?.etag === etag) {
          request.servedFromCache = true;
          return reply.code(304).header('etag', etag).send();
        }
        request.notModifiedIfOk = true;
      }
      if (entry && entry.etag === etag) {
        request.servedFromCache = true;
        reply.code(200).header('etag', etag).type(entry.type);
        const encoding =
          entry.body.length >= COMPRESS_THRESHOLD && COMPRESSIBLE.test(entry.type)
            ? negotiateEncoding(request.headers['accept-encoding'])
            : undefined;
        if (!encoding) return reply.send(entry.body);
        const body = (entry.encoded[encoding] ??= encode(encoding, entry.body));
        return reply
          .header('content-encoding', encoding)
          .header('vary', 'accept-encoding')
          .send(body);
      }
      return undefined;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const etag = request.publicEtag;
      if (!etag || request.servedFromCache) return payload;
      if (reply.statusCode !== 200) {
        reply.removeHeader('etag');
        return payload;
      }
      reply.header('etag', etag);
      // Cached only if no newer state was seen meanwhile (that would have emptied the cache).
      if (typeof payload === 'string' && request.publicState === stateSeen) {
        const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        remember(request.publicCacheKey ?? request.url, {
          etag,
          body: Buffer.from(payload),
          type,
          encoded: {},
        });
      }
      if (request.notModifiedIfOk) {
        reply.code(304).removeHeader('content-type').removeHeader('content-length');
        return null;
      }
      return payload;
    });
  },
  // Reads app.syncRepository at request time; registered before the routes (its onRoute
  // hook marks them) and before compression (its onSend sees the JSON text).
  { name: 'public-cache' },
);
