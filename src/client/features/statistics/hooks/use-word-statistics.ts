/**
 * The statistics of the searched word, computed on the device over the mirror (so it works
 * offline and equals the API's answer), with the poets' names for the result list. The word
 * is checked first with the domain's rule: its refusals (`empty`, `not-words`...) are the form's
 * messages, never a failed computation. A statistics link opened before the mirror holds the
 * anthology draws the answer its HTML carried (the server's first screen), the same figures.
 */
import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { parseWordQuery, type WordQueryRefusal } from '@domain/words';
import { STATISTICS_PAGE_SIZE } from '@domain/first-screen/first-screen-records';
import { carriedList } from '@client/api/first-screen-records';
import { db } from '@client/db/db';
import { localWordStatistics, type WordStatisticsResponse } from '@client/db/word-statistics';
import { isMirrorReady } from '@client/sync/mirror-ready';

export type WordStatisticsState =
  | { status: 'idle' }
  | { status: 'invalid'; reason: WordQueryRefusal }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; result: WordStatisticsResponse; poetNames: Map<string, string> };

async function compute(
  word: string,
  { ignoreAccents, variants }: WordOptions,
  page: number,
): Promise<WordStatisticsState> {
  try {
    const result = await localWordStatistics({
      word: word.trim(),
      ignoreAccents,
      variants,
      page,
      size: STATISTICS_PAGE_SIZE,
    });
    const poetIds = [...new Set(result.poems.map((p) => p.poetId))];
    const poets = await db.poets.bulkGet(poetIds);
    const poetNames = new Map(poets.flatMap((p) => (p ? [[p.id, p.name] as const] : [])));
    return { status: 'ready', result, poetNames };
  } catch {
    return { status: 'error' };
  }
}

/** How the word is compared: accents ignored or not, other spellings counted or not. */
export interface WordOptions {
  ignoreAccents: boolean;
  variants: boolean;
}

export function useWordStatistics(
  word: string | undefined,
  { ignoreAccents, variants }: WordOptions,
  page: number,
): WordStatisticsState {
  const parsed = word === undefined ? null : parseWordQuery(word, { ignoreAccents });
  const live = useLiveQuery(
    () =>
      parsed?.ok ? compute(word ?? '', { ignoreAccents, variants }, page) : Promise.resolve(null),
    [word, ignoreAccents, variants, page, parsed?.ok],
    { status: 'loading' } as WordStatisticsState,
  );
  const carried = useMemo(
    () => carriedAnswer(word, { ignoreAccents, variants }, page),
    [word, ignoreAccents, variants, page],
  );
  if (parsed === null) return { status: 'idle' };
  if (!parsed.ok) return { status: 'invalid', reason: parsed.reason };
  if (carried && (live?.status !== 'ready' || !isMirrorReady())) return carried;
  // Until the query for the new word answers, the hook still holds the previous answer.
  const current =
    live?.status !== 'ready' ||
    (live.result.word === (word ?? '').trim() &&
      live.result.ignoreAccents === ignoreAccents &&
      live.result.variants === variants &&
      live.result.number === page);
  return live && current ? live : { status: 'loading' };
}

/** The answer the page's HTML carried, when it is for this word, these options and this page. */
function carriedAnswer(
  word: string | undefined,
  { ignoreAccents, variants }: WordOptions,
  page: number,
): WordStatisticsState | undefined {
  const carried = carriedList('statistics');
  const { search, result } = carried ?? {};
  if (!carried || !search || !result) return undefined;
  const same =
    search.word === word?.trim() &&
    search.ignoreAccents === ignoreAccents &&
    search.variants === variants &&
    search.page - 1 === page;
  if (!same) return undefined;
  return {
    status: 'ready',
    result,
    poetNames: new Map(carried.poets.map((poet) => [poet.id, poet.name])),
  };
}
