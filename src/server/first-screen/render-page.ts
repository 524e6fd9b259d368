/**
 * A page's HTML: the built index.html with the page's head (title, description, Open Graph,
 * `<html lang dir>`: lib/page-head.ts), the first screen's stylesheet, the first screen
 * itself inside `#root` (the client's React root replaces it on its first render), and the
 * records it shows as a JSON data block the client reads instead of fetching them again.
 *
 * Why a server template and not React's server rendering of the client's components: those
 * components read the device's mirror, the router and the reader's settings, and render with
 * Chakra's runtime styles; rendering them in Node would put React, Chakra and emotion in the
 * server's every page request (several times the cost of this template) and tie the server to
 * the client's code, which the architecture keeps apart. What a poem looks like still has one
 * source: the domain's verse rules and type measures (pages.ts, POEM_TYPE).
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
const HEAD_END = /<\/head>/i;
const BODY_END = /<\/body>/i;

export interface FirstScreenInput {
  /** The built index.html, its head already the page's own. */
  page: string;
  records: FirstScreenRecords;
  t: Translate;
  language: Language;
  /** Where the sign-in link goes (with the page to come back to). */
  signInHref: string;
}

export function renderFirstScreen({ page, records, t, language, signInHref }: FirstScreenInput) {
  if (!ROOT.test(page)) return page;
  const screen = shell(t, language, signInHref, firstScreenContent({ t, language }, records));
  const data = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${jsonForScript(records)}</script>`;
  return page
    .replace(
      HEAD_END,
      () => `<style id="first-screen-style">${FIRST_SCREEN_CSS}</style>\n  </head>`,
    )
    .replace(ROOT, () => html`<div id="root">${screen}</div>`.value)
    .replace(BODY_END, () => `${data}\n  </body>`);
}
