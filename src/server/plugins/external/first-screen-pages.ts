/**
 * The pages people open first and share: the home page, a poem, a poet, a recording. Their
 * HTML already holds what the reader came for (first-screen/), in the reader's language (the
 * client's own negotiation, lib/page-preloads.ts), with the page's title, description and
 * Open Graph tags (lib/page-head.ts) so a shared link shows a proper card in a messaging app.
 *
 * An unknown id, or a database that cannot answer, gets the plain app shell, whose script
 * shows the reader the right screen. Answers are cached like the API's public reads
 * (public-cache.ts): by the feed's state, the reader's language and the build, with an ETag
 * a browser revalidates on every load.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FIRST_SCREEN_TEXTS_FILE,
  translator,
  type FirstScreenTexts,
  type Translate,
} from '@domain/first-screen/first-screen-texts';
import { DEFAULT_LANGUAGE, type Language } from '@domain/i18n/languages';
import { isId } from '@domain/ids';
import { loadPoemsRecords, loadPoetsRecords } from '../../first-screen/load-list-records';
import { loadRecords, type FirstScreenPage } from '../../first-screen/load-records';
import { loadStatisticsRecords } from '../../first-screen/load-statistics-records';
import {
  renderFirstScreen,
  startAfterFirstPaint,
  withNoscriptBanner,
} from '../../first-screen/render-page';
import { audioPreview, poemPreview, poetPreview, type LinkPreview } from '../../lib/link-preview';
import { renderPageHead, withTextSize } from '../../lib/page-head';
import { textSizeOfCookies } from '@domain/first-screen/text-size';
import { pageLanguage, type PageRequest } from '../../lib/page-preloads';
import type { FirstScreenRecords } from '@domain/first-screen/first-screen-records';

const SITE_NAME = 'Taalif';

const DETAIL_PAGES: Record<string, FirstScreenPage> = {
  '/poem/:id': 'poem',
  '/poet/:id': 'poet',
  '/audio/:id': 'audio',
};

function previewOf(
  records: FirstScreenRecords,
  language: Language,
  t: Translate | undefined,
): LinkPreview | undefined {
  switch (records.page) {
    case 'poem':
      return poemPreview(records.poem, records.poet?.name, language);
    case 'poet':
      return poetPreview(records.poet, language);
    case 'audio':
      return audioPreview(records.audio, records.poem);
    case 'home':
      // The home screen's own title (home-screen.tsx), in the reader's language.
      return t && listPreview(t('home:title'), t('home:hero.lead'));
    case 'poems':
      return t && listPreview(t('poems:list.title'), t('poems:list.lead'));
    case 'poets':
      return t && listPreview(t('poets:list.title'), t('poets:list.lead'));
    case 'statistics':
      return t && listPreview(t('statistics:title'), t('statistics:lead'));
  }
}

/** A screen of the app's own (not a record's): its title and lead, in the reader's language. */
const listPreview = (name: string, description: string): LinkPreview => ({
  name,
  title: `${SITE_NAME} — ${name}`,
  description,
  type: 'website',
});

/** The lists' and the statistics' first screens: their records come from the URL's query, not an id. */
const LIST_PAGES = {
  '/poems': (app: FastifyInstance, query: URLSearchParams) => loadPoemsRecords(app, query),
  '/poets': (app: FastifyInstance) => loadPoetsRecords(app),
  // Without a word in the URL there is no answer to show: the plain shell.
  '/statistics': (app: FastifyInstance, query: URLSearchParams) =>
    loadStatisticsRecords(app, query),
} as const;

/** What a page's request says about the page and its reader's language (lib/page-preloads.ts). */
export function pageRequest(request: FastifyRequest): PageRequest {
  const url = new URL(request.url, 'http://page');
  return {
    path: url.pathname,
    lng: url.searchParams.get('lng') ?? undefined,
    languageCookie: /(?:^|;\s*)i18next=([^;]*)/.exec(request.headers.cookie ?? '')?.[1],
    acceptLanguage: request.headers['accept-language'],
  };
}

/** The reader's text size, from the cookie the client's settings write (none: the usual one). */
const textSizeOf = (request: FastifyRequest) => textSizeOfCookies(request.headers.cookie);

/** The language the client will choose for this request. */
const languageOf = (request: FastifyRequest): Language =>
  pageLanguage(pageRequest(request)) ?? DEFAULT_LANGUAGE;

