/**
 * The first screens of the poems and poets lists, as the client's screens draw them from the
 * same records (features/poems/components/poems-screen.tsx and poem-list-item.tsx,
 * features/poets/components/poets-screen.tsx and poet-card.tsx): the same elements in the same
 * order, with the classes of first-screen-styles.ts in place of Chakra's props. Without scripts
 * they are the page: the search is a GET form, the theme chips and the pages are links, each
 * poem's title links to it. The client's controls that only work with scripts (the advanced
 * filter, the spellings switch) are left to the client; they appear above the list when it
 * takes over.
 */
import {
  POEMS_PAGE_SIZE,
  type FirstScreenRecords,
  type PoemsPageSearch,
} from '@domain/first-screen/first-screen-records';
import { pickLocalized } from '@domain/i18n/pick-localized';
import { poetYears, portraitInitials, showsPoetStatus } from '@domain/poet-display';
import type { Poem, Poet, Theme } from '@domain/schemas';
import { splitStanzas, splitVerses } from '@domain/words';
import { html } from './html';
import { icon } from './icon';
import { formatNumber, type PageContext } from './page-context';

export const screenHeader = (title: string, lead: string) =>
  html`<div class="fs-stack fs-gap-2">
    <h1 class="fs-list-title">${title}</h1>
    <p class="fs-text-lg fs-muted">${lead}</p>
  </div>`;

/** A link to the poems list with this search (the client's URL contract: poem-search.ts). */
export function poemsHref(search: PoemsPageSearch): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.theme) params.set('theme', search.theme);
  if (search.poet) params.set('poet', search.poet);
  if (search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return query ? `/poems?${query}` : '/poems';
}

function poemItem(
  { t, language }: PageContext,
  poem: Poem,
  poet: Poet | undefined,
  theme: Theme | undefined,
) {
  const firstVerse = splitVerses(splitStanzas(poem.content)[0] ?? '')[0]?.trim();
  const themeName = pickLocalized(theme?.name, language)?.text;
  return html`<li>
    <article class="fs-card">
      <h2 class="fs-item-title" lang="wo">
        <a href="/poem/${poem.id}" dir="ltr">${poem.title}</a>
      </h2>
      ${poet && html`<p class="fs-muted fs-mt-1" dir="auto">${poet.name}${poem.year !== null ? ` · ${poem.year}` : ''}</p>`}
      ${firstVerse && html`<p class="fs-first-verse fs-muted" lang="wo" dir="ltr">${firstVerse}</p>`}
      <div class="fs-item-foot fs-muted fs-text-sm">
        ${themeName && html`<span class="fs-badge fs-badge-secondary">${themeName}</span>`}
        ${poem.hasAudio && html`<span class="fs-badge fs-badge-primary">${icon('audio')}${t('poems:list.recitation')}</span>`}
        <span class="fs-item-counters"
          >${t('poems:list.counters', {
            views: formatNumber(poem.views, language),
            likes: formatNumber(poem.likes, language),
          })}</span
        >
      </div>
    </article>
  </li>`;
}

/** Previous / next page and "page N of M", as the client's Pagination draws them; links here. */
export function pagination(
  { t, language }: PageContext,
  label: string,
  page: number,
  pageCount: number,
  href: (page: number) => string,
) {
  if (pageCount <= 1) return undefined;
  const link = (to: number, text: ReturnType<typeof html>, enabled: boolean) =>
    enabled
      ? html`<a class="fs-btn fs-btn-outline fs-btn-md" href="${href(to)}">${text}</a>`
      : html`<span class="fs-btn fs-btn-outline fs-btn-md fs-disabled" aria-disabled="true"
          >${text}</span
        >`;
  return html`<nav class="fs-pages" aria-label="${label}">
    ${link(page - 1, html`${icon('arrow', 'fs-icon-back')}${t('common:pages.previous')}`, page > 1)}
    <p class="fs-muted fs-text-sm" aria-current="page">
      ${t('common:pages.status', {
        page: formatNumber(page, language),
        total: formatNumber(pageCount, language),
      })}
    </p>
    ${link(page + 1, html`${t('common:pages.next')}${icon('arrow')}`, page < pageCount)}
  </nav>`;
}

