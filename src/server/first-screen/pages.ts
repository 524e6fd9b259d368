/**
 * The first screen of each shared page, as the client's screens draw it from the same
 * records: the same elements in the same order, with the classes of first-screen-styles.ts
 * in place of Chakra's props. A poem's text is not drawn here: it is the shared renderer
 * (src/ui/poem-text, rendered by poem-text.ts), the one the client's poem page uses. The poem
 * page's measures around it (its title, the player's room) come from the domain (POEM_TYPE),
 * which the client's components read too. Parts of a screen that no reader sees before the client
 * takes over (the poem's aside, a poet's lists, the home page below its hero) are left to the
 * client: they appear below or beside what is already there, moving nothing.
 */
import type { FirstScreenRecords } from '@domain/first-screen/first-screen-records';
import { clockTime } from '@domain/clock-time';
import { formatBytes } from '@domain/format-bytes';
import { audioStreamUrl } from '@domain/audio-stream';
import { directionOf, htmlLangOf, type Language } from '@domain/i18n/languages';
import { pickLocalized } from '@domain/i18n/pick-localized';
import { poetYears, portraitInitials, showsPoetStatus } from '@domain/poet-display';
import { splitStanzas, splitVerses } from '@domain/words';
import { html, type Markup } from './html';
import { icon } from './icon';
import { poemsPage, poetsPage } from './list-pages';
import { formatNumber, intlLocale, type PageContext } from './page-context';
import { poemTextMarkup } from './poem-text';
import { statisticsPage } from './statistics-page';

const backLink = (href: string, label: string) =>
  html`<a class="fs-back" href="${href}">${icon('arrow', 'fs-icon-back')}${label}</a>`;

function poemPage(
  { t, language }: PageContext,
  { poem, poet, theme, words }: Extract<FirstScreenRecords, { page: 'poem' }>,
) {
  const themeName = pickLocalized(theme?.name, language)?.text;
  const shareLabel = (n: number) => t('poems:reader.shareStanza', { n: formatNumber(n, language) });
  const pictureLabel = (n: number) =>
    t('poems:reader.picture.share', { n: formatNumber(n, language) });
  return html`<div class="fs-container fs-container-7xl">
    <div class="fs-stack fs-gap-6">
      ${backLink('/poems', t('poems:reader.backToPoems'))}
      <div class="fs-poem-grid">
        <article class="fs-stack fs-gap-6 fs-poem-article" aria-labelledby="poem-title">
          <div class="fs-stack fs-gap-3">
            ${themeName && html`<span class="fs-badge fs-badge-secondary">${themeName}</span>`}
            <h1 id="poem-title" lang="wo" class="fs-poem-title">
              <span dir="ltr">${poem.title}</span>
            </h1>
            ${
              poet &&
              html`<p class="fs-text-lg fs-muted">
                <a href="/poet/${poet.id}"><span class="fs-underlined">${poet.name}</span></a
                >${poem.year !== null ? ` · ${poem.year}` : ''}
              </p>`
            }
          </div>
          <div class="fs-actions">
            <p class="fs-text-sm">
              ${t('poems:reader.views', { views: formatNumber(poem.views, language) })}
            </p>
            <p class="fs-text-sm">
              ${t('poems:reader.likes', { likes: formatNumber(poem.likes, language) })}
            </p>
            <span class="fs-actions-end"
              ><button type="button" class="fs-btn fs-btn-outline">
                ${icon('share')}${t('poems:reader.share')}
              </button></span
            >
            <p role="status" class="fs-status"></p>
          </div>
          ${poem.hasAudio && html`<div data-slot="recitation-player" class="fs-player-slot"></div>`}
          ${words.length > 0 && html`<p class="fs-text-sm fs-muted">${t('poems:reader.wordsHint')}</p>`}
          ${poemTextMarkup(poem, words, { shareLabel, pictureLabel })}
        </article>
        <aside class="fs-poem-aside" aria-label="${t('poems:reader.aside')}"></aside>
      </div>
    </div>
  </div>`;
}

/** The biography keeps its line breaks (pre-line): no space may open or close it. */
const biographyText = ({ text, language }: { text: string; language: Language }) =>
  // prettier-ignore
  html`<p class="fs-biography" lang="${htmlLangOf(language)}" dir="${directionOf(language)}">${text}</p>`;

