/**
 * What a client page needs right after its entry script, announced with the page's HTML
 * (`Link: rel=modulepreload` and `rel=preload`) so the browser fetches it while it downloads
 * and runs the entry script, instead of one round trip after it. The entry script and
 * stylesheet come first: the header's preloads start before the HTML's own tags are read,
 * and a phone opens only a few connections at once, so the largest file must not wait
 * behind a dozen small ones. Then:
 * - the code of the route the URL opens (the router splits each route's component into a
 *   chunk of its own; the main layout and the home page are in the entry), except the
 *   dashboard's, which a visitor must never download;
 * - the reader's language when it is not French (French is in the entry; the others are
 *   chunks: client/i18n/lazy-languages.ts);
 * - the typefaces of the first screen's text (client/theme/fonts.css), which the browser
 *   would otherwise request only once the page is rendered, delaying its text's paint.
 *
 * Pure: the client's build manifest (Vite's `.vite/manifest.json`) and the request in,
 * header values out.
 */
import { detectLanguage, type Language } from '@domain/i18n/languages';

/** The part of Vite's build manifest used here: chunks by source path (relative to src/client). */
export type ClientManifest = Record<
  string,
  { file: string; imports?: string[]; isEntry?: boolean; assets?: string[]; css?: string[] }
>;

interface RouteChunk {
  pattern: RegExp;
  files: string[];
}

export interface PreloadPlan {
  /** The entry's script and static imports, and its stylesheets. */
  entry: { scripts: string[]; styles: string[] };
  routes: RouteChunk[];
  languages: Partial<Record<Language, string[]>>;
  /** The upright Latin subsets of the interface and verse faces; the Arabic face's. */
  fonts: { latin: string[]; arabic: string[] };
}

const LATIN_FONT = /-latin-wght-normal-[\w-]+\.woff2$/;
const ARABIC_FONT = /-arabic-wght-normal-[\w-]+\.woff2$/;
const LANGUAGE_CHUNK = /^i18n\/locales\/([a-z]+)\/bundle\.ts$/;
// TanStack Router's split of a route file's component: `routes/_main/poem.$id.tsx?tsr-split=component`.
const ROUTE_COMPONENT_CHUNK = /^routes\/(.+)\.tsx\?tsr-split=component$/;
// The dashboard's routes (`routes/dashboard.tsx`, `routes/dashboard/…`). Never announced: the
// HTML is the same for everyone, and only an administrator's browser may fetch their code,
// once the dashboard's guard has let them in (routes/dashboard.tsx).
const DASHBOARD_ROUTE = /^dashboard(\/|$)/;

/** The keys of a chunk and of everything it imports, transitively. */
function withImports(manifest: ClientManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) withImports(manifest, imported, seen);
  return seen;
}

/**
 * The URL pattern of a route file, after TanStack Router's file naming: `/` and `.` separate
 * segments, `_name` is a layout without a segment, `index` is its folder's own page, `$id` is
 * one segment, `$` the rest of the path.
 */
export function routePattern(routeFile: string): RegExp {
  const segments = routeFile.split(/[/.]/).filter((segment) => !segment.startsWith('_'));
  if (segments.at(-1) === 'index') segments.pop();
  const parts = segments.map((segment) => {
    if (segment === '$') return '.*';
    if (segment.startsWith('$')) return '[^/]+';
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^/${parts.join('/')}/?$`);
}

/** Reads the manifest once, at start-up: each route's and language's files, minus the entry's. */
export function planPreloads(manifest: ClientManifest): PreloadPlan {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entryAssets = (entryKey && manifest[entryKey]?.assets) || [];
  const fontsLike = (pattern: RegExp) =>
    entryAssets.filter((file) => pattern.test(file)).map((file) => `/${file}`);
  const inEntry = entryKey ? withImports(manifest, entryKey) : new Set<string>();
  const filesOf = (key: string) =>
    [...withImports(manifest, key)]
      .filter((k) => !inEntry.has(k))
      .map((k) => `/${manifest[k]?.file ?? k}`);

  const routes: RouteChunk[] = [];
  const languages: PreloadPlan['languages'] = {};
  for (const key of Object.keys(manifest)) {
    const route = ROUTE_COMPONENT_CHUNK.exec(key)?.[1];
    if (route && !DASHBOARD_ROUTE.test(route))
      routes.push({ pattern: routePattern(route), files: filesOf(key) });
    const language = detectLanguage([LANGUAGE_CHUNK.exec(key)?.[1]]);
    if (language) languages[language] = filesOf(key);
  }
  const entry = entryKey ? manifest[entryKey] : undefined;
  return {
    entry: {
      scripts: [...inEntry].map((key) => `/${manifest[key]?.file ?? key}`),
      styles: (entry?.css ?? []).map((file) => `/${file}`),
    },
    routes,
    languages,
    fonts: { latin: fontsLike(LATIN_FONT), arabic: fontsLike(ARABIC_FONT) },
  };
}

/** Accept-Language's tags, most wanted first (`fr-SN,fr;q=0.9,en;q=0.8`). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

export interface PageRequest {
  path: string;
  /** The `lng` query parameter. */
  lng?: string;
  /** The `i18next` cookie the client sets when it remembers the reader's choice. */
  languageCookie?: string;
  acceptLanguage?: string;
}

/** The language the client will choose, in its own order (client/i18n/detect-language.ts). */
export function pageLanguage(request: PageRequest): Language | undefined {
  return detectLanguage([
    request.lng,
    request.languageCookie,
    ...acceptedLanguages(request.acceptLanguage),
  ]);
}

/** The modules a page loads beside its entry: its route's code and its language, when not French. */
export function pageModules(plan: PreloadPlan, request: PageRequest): string[] {
  const route = plan.routes.find(({ pattern }) => pattern.test(request.path));
  const language = pageLanguage(request);
  return [...new Set([...(route?.files ?? []), ...((language && plan.languages[language]) ?? [])])];
}

/**
 * `Link` header values for what any page needs: the stylesheet, typefaces, and unless the
 * page starts its code after its first paint (`withModules: false`, a page whose HTML holds
 * its first screen: first-screen/render-page.ts), the entry, route chunks and language.
 */
export function codePreloads(
  plan: PreloadPlan,
  request: PageRequest,
  { withModules = true }: { withModules?: boolean } = {},
): string[] {
  const language = pageLanguage(request);
  const fonts = [...plan.fonts.latin, ...(language === 'ar' ? plan.fonts.arabic : [])];
  return [
    // Vite's <link rel=stylesheet crossorigin>: a CORS fetch, which the preload must match.
    ...plan.entry.styles.map((file) => `<${file}>; rel=preload; as=style; crossorigin=anonymous`),
    ...(withModules ? plan.entry.scripts.map((file) => `<${file}>; rel=modulepreload`) : []),
    // Fonts are fetched in CORS mode whatever their origin: the preload must say so to be used.
    ...fonts.map(
      (file) => `<${file}>; rel=preload; as=font; type=font/woff2; crossorigin=anonymous`,
    ),
    ...(withModules
      ? pageModules(plan, request).map((file) => `<${file}>; rel=modulepreload`)
      : []),
  ];
}