export function poemsPage(
  context: PageContext,
  { search, poems, total, poets, themes }: Extract<FirstScreenRecords, { page: 'poems' }>,
) {
  const { t, language } = context;
  const poetsById = new Map(poets.map((poet) => [poet.id, poet]));
  const current = themes.find((theme) => theme.slug === search.theme || theme.id === search.theme);
  const chips = [
    { key: undefined, label: t('poems:themes.all') },
    ...themes.map((theme) => ({
      key: theme.slug ?? theme.id,
      label: pickLocalized(theme.name, language)?.text ?? '—',
    })),
  ];
  const currentKey = current ? (current.slug ?? current.id) : undefined;
  const pageCount = Math.max(1, Math.ceil(total / POEMS_PAGE_SIZE));
  return html`<div class="fs-container">
    <div class="fs-stack fs-gap-6">
      ${screenHeader(t('poems:list.title'), t('poems:list.lead'))}
      <form class="fs-stack fs-gap-1-5" action="/poems" method="get" role="search">
        <label class="fs-label" for="fs-poem-search">${t('poems:search.label')}</label>
        <span class="fs-input-group"
          >${icon('search', 'fs-input-icon')}<input
            id="fs-poem-search"
            class="fs-input"
            type="search"
            name="q"
            autocomplete="off"
            spellcheck="false"
            placeholder="${t('poems:search.placeholder')}"
            value="${search.q ?? ''}"
        /></span>
        ${search.theme && html`<input type="hidden" name="theme" value="${search.theme}" />`}
        ${search.poet && html`<input type="hidden" name="poet" value="${search.poet}" />`}
        <p class="fs-muted fs-text-sm">${t('poems:search.hint')}</p>
      </form>
      <div class="fs-wrap" role="group" aria-label="${t('poems:themes.label')}">
        ${chips.map(
          (chip) =>
            html`<a
              class="fs-btn fs-chip ${chip.key === currentKey ? 'fs-btn-solid' : 'fs-btn-outline'}"
              aria-current="${chip.key === currentKey ? 'true' : 'false'}"
              href="${poemsHref({ ...search, theme: chip.key, page: 1 })}"
              >${chip.label}</a
            >`,
        )}
      </div>
      <p role="status" class="fs-count">
        ${t('poems:list.count', { formatted: formatNumber(total, language) })}
      </p>
      ${
        total === 0
          ? html`<p class="fs-notice">${t('poems:list.empty')}</p>`
          : html`<ol class="fs-stack fs-gap-3 fs-list">
              ${poems.map((poem) =>
                poemItem(
                  context,
                  poem,
                  poetsById.get(poem.poetId),
                  themes.find((theme) => theme.id === poem.themeId),
                ),
              )}
            </ol>`
      }
      ${pagination(context, t('poems:pages.label'), search.page, pageCount, (page) => poemsHref({ ...search, page }))}
    </div>
  </div>`;
}

function poetCard({ t, language }: PageContext, poet: Poet) {
  const years = poetYears(poet);
  const headingId = `poet-${poet.id}`;
  const portrait = poet.photoUrl
    ? html`<img class="fs-portrait fs-portrait-sm" src="${poet.photoUrl}" alt="" />`
    : html`<div class="fs-portrait fs-portrait-sm fs-portrait-initials" aria-hidden="true">
        ${portraitInitials(poet.name)}
      </div>`;
  return html`<li>
    <article class="fs-card fs-poet-card" aria-labelledby="${headingId}">
      <div class="fs-hstack fs-gap-4 fs-nowrap">
        ${portrait}
        <div class="fs-stack fs-gap-1 fs-min-0">
          <h2 id="${headingId}" dir="auto" class="fs-poet-card-name">${poet.name}</h2>
          ${years && html`<p class="fs-muted fs-text-sm">${years}</p>`}
        </div>
      </div>
      <div class="fs-hstack">
        ${showsPoetStatus(poet) && html`<span class="fs-badge ${poet.status === 'active' ? 'fs-badge-success' : 'fs-badge-gray'}">${t(`poets:status.${poet.status}`)}</span>`}
        <p class="fs-muted fs-text-sm">
          ${t('poets:list.poemCount', { count: formatNumber(poet.poemCount, language) })}
        </p>
      </div>
      <div class="fs-hstack fs-gap-2 fs-card-actions">
        <a
          class="fs-btn fs-btn-solid fs-btn-sm"
          href="/poet/${poet.id}"
          aria-label="${t('poets:list.detailsOf', { name: poet.name })}"
          >${t('poets:list.details')}</a
        >
        <a
          class="fs-btn fs-btn-outline fs-btn-sm"
          href="/poems?poet=${poet.id}"
          aria-label="${t('poets:list.poemsOf', { name: poet.name })}"
          >${t('poets:list.poems')}</a
        >
      </div>
    </article>
  </li>`;
}

export function poetsPage(
  context: PageContext,
  { poets }: Extract<FirstScreenRecords, { page: 'poets' }>,
) {
  const { t } = context;
  return html`<div class="fs-container">
    <div class="fs-stack fs-gap-8">
      ${screenHeader(t('poets:list.title'), t('poets:list.lead'))}
      ${
        poets.length === 0
          ? html`<p class="fs-notice">${t('poets:list.empty')}</p>`
          : html`<ul class="fs-grid fs-list">
              ${poets.map((poet) => poetCard(context, poet))}
            </ul>`
      }
    </div>
  </div>`;
}
