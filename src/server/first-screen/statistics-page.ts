/**
 * The first screen of a statistics link (`/statistics?word=bëgg`), as the client's screen
 * draws it from the same records (features/statistics/components/statistics-screen.tsx,
 * word-search-form.tsx, word-results.tsx, marked-stanza.tsx): the same elements in the same
 * order (but each option is a select, see `option`), with the classes of
 * first-screen-styles.ts in place of Chakra's props. Without scripts it is the page: the
 * search is a GET form (each option sends one true or false), the
 * poems and stanzas are links, the pages are links. The corpus overview below the answer is
 * left to the client: it appears under what is already there, moving nothing.
 */
import type {
  FirstScreenRecords,
  StatisticsPageSearch,
} from '@domain/first-screen/first-screen-records';
import { findWordSpans } from '@domain/words/find-word-spans';
import { splitVerses } from '@domain/words/split-stanzas';
import { wordQueryError } from '@domain/words/word-query-error-key';
import type { WordStatisticsResponse } from '@domain/words/word-statistics-page';
import { html, type Markup } from './html';
import { pagination, screenHeader } from './list-pages';
import { formatNumber, type PageContext } from './page-context';

type StatisticsRecords = Extract<FirstScreenRecords, { page: 'statistics' }>;

/** A link to the statistics with this search (the client's URL contract: statistics-search.ts). */
function statisticsHref(search: StatisticsPageSearch): string {
  const params = new URLSearchParams({
    word: search.word,
    ignoreAccents: String(search.ignoreAccents),
    variants: String(search.variants),
  });
  if (search.page > 1) params.set('page', String(search.page));
  return `/statistics?${params.toString()}`;
}

/**
 * An option of the form, for a browser without scripts: a <select> that sends exactly one
 * value, `true` or `false`. A checkbox sends nothing when unticked (the page would read the
 * default, on), and the hidden `false` it needed beside it made a ticked box send both
 * (`variants=true&variants=false`), a list where the client's router and a shared link expect
 * one flag. Its labels are the settings' own "on"/"off" (the drawer's switches). The row keeps
 * the client's checkbox row's height, so nothing below moves when the client takes over.
 */
const option = ({ t }: PageContext, name: string, label: string, on: boolean) =>
  html`<label class="fs-st-check"
    >${label}<select class="fs-st-select" name="${name}">
      <option value="true" ${on ? html`selected` : ''}>${t('shell:settings.stretch.on')}</option>
      <option value="false" ${on ? '' : html`selected`}>${t('shell:settings.stretch.off')}</option>
    </select></label
  >`;

function searchForm(context: PageContext, search: StatisticsPageSearch) {
  const { t } = context;
  return html`<form
    class="fs-stack fs-gap-3"
    role="search"
    aria-label="${t('statistics:search.title')}"
    action="/statistics"
    method="get"
  >
    <div class="fs-st-field" role="group">
      <label class="fs-st-label" for="fs-word">${t('statistics:search.label')}</label>
      <div class="fs-st-row">
        <input
          id="fs-word"
          class="fs-st-input"
          name="word"
          autocomplete="off"
          spellcheck="false"
          placeholder="${t('statistics:search.placeholder')}"
          value="${search.word}"
        /><button type="submit" class="fs-st-submit">${t('statistics:search.submit')}</button>
      </div>
    </div>
    ${option(context, 'ignoreAccents', t('statistics:search.ignoreAccents'), search.ignoreAccents)}
    ${option(context, 'variants', t('statistics:search.variants'), search.variants)}
  </form>`;
}

const notice = (text: string, tone: 'info' | 'error' = 'info') =>
  html`<div
    class="fs-st-notice ${tone === 'error' ? 'fs-st-notice-error' : ''}"
    ${tone === 'error' ? html`role="alert"` : ''}
  >
    ${text}
  </div>`;

/** A verse with each occurrence in <mark> (the domain's matching rule, as the client). */
function markedVerse(verse: string, words: string[], ignoreAccents: boolean): Markup {
  const parts: (string | Markup)[] = [];
  let at = 0;
  for (const span of findWordSpans(verse, words, { ignoreAccents })) {
    parts.push(
      verse.slice(at, span.start),
      html`<mark>${verse.slice(span.start, span.end)}</mark>`,
    );
    at = span.end;
  }
  parts.push(verse.slice(at));
  // prettier-ignore
  return html`<span>${parts}</span>`;
}

