/**
 * The statistics screen's URL contract: `/statistics?word=bëgg&ignoreAccents=false&page=2`.
 * Values that do not parse are dropped; without `ignoreAccents` the screen ignores accents
 * unless the reader last chose otherwise (accent-choice.ts). Hand-written (no zod in the entry script).
 */
import { readFlag, readText, readWhole } from '@client/lib/search-params';

export interface StatisticsSearch {
  word?: string;
  ignoreAccents?: boolean;
  /** Other spellings too; without it, the reader's last choice (lib/spelling-variants.ts). */
  variants?: boolean;
  page?: number;
}

export function parseStatisticsSearch(input: Record<string, unknown>): StatisticsSearch {
  const search: StatisticsSearch = {
    word: readText(input.word),
    ignoreAccents: readFlag(input.ignoreAccents),
    variants: readFlag(input.variants),
    page: readWhole(input.page, 1, 100_000),
  };
  for (const key of Object.keys(search) as (keyof StatisticsSearch)[])
    if (search[key] === undefined) delete search[key];
  return search;
}