/** The first screen's texts, written by the client build; without them, pages carry only their head. */
function readTexts(app: FastifyInstance, root: string): FirstScreenTexts | undefined {
  try {
    return JSON.parse(
      readFileSync(`${root}/${FIRST_SCREEN_TEXTS_FILE}`, 'utf8'),
    ) as FirstScreenTexts;
  } catch (error) {
    app.log.warn(
      { err: error },
      'no first-screen texts in the client build: pages sent without their first screen',
    );
    return undefined;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers a page whose HTML holds its first screen (client-app.ts's preloads). */
    firstScreen?: boolean;
  }
}

export function registerFirstScreenPages(
  app: FastifyInstance,
  root: string,
  template: string,
  /** The modules the page loads beside its entry (its route and language chunks). */
  modulesOf: (request: FastifyRequest) => string[],
) {
  const texts = readTexts(app, root);
  // The build is part of every page's ETag: a new deploy's pages name new scripts.
  const build = createHash('sha1').update(template).digest('base64url').slice(0, 10);
  const config = {
    publicCache: {
      // The text size changes the page (<html data-text-size>): part of its ETag too.
      perRequest: (request: FastifyRequest) =>
        `${languageOf(request)}.${textSizeOf(request) ?? ''}.${build}`,
    },
    firstScreen: texts !== undefined,
  };
  // The page differs by the reader's language, which the request's headers carry.
  const varyByLanguage = async (_request: FastifyRequest, reply: FastifyReply) => {
    const vary = reply.getHeader('vary');
    reply.header('vary', [vary, 'Accept-Language', 'Cookie'].filter(Boolean).join(', '));
  };

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    records: FirstScreenRecords | undefined,
  ) => {
    if (!records) {
      // The plain shell, its code started by the same script as the route's other answers
      // (at once: it has nothing to paint first), so their Link header fits it too.
      const t = texts && translator(texts, languageOf(request));
      const shellPage = texts ? startAfterFirstPaint(template, modulesOf(request)) : template;
      return reply
        .type('text/html; charset=utf-8')
        .send(t ? withNoscriptBanner(shellPage, t) : shellPage);
    }
    const language = languageOf(request);
    const url = new URL(request.url, 'http://page');
    const t = texts && translator(texts, language);
    const preview = previewOf(records, language, t);
    const page = renderPageHead(
      template,
      preview
        ? {
            language,
            preview,
            url: `${app.config.publicUrl}${url.pathname}`,
            origin: app.config.publicUrl,
            siteName: SITE_NAME,
          }
        : { language },
    );
    const html = t
      ? renderFirstScreen({
          page,
          records,
          t,
          language,
          modules: modulesOf(request),
          signInHref:
            url.pathname === '/'
              ? '/auth/jwt/login'
              : `/auth/jwt/login?returnTo=${encodeURIComponent(url.pathname)}`,
        })
      : page;
    return reply.type('text/html; charset=utf-8').send(withTextSize(html, textSizeOf(request)));
  };

  // Pages, not part of the API: left out of the OpenAPI document.
  app.get('/', { schema: { hide: true }, config, onSend: varyByLanguage }, (request, reply) =>
    send(request, reply, { page: 'home' }),
  );
  for (const [path, load] of Object.entries(LIST_PAGES)) {
    app.get(
      path,
      { schema: { hide: true }, config, onSend: varyByLanguage },
      async (request, reply) => {
        let records: FirstScreenRecords | undefined;
        try {
          records = await load(app, new URL(request.url, 'http://page').searchParams);
        } catch (error) {
          request.log.warn({ err: error }, 'first screen skipped');
        }
        return send(request, reply, records);
      },
    );
  }
  for (const [path, page] of Object.entries(DETAIL_PAGES)) {
    app.get<{ Params: { id: string } }>(
      path,
      { schema: { hide: true }, config, onSend: varyByLanguage },
      async (request, reply) => {
        const { id } = request.params;
        let records: FirstScreenRecords | undefined;
        try {
          records = isId(id) ? await loadRecords(app, page, id) : undefined;
        } catch (error) {
          // The first screen is a head start: the page itself never fails for it.
          request.log.warn({ err: error }, 'first screen skipped');
        }
        return send(request, reply, records);
      },
    );
  }
}
