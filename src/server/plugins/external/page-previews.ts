/**
 * The HTML of the pages people share (a poem, a poet, a recording): the built index.html with
 * that page's title, description and Open Graph tags (lib/page-head.ts), so the link shows a
 * proper card in a messaging app. The client renders the page itself, as for any other route;
 * an unknown id, or a database that cannot answer, gets the plain shell, whose script shows
 * the reader the right screen.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '@domain/i18n/languages';
import { audioPreview, poemPreview, poetPreview, type LinkPreview } from '../../lib/link-preview';
import { renderPageHead } from '../../lib/page-head';
import { pageLanguage } from '../../lib/page-preloads';

const SITE_NAME = 'Taalif';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type LoadPreview = (
  app: FastifyInstance,
  id: string,
  language: Language,
) => Promise<LinkPreview | undefined>;

const PAGES: Record<string, LoadPreview> = {
  '/poem/:id': async (app, id, language) => {
    const poem = await app.poemsRepository.findById(id);
    if (!poem) return undefined;
    const poet = await app.poetsRepository.findById(poem.poetId);
    return poemPreview(poem, poet?.name, language);
  },
  '/poet/:id': async (app, id, language) => {
    const poet = await app.poetsRepository.findById(id);
    return poet && poetPreview(poet, language);
  },
  '/audio/:id': async (app, id) => {
    const audio = await app.audiosRepository.findById(id);
    if (!audio) return undefined;
    return audioPreview(audio, await app.poemsRepository.findById(audio.poemId));
  },
};

/** The language the client will choose for this request (lib/page-preloads.ts). */
function languageOf(request: FastifyRequest): Language {
  const url = new URL(request.url, 'http://page');
  return (
    pageLanguage({
      path: url.pathname,
      lng: url.searchParams.get('lng') ?? undefined,
      languageCookie: /(?:^|;\s*)i18next=([^;]*)/.exec(request.headers.cookie ?? '')?.[1],
      acceptLanguage: request.headers['accept-language'],
    }) ?? DEFAULT_LANGUAGE
  );
}

function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  // The page depends on the record and the reader's language: revalidated on every load.
  const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
  reply
    .header('cache-control', 'no-cache')
    .header('etag', etag)
    .header('vary', 'Accept-Language, Cookie');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('text/html; charset=utf-8').send(html);
}

export function registerPagePreviews(app: FastifyInstance, template: string) {
  for (const [path, load] of Object.entries(PAGES)) {
    // A page, not part of the API: left out of the OpenAPI document.
    app.get<{ Params: { id: string } }>(
      path,
      { schema: { hide: true } },
      async (request, reply) => {
        const { id } = request.params;
        const language = languageOf(request);
        let preview: LinkPreview | undefined;
        try {
          preview = UUID.test(id) ? await load(app, id, language) : undefined;
        } catch (error) {
          // A preview is a nicety: the page itself never fails for it.
          request.log.warn({ err: error }, 'link preview skipped');
        }
        if (!preview) return sendPage(request, reply, template);
        const url = `${app.config.publicUrl}${new URL(request.url, 'http://page').pathname}`;
        const html = renderPageHead(template, {
          preview,
          language,
          url,
          origin: app.config.publicUrl,
          siteName: SITE_NAME,
        });
        return sendPage(request, reply, html);
      },
    );
  }
}
