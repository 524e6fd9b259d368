/**
 * A page's HTML: the built index.html with the page's head (title, description, Open Graph,
 * `<html lang dir>`: lib/page-head.ts), the first screen's stylesheet, the first screen
 * itself inside `#root` (the client's React root replaces it on its first render), and the
 * records it shows as a JSON data block the client reads instead of fetching them again.
 *
 * Why a server template around the poem and not React's server rendering of the client's
 * screens: those read the device's mirror, the router and the reader's settings, and render
 * with Chakra's runtime styles; rendering them in Node would put Chakra and emotion in the
 * server's every page request and tie the server to the client's code, which the architecture
 * keeps apart. The poem's text, the part a reader reads and the one that grows (Wolofal,
 * highlighted verses), is the exception: one Chakra-free React component both sides render
 * (src/ui/poem-text, poem-text.ts), styled by the client's entry stylesheet, which this page
 * links in its head as the client's does (the theme's variables come from it too).
 */
import {
  FIRST_SCREEN_DATA_ID,
  type FirstScreenRecords,
} from '@domain/first-screen/first-screen-records';
import type { Translate } from '@domain/first-screen/first-screen-texts';
import type { Language } from '@domain/i18n/languages';
import { html, jsonForScript } from './html';
import { FIRST_SCREEN_CSS } from './first-screen-styles';
import { firstScreenContent } from './pages';
import { shell } from './shell';

const ROOT = /<div id="root"><\/div>/;
// Vite's tags for the entry module and its static imports.
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** public/scripts/start-after-first-paint.js: starts the entry once the first screen is painted. */
const START_SCRIPT = '/scripts/start-after-first-paint.js';
const HEAD_END = /<\/head>/i;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/i;
const BODY_END = /<\/body>/i;

export interface FirstScreenInput {
  /** The built index.html, its head already the page's own. */
  page: string;
  records: FirstScreenRecords;
  t: Translate;
  language: Language;
  /** Where the sign-in link goes (with the page to come back to). */
  signInHref: string;
  /** The modules the page loads beside its entry (its route and language chunks). */
  modules: string[];
}

/**
 * The page's code starts after its first screen is painted: the entry's tag and its preloads
 * become one small script that adds them then. Read with the HTML, the entry and its modules
 * (about 180 KB) shared a phone's connection with the stylesheet and typefaces the first paint
 * waits for; the reader saw the poem only once all had arrived.
 */
export function startAfterFirstPaint(page: string, modules: string[]): string {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) return page;
  const imports = [...page.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const start = html`<script
    src="${START_SCRIPT}"
    data-entry="${entry}"
    data-modules="${[...imports, ...modules].join(' ')}"
    defer
  ></script>`;
  return page.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => `\n    ${start.value}`);
}

/**
 * The page's message for a browser without scripts, in the reader's language (the page's
 * `<html lang dir>` is already theirs): the built shell's own is in French and English.
 */
export function withNoscriptBanner(page: string, t: Translate): string {
  return page.replace(
    NOSCRIPT,
    () =>
      html`<noscript><p class="fs-noscript" role="note">${t('common:noscript')}</p></noscript>`
        .value,
  );
}

export function renderFirstScreen({
  page,
  records,
  t,
  language,
  signInHref,
  modules,
}: FirstScreenInput) {
  if (!ROOT.test(page)) return page;
  const screen = shell(t, language, signInHref, firstScreenContent({ t, language }, records));
  const data = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${jsonForScript(records)}</script>`;
  return withNoscriptBanner(startAfterFirstPaint(page, modules), t)
    .replace(
      HEAD_END,
      () => `<style id="first-screen-style">${FIRST_SCREEN_CSS}</style>\n  </head>`,
    )
    .replace(ROOT, () => html`<div id="root">${screen}</div>`.value)
    .replace(BODY_END, () => `${data}\n  </body>`);
}
