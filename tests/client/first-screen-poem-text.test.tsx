/**
 * One poem renderer: the server's first screen and the client's poem page draw a poem's text
 * with the same component (src/ui/poem-text). Here both sides render the same records with
 * React's static renderer, the server through its whole first-screen page
 * (src/server/first-screen/render-page.ts) and the client through the poem page's own
 * PoemText (with its definition popovers and share and picture buttons), and the client's markup must
 * appear, byte for byte, in the server's page: a drift (an attribute, a class, a label, a word
 * found on one side only) fails `npm test`, not only the browser suite's layout-shift check.
 */
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { translator } from '@domain/first-screen/first-screen-texts';
import type { Language } from '@domain/i18n/languages';
import { byId } from '@domain/first-screen/first-screen-records';
import { i18n } from '@client/i18n/i18n';
import { PoemText } from '@client/features/poems/components/poem-text';
import { renderFirstScreen } from '@server/first-screen/render-page';
import { readFirstScreenTexts } from '../../scripts/vite/first-screen-texts';
import { buildDemoMirror } from '../helpers/demo-mirror';
import { WOLOFAL_SAMPLE } from '../fixtures/wolofal-sample';

const texts = readFirstScreenTexts(join(process.cwd(), 'src/client/i18n/locales'));
const mirror = buildDemoMirror();
const SHELL = '<html><head></head><body><div id="root"></div></body></html>';

function serverPage(poemId: string, language: Language) {
  const poem = poemOf(poemId);
  return renderFirstScreen({
    page: SHELL,
    records: {
      page: 'poem',
      poem,
      poet: mirror.poets.find((p) => p.id === poem.poetId),
      theme: undefined,
      words: wordsOf(poemId),
    },
    t: translator(texts, language),
    language,
    signInHref: '/auth/jwt/login',
    modules: [],
  });
}

const wordsOf = (poemId: string) =>
  mirror.difficultWords.filter((w) => w.poemId === poemId).sort(byId);

/** The demo's poems, and one of them given the sourced Wolofal sample (it has none). */
const WOLOFAL_POEM = { ...mirror.poems[0]!, id: 'wolofal-poem', ...WOLOFAL_SAMPLE };
const poemOf = (poemId: string) => [...mirror.poems, WOLOFAL_POEM].find((p) => p.id === poemId)!;

const clientText = (poemId: string) => {
  const poem = poemOf(poemId);
  return renderToStaticMarkup(
    <PoemText
      content={poem.content}
      wolofal={poem.wolofal}
      words={wordsOf(poemId)}
      onShareStanza={() => {}}
      onShareStanzaPicture={() => {}}
    />,
  );
};

afterAll(() => i18n.changeLanguage('fr'));

describe('a poem’s text: the server’s first screen is the client’s markup', () => {
  const withWords = mirror.poems.filter((poem) => wordsOf(poem.id).length > 0);

  it.each(['fr', 'en', 'ar'] as const)(
    'for every demo poem with difficult words, in %s',
    async (language) => {
      await i18n.changeLanguage(language);
      expect(withWords.length).toBeGreaterThan(3);
      for (const poem of withWords) {
        const client = clientText(poem.id);
        // The client's markup is the whole text: its verses, words and labelled share buttons.
        expect(client).toMatch(/^<div class="poem-text" lang="wo" dir="ltr">.*<\/div>$/);
        expect(client).toContain('data-difficult-word=');
        expect(client).toContain('class="poem-stanza-share" aria-label="');
        expect(client).toContain('class="poem-stanza-picture" aria-label="');
        expect(serverPage(poem.id, language), poem.slug ?? poem.id).toContain(client);
      }
    },
  );
});

describe('a poem with Wolofal: the first screen shows it as the client does', () => {
  it.each(['fr', 'en', 'ar', 'wol'] as const)(
    'both scripts by default, in %s',
    async (language) => {
      await i18n.changeLanguage(language);
      const client = clientText(WOLOFAL_POEM.id);
      expect(client).toMatch(/^<div class="poem-text poem-text-paired" lang="wo" dir="ltr">/);
      expect(client).toContain('<p class="poem-wolofal" lang="wo-Arab" dir="rtl">');
      expect(serverPage(WOLOFAL_POEM.id, language)).toContain(client);
    },
  );
});
