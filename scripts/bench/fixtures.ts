/**
 * What the load phase hands to the measured server and the load generator: the words
 * are stored in app_meta under BENCH_WORDS_KEY by load-corpus.ts, and GET /bench/fixtures
 * (bench-server.ts) returns them with poem and audio ids. Types and constants only, so
 * importing this file never runs either phase.
 */
export const BENCH_WORDS_KEY = 'bench.words';

/** The generated corpus every bench loads (BENCH_SEED overrides it). */
export const DEFAULT_BENCH_SEED = 20_251_121;

export interface BenchWords {
  searchWord: string;
  statisticsWords: string[];
}

export interface Fixtures extends BenchWords {
  poemIds: string[];
  audioId: string | null;
}
