/**
 * What the reader's own library costs a visitor who uses none of it: the part of a page's
 * scripts whose source is a library feature (favourites, collections, notes, places, the
 * sleep timer, the queue), found file by file through each script's source map
 * (source-map-bytes.ts), since a chunk can mix them with other code. The promise is at most
 * 10 KB of gzip on a first load.
 *
 * The gzip figure compresses the library's pieces of all the page's scripts together, alone:
 * inside their chunks they share a dictionary with the code around them, so what they add
 * there is at most about this.
 */
import { gzipSync } from 'node:zlib';
import { codeBySource, type SourceMap } from './source-map-bytes';

export const LIBRARY_BUDGET_BYTES = 10_000;

/** The library features' sources (paths as the source maps name them). */
const LIBRARY_SOURCES = [
  /\/src\/client\/features\/library\//,
  /\/src\/domain\/library\//,
  /\/src\/client\/db\/library-ops\.ts$/,
  /\/src\/client\/lib\/reader-places\.ts$/,
  /\/src\/client\/features\/player\/queue\//,
  /\/src\/client\/features\/player\/store\/(play-queue|use-queue|sleep-timer)\.ts$/,
  /\/src\/client\/features\/player\/components\/(queue-panel|sleep-timer-select)\.tsx$/,
  /\/src\/client\/i18n\/namespaces\/library\.ts$/,
  /\/src\/client\/i18n\/locales\/[\w-]+\/library\.json$/,
];

const isLibrarySource = (source: string) =>
  LIBRARY_SOURCES.some((pattern) => pattern.test(`/${source.replace(/^(\.\.\/)+/, '')}`));

export interface LibraryBytes {
  /** Bytes of library code, as served before compression. */
  raw: number;
  /** Those bytes compressed together (gzip -9). */
  gzip: number;
  /** The library's sources met, each with its raw bytes. */
  sources: { source: string; raw: number }[];
}

/** The text at `url`; undefined for a 404 (a script served as written has no source map). */
async function text(url: string): Promise<string | undefined> {
  const response = await fetch(url);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/** The library's share of these scripts (paths on `baseUrl`), read from their source maps. */
export async function libraryBytes(baseUrl: string, scriptPaths: string[]): Promise<LibraryBytes> {
  const pieces: string[] = [];
  const sources = new Map<string, number>();
  for (const path of scriptPaths) {
    const [code, map] = await Promise.all([
      text(`${baseUrl}${path}`),
      text(`${baseUrl}${path}.map`),
    ]);
    // Not from the bundler (public/scripts): no library code in it.
    if (code === undefined || map === undefined) continue;
    for (const [source, piece] of codeBySource(code, JSON.parse(map) as SourceMap)) {
      if (!isLibrarySource(source)) continue;
      pieces.push(piece);
      sources.set(source, (sources.get(source) ?? 0) + Buffer.byteLength(piece));
    }
  }
  const joined = pieces.join('');
  return {
    raw: Buffer.byteLength(joined),
    gzip: joined === '' ? 0 : gzipSync(joined, { level: 9 }).length,
    sources: [...sources].map(([source, raw]) => ({ source, raw })).sort((a, b) => b.raw - a.raw),
  };
}
