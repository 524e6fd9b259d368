import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  codePreloads,
  pageLanguage,
  planPreloads,
  routePattern,
  type ClientManifest,
} from './page-preloads';

// The shape of Vite's manifest for our client: an entry with its static imports, route
// components split by TanStack Router, one chunk per non-French language.
const manifest: ClientManifest = {
  'index.html': {
    file: 'assets/index-E.js',
    isEntry: true,
    imports: ['_runtime-R.js'],
    css: ['assets/index-C.css'],
    assets: [
      'assets/inter-latin-wght-normal-I1.woff2',
      'assets/inter-latin-ext-wght-normal-I2.woff2',
      'assets/noto-serif-latin-wght-normal-S1.woff2',
      'assets/noto-serif-latin-wght-italic-S2.woff2',
      'assets/noto-naskh-arabic-arabic-wght-normal-A1.woff2',
    ],
  },
  '_runtime-R.js': { file: 'assets/runtime-R.js' },
  'routes/_main/poem.$id.tsx?tsr-split=component': {
    file: 'assets/poem._id-P.js',
    imports: ['_runtime-R.js', 'components/badge.tsx', 'lib/words.ts'],
  },
  'components/badge.tsx': { file: 'assets/badge-B.js', imports: ['lib/words.ts'] },
  'lib/words.ts': { file: 'assets/words-W.js' },
  'routes/_main/poems.tsx?tsr-split=component': {
    file: 'assets/poems-L.js',
    imports: ['components/badge.tsx'],
  },
  'routes/dashboard.tsx?tsr-split=component': { file: 'assets/dashboard-D.js' },
  'routes/dashboard/poems/index.tsx?tsr-split=component': {
    file: 'assets/index-DP.js',
    imports: ['components/badge.tsx'],
  },
  'routes/_main/poem.$id.tsx?tsr-split=errorComponent': { file: 'assets/poem-error-X.js' },
  'i18n/locales/en/bundle.ts': { file: 'assets/bundle-EN.js', imports: ['_runtime-R.js'] },
  'i18n/locales/wol/bundle.ts': { file: 'assets/bundle-WO.js' },
};
const plan = planPreloads(manifest);

describe('routePattern', () => {
  it.each([
    ['_main/poem.$id', '/poem/01a2', true],
    ['_main/poem.$id', '/poem/01a2/verses', false],
    ['_main/index', '/', true],
    ['_main/poems', '/poems/', true],
    ['_main/poems', '/poem', false],
    ['oauth2.redirect', '/oauth2/redirect', true],
    ['dashboard/$', '/dashboard/poems/new', true],
    ['auth/jwt/login', '/auth/jwt/login', true],
  ])('%s matches %s: %s', (file, path, matches) => {
    expect(routePattern(file).test(path)).toBe(matches);
  });
});

// The entry first: the largest download must not queue behind the small ones.
const ENTRY = [
  '</assets/index-C.css>; rel=preload; as=style; crossorigin=anonymous',
  '</assets/index-E.js>; rel=modulepreload',
  '</assets/runtime-R.js>; rel=modulepreload',
];
const LATIN_FONTS = [
  ...ENTRY,
  '</assets/inter-latin-wght-normal-I1.woff2>; rel=preload; as=font; type=font/woff2; crossorigin=anonymous',
  '</assets/noto-serif-latin-wght-normal-S1.woff2>; rel=preload; as=font; type=font/woff2; crossorigin=anonymous',
];

describe('codePreloads', () => {
  it('names the route component and everything it imports, minus what the entry already loads', () => {
    expect(codePreloads(plan, { path: '/poem/01a2', acceptLanguage: 'fr-FR,fr;q=0.9' })).toEqual([
      ...LATIN_FONTS,
      '</assets/poem._id-P.js>; rel=modulepreload',
      '</assets/badge-B.js>; rel=modulepreload',
      '</assets/words-W.js>; rel=modulepreload',
    ]);
  });

  it('never names the dashboard’s code: a visitor is sent to sign in before it loads', () => {
    for (const path of ['/dashboard', '/dashboard/poems', '/dashboard/poems/']) {
      expect(codePreloads(plan, { path, acceptLanguage: 'fr' })).toEqual(LATIN_FONTS);
    }
    // The same chunk's imports are still announced for the reader's page that uses them.
    expect(codePreloads(plan, { path: '/poems', acceptLanguage: 'fr' })).toContain(
      '</assets/badge-B.js>; rel=modulepreload',
    );
  });

  it('adds the language chunk the client will choose, French needing none', () => {
    expect(codePreloads(plan, { path: '/nowhere', acceptLanguage: 'en-US,en;q=0.9' })).toEqual([
      ...LATIN_FONTS,
      '</assets/bundle-EN.js>; rel=modulepreload',
    ]);
    expect(codePreloads(plan, { path: '/nowhere', acceptLanguage: 'fr,en;q=0.5' })).toEqual(
      LATIN_FONTS,
    );
  });

  it('names only the upright Latin faces, and the Arabic face for an Arabic reader', () => {
    expect(codePreloads(plan, { path: '/', acceptLanguage: 'fr' })).toEqual(LATIN_FONTS);
    expect(codePreloads(plan, { path: '/', lng: 'ar' })).toEqual([
      ...LATIN_FONTS,
      '</assets/noto-naskh-arabic-arabic-wght-normal-A1.woff2>; rel=preload; as=font; type=font/woff2; crossorigin=anonymous',
    ]);
  });
});

describe('pageLanguage', () => {
  it('follows the client’s order: ?lng, then the remembered choice, then the browser’s languages', () => {
    const browser = 'en-GB,en;q=0.9';
    expect(pageLanguage({ path: '/', acceptLanguage: browser })).toBe('en');
    expect(pageLanguage({ path: '/', languageCookie: 'wol', acceptLanguage: browser })).toBe('wol');
    expect(
      pageLanguage({ path: '/', lng: 'ar', languageCookie: 'wol', acceptLanguage: browser }),
    ).toBe('ar');
    // Unknown values are passed over, as the client does; a malformed cookie too.
    expect(
      pageLanguage({ path: '/', lng: 'xx', languageCookie: '%E0', acceptLanguage: 'wo-SN' }),
    ).toBe('wol');
    expect(pageLanguage({ path: '/', acceptLanguage: 'de-DE' })).toBeUndefined();
  });
});

describe('acceptedLanguages', () => {
  it('orders the tags by weight, keeping the header’s order among equals and leaving out q=0', () => {
    expect(acceptedLanguages('de;q=0.2, en-US;q=0.8, ar, fr;q=0, *;q=0.1, wo-SN')).toEqual([
      'ar',
      'wo-SN',
      'en-US',
      'de',
    ]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