function poetPage(
  { t, language }: PageContext,
  { poet }: Extract<FirstScreenRecords, { page: 'poet' }>,
) {
  const biography = pickLocalized(poet.biography, language);
  const years = poetYears(poet);
  const portrait = poet.photoUrl
    ? html`<img class="fs-portrait" src="${poet.photoUrl}" alt="" />`
    : html`<div class="fs-portrait fs-portrait-initials" aria-hidden="true">
        ${portraitInitials(poet.name)}
      </div>`;
  return html`<div class="fs-container">
    <div class="fs-stack fs-gap-10 fs-max-4xl">
      ${backLink('/poets', t('poets:page.back'))}
      <div class="fs-poet-head">
        ${portrait}
        <div class="fs-stack fs-gap-2">
          <h1 dir="auto" class="fs-poet-name">${poet.name}</h1>
          <div class="fs-hstack fs-muted">
            ${years && html`<p>${years}</p>`}${showsPoetStatus(poet) && html`<span class="fs-badge ${poet.status === 'active' ? 'fs-badge-success' : 'fs-badge-gray'}">${t(`poets:status.${poet.status}`)}</span>`}
          </div>
        </div>
      </div>
      <section class="fs-stack fs-gap-3" aria-labelledby="poet-bio-title">
        <h2 id="poet-bio-title" class="fs-h2">${t('poets:page.biography')}</h2>
        ${
          biography
            ? html`${biography.language !== language && html`<p class="fs-text-sm fs-muted">${t('poets:page.biographyIn', { language: t(`poets:page.languages.${biography.language}`) })}</p>`}
              ${biographyText(biography)}`
            : html`<p class="fs-muted">${t('poets:page.noBiography')}</p>`
        }
      </section>
    </div>
  </div>`;
}

function audioPage(
  { t, language }: PageContext,
  { audio, poem, poet, singer }: Extract<FirstScreenRecords, { page: 'audio' }>,
) {
  const facts: [string, string | null][] = [
    [t('audios:page.singer'), singer?.name ?? null],
    [
      t('audios:page.duration'),
      audio.durationSec === null ? null : clockTime(Math.max(0, audio.durationSec)),
    ],
    [t('audios:page.size'), formatBytes(audio.sizeBytes, intlLocale(language))],
    [t('audios:page.plays'), formatNumber(audio.plays, language)],
    [t('audios:page.downloads'), formatNumber(audio.downloads, language)],
  ];
  let verseIndex = 0;
  const verses =
    poem &&
    html`<div class="fs-recitation-verses" lang="wo">
      ${splitStanzas(poem.content).map(
        (stanza) =>
          html`<p>
            ${splitVerses(stanza).map((verse) => html`<span data-verse-index="${verseIndex++}">${verse.trim()}</span>`)}
          </p>`,
      )}
    </div>`;
  return html`<div class="fs-container">
    <div class="fs-stack fs-gap-8 fs-max-3xl">
      ${backLink('/audios', t('audios:page.back'))}
      <div class="fs-stack fs-gap-2">
        <h1 dir="auto" class="fs-audio-title">${audio.title}</h1>
        ${
          poem &&
          html`<p class="fs-text-lg fs-muted" dir="auto">
            <span lang="wo" dir="ltr" class="fs-poem-ref">${poem.title}</span
            >${poet ? ` · ${poet.name}` : ''}
          </p>`
        }
      </div>
      <div class="fs-hstack fs-gap-3">
        ${poem && html`<a class="fs-btn fs-btn-solid fs-btn-md" href="/poem/${poem.id}">${icon('book')}${t('audios:page.readPoem')}</a>`}
      </div>
      <dl class="fs-facts">
        ${facts.map(
          ([label, value]) =>
            value &&
            html`<div class="fs-fact">
              <dt>${label}</dt>
              <dd>${value}</dd>
            </div>`,
        )}
      </dl>
      ${singer?.biography && html`<p dir="auto" class="fs-singer-bio fs-muted">${singer.biography}</p>`}
      <div data-slot="recitation-player">
        <div class="fs-player-place">
          <audio
            class="fs-native-audio"
            controls
            preload="metadata"
            src="${audioStreamUrl(audio.id)}"
            aria-label="${audio.title}"
          ></audio>
        </div>
        ${verses}
      </div>
    </div>
  </div>`;
}

function homePage({ t }: PageContext) {
  return html`<div class="fs-container fs-home">
    <section class="fs-hero" aria-labelledby="home-hero-title">
      <div class="fs-stack fs-hero-stack">
        <p class="fs-eyebrow">${t('home:hero.eyebrow')}</p>
        <h1 id="home-hero-title" class="fs-hero-title">${t('home:hero.title')}</h1>
        <p class="fs-hero-lead">${t('home:hero.lead')}</p>
        <div class="fs-hero-actions">
          <a class="fs-btn fs-btn-solid fs-btn-hero" href="/poems"
            >${icon('book')}${t('home:hero.explorePoems')}</a
          ><a class="fs-btn fs-btn-outline fs-btn-hero fs-btn-hero-outline" href="/poets"
            >${icon('poets')}${t('home:hero.discoverPoets')}</a
          >
        </div>
      </div>
    </section>
  </div>`;
}

/** The `<main>` content of a page's first screen. */
export function firstScreenContent(context: PageContext, records: FirstScreenRecords): Markup {
  switch (records.page) {
    case 'poem':
      return poemPage(context, records);
    case 'poet':
      return poetPage(context, records);
    case 'audio':
      return audioPage(context, records);
    case 'home':
      return homePage(context);
    case 'poems':
      return poemsPage(context, records);
    case 'poets':
      return poetsPage(context, records);
    case 'statistics':
      return statisticsPage(context, records);
  }
}
