/**
 * The records of the statistics' first screen (`/statistics?word=bëgg`): the word's figures
 * as the API answers them (the server's word statistics, one page of poems), or the reason
 * the word is refused, with the names of the poets shown. The URL is read as the client's
 * route reads it (features/statistics/statistics-search.ts, after the router's JSON reading
 * of each value), and a flag the URL leaves out takes the client's default (on): the first
 * screen is the one the client's first render draws. Without a word there is no answer to
 * show: the page is the plain shell.
 */
import type { FastifyInstance } from 'fastify';
import {
  STATISTICS_PAGE_SIZE,
  type FirstScreenRecords,
  type StatisticsPageSearch,
} from '@domain/first-screen/first-screen-records';
import { isId } from '@domain/ids';
import { parseWordQuery } from '@domain/words/parse-word-query';

/** The client's bounds (statistics-search.ts, lib/search-params.ts). */
const MOST_WORD_LENGTH = 200;
const MOST_PAGES = 100_000;

/** A value as the client's router reads it: JSON when it parses as JSON, else the text. */
function routerValue(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function readWord(raw: string | null): string | undefined {
  const value = routerValue(raw);
  const text =
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text !== '' && text.length <= MOST_WORD_LENGTH ? text : undefined;
}

const readFlag = (raw: string | null, fallback: boolean): boolean => {
  const value = routerValue(raw);
  return value === true || value === 'true'
    ? true
    : value === false || value === 'false'
      ? false
      : fallback;
};

function readPage(raw: string | null): number {
  const value = routerValue(raw);
  const page = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= MOST_PAGES
    ? page
    : 1;
}

/** The part of `/statistics?…` the first screen honours, or undefined without a word. */
function statisticsPageSearch(query: URLSearchParams): StatisticsPageSearch | undefined {
  const word = readWord(query.get('word'));
  if (word === undefined) return undefined;
  return {
    word,
    ignoreAccents: readFlag(query.get('ignoreAccents'), true),
    variants: readFlag(query.get('variants'), true),
    page: readPage(query.get('page')),
  };
}

export async function loadStatisticsRecords(
  app: FastifyInstance,
  query: URLSearchParams,
): Promise<Extract<FirstScreenRecords, { page: 'statistics' }> | undefined> {
  const search = statisticsPageSearch(query);
  if (!search) return undefined;
  const { word, ignoreAccents, variants, page } = search;
  const parsed = parseWordQuery(word, { ignoreAccents });
  if (!parsed.ok) return { page: 'statistics', search, refusal: parsed.reason, poets: [] };
  const result = await app.poemsRepository.wordStatistics(
    word,
    { ignoreAccents, variants },
    { page: page - 1, size: STATISTICS_PAGE_SIZE },
  );
  const poetIds = [...new Set(result.poems.map((p) => p.poetId))].filter(isId);
  const poets = (await Promise.all(poetIds.map((id) => app.poetsRepository.findById(id))))
    .filter((poet) => poet !== undefined)
    .map(({ id, name }) => ({ id, name }));
  return { page: 'statistics', search, result, poets };
}
