/**
 * The statistics of the searched word, computed on the device over the mirror (so it works
 * offline and equals the API's answer), with the poets' names for the result list. The word
 * is checked first with the domain's rule: `empty` and `not-a-single-word` are the form's
 * messages, never a failed computation.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { parseWordQuery, type WordQueryRefusal } from '@domain/words';
import { db } from '@client/db/db';
import { localWordStatistics, type WordStatisticsResponse } from '@client/db/word-statistics';

export const STATISTICS_PAGE_SIZE = 10;

export type WordStatisticsState =
  | { status: 'idle' }
  | { status: 'invalid'; reason: WordQueryRefusal }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; result: WordStatisticsResponse; poetNames: Map<string, string> };

async function compute(
  word: string,
  ignoreAccents: boolean,
  page: number,
): Promise<WordStatisticsState> {
  try {
    const result = await localWordStatistics({
      word: word.trim(),
      ignoreAccents,
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

export function useWordStatistics(
  word: string | undefined,
  ignoreAccents: boolean,
  page: number,
): WordStatisticsState {
  const parsed = word === undefined ? null : parseWordQuery(word, { ignoreAccents });
  const live = useLiveQuery(
    () => (parsed?.ok ? compute(word ?? '', ignoreAccents, page) : Promise.resolve(null)),
    [word, ignoreAccents, page, parsed?.ok],
    { status: 'loading' } as WordStatisticsState,
  );
  if (parsed === null) return { status: 'idle' };
  if (!parsed.ok) return { status: 'invalid', reason: parsed.reason };
  // Until the query for the new word answers, the hook still holds the previous answer.
  const current =
    live?.status !== 'ready' ||
    (live.result.word === (word ?? '').trim() &&
      live.result.ignoreAccents === ignoreAccents &&
      live.result.number === page);
  return live && current ? live : { status: 'loading' };
}