function poemResult(
  { t, language }: PageContext,
  result: WordStatisticsResponse,
  poem: WordStatisticsResponse['poems'][number],
  poetName: string | undefined,
) {
  const words = [result.word, ...poem.alsoWritten];
  return html`<li class="fs-st-poem">
    <div class="fs-stack fs-st-poem-head">
      <h3 class="fs-st-poem-title" lang="wo" dir="ltr">
        <a class="fs-st-link fs-st-title-link" href="/poem/${poem.poemId}">${poem.title}</a>
      </h3>
      <div class="fs-st-poem-meta">
        ${poetName && html`<p>${poetName}</p>`}
        <p>${t('statistics:results.inPoem', { n: formatNumber(poem.occurrences, language) })}</p>
      </div>
      ${
        poem.alsoWritten.length > 0 &&
        // prettier-ignore
        html`<p class="fs-text-sm" data-also-written="">${t('statistics:results.alsoWritten')} <span lang="wo" class="fs-st-strong">${poem.alsoWritten.join(', ')}</span></p>`
      }
    </div>
    ${
      poem.stanzas.length === 0
        ? html`<p class="fs-muted">${t('statistics:results.noSection')}</p>`
        : poem.stanzas.map((stanza, i) => {
            const n = (poem.stanzaIndices[i] ?? 0) + 1;
            return html`<div class="fs-st-stanza">
              <a class="fs-st-link fs-st-stanza-link" href="/poem/${poem.poemId}#stanza-${n}"
                >${t('statistics:results.stanza', { n: formatNumber(n, language) })}</a
              >
              <p class="fs-st-verses" lang="wo" dir="ltr">
                ${splitVerses(stanza).map((verse) => markedVerse(verse.trim(), words, result.ignoreAccents))}
              </p>
            </div>`;
          })
    }
  </li>`;
}

function results(
  context: PageContext,
  result: WordStatisticsResponse,
  poetNames: Map<string, string>,
) {
  const { t, language } = context;
  if (result.poemCount === 0) return notice(t('statistics:results.none', { word: result.word }));
  const figure = (label: string, value: number) =>
    html`<div class="fs-st-figure">
      <dt>${label}</dt>
      <dd>${formatNumber(value, language)}</dd>
    </div>`;
  return html`<div class="fs-stack fs-gap-6">
    <dl class="fs-st-figures">
      ${figure(t('statistics:results.poems'), result.poemCount)}
      ${figure(t('statistics:results.occurrences'), result.totalOccurrences)}
    </dl>
    ${
      result.spellings.length > 1 &&
      html`<section class="fs-stack fs-gap-1" aria-label="${t('statistics:results.bySpelling')}">
        <p class="fs-st-by-spelling">${t('statistics:results.bySpelling')}</p>
        <ul class="fs-st-spellings">
          ${result.spellings.map(
            (s) =>
              // prettier-ignore
              html`<li><span lang="wo" class="${s.exact ? 'fs-st-strong' : ''}">${s.spelling}</span> ${t('statistics:results.spellingCount', { poems: formatNumber(s.poemCount, language), n: formatNumber(s.occurrences, language) })}</li>`,
          )}
        </ul>
      </section>`
    }
    <ol class="fs-st-poems">
      ${result.poems.map((poem) => poemResult(context, result, poem, poetNames.get(poem.poetId)))}
    </ol>
  </div>`;
}

export function statisticsPage(context: PageContext, records: StatisticsRecords) {
  const { t } = context;
  const { search, result, refusal } = records;
  const error = refusal && t(...qualified(wordQueryError(refusal)));
  const poetNames = new Map(records.poets.map((poet) => [poet.id, poet.name]));
  return html`<div class="fs-container">
    <div class="fs-stack fs-gap-10 fs-max-4xl">
      ${screenHeader(t('statistics:title'), t('statistics:lead'))}
      <section class="fs-stack fs-gap-6" aria-labelledby="word-search-title">
        <h2 id="word-search-title" class="fs-st-h2">${t('statistics:search.title')}</h2>
        ${searchForm(context, search)} ${error && notice(error, 'error')}
        ${result && results(context, result, poetNames)}
        ${
          result &&
          pagination(context, t('statistics:pages.label'), search.page, result.totalPages, (page) =>
            statisticsHref({ ...search, page }),
          )
        }
      </section>
    </div>
  </div>`;
}

/** The refusal's text key in the statistics namespace, with its values. */
const qualified = ([key, values]: ReturnType<typeof wordQueryError>) =>
  [`statistics:${key}`, values] as const;
