/**
 * The records of the lists' first screens, read from the repositories (the rows the API
 * answers with): every poet for `/poets`, one page of poems for `/poems` with the poets and
 * themes it shows. The poems list honours of its URL what the API can answer in one read: the
 * free text (with other spellings unless `variants=false`, the client's default), or else the
 * theme and the poet, and the page. Other criteria of the client's filter are the client's.
 */
import type { FastifyInstance } from 'fastify';
import {
  POEMS_PAGE_SIZE,
  type FirstScreenRecords,
  type PoemsPageSearch,
} from '@domain/first-screen/first-screen-records';
import { isId } from '@domain/ids';
import { MAX_PAGE_SIZE } from '@domain/page-request';
import type { Page } from '@domain/paging';
import type { Poet, Theme } from '@domain/schemas';

/** The poets a list's first screen shows at most: past these, the client lists the rest. */
const MOST_POETS = 1_000;
/** A page number past any real list (the client's own bound: poem-search.ts). */
const MOST_PAGES = 100_000;

/** Every row of a paged read, up to `most`. */
async function readAll<T>(read: (page: number) => Promise<Page<T>>, most: number): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 0; rows.length < most; page += 1) {
    const { content, totalPages } = await read(page);
    rows.push(...content);
    if (page + 1 >= totalPages) break;
  }
  return rows.slice(0, most);
}

/** The mirror's order of poets (Dexie's index on `name`: code units, as `<` compares). */
const byName = (a: Poet, b: Poet) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export async function loadPoetsRecords(
  app: FastifyInstance,
): Promise<Extract<FirstScreenRecords, { page: 'poets' }>> {
  const poets = await readAll(
    (page) => app.poetsRepository.page({ page, size: MAX_PAGE_SIZE }),
    MOST_POETS,
  );
  return { page: 'poets', poets: poets.sort(byName) };
}

/** The part of `/poems?…` the first screen honours (unparsable values dropped, as the client does). */
export function poemsPageSearch(query: URLSearchParams): PoemsPageSearch & { variants: boolean } {
  const text = (name: string) => query.get(name)?.trim() || undefined;
  const page = Number(query.get('page'));
  return {
    q: text('q'),
    theme: text('theme'),
    poet: text('poet'),
    page: Number.isInteger(page) && page >= 1 && page <= MOST_PAGES ? page : 1,
    variants: query.get('variants') !== 'false',
  };
}

export async function loadPoemsRecords(
  app: FastifyInstance,
  query: URLSearchParams,
): Promise<Extract<FirstScreenRecords, { page: 'poems' }>> {
  const { variants, ...search } = poemsPageSearch(query);
  const { poet } = search;
  const themes: Theme[] = await readAll(
    (page) => app.themesRepository.page({ page, size: MAX_PAGE_SIZE }),
    Number.MAX_SAFE_INTEGER,
  );
  const theme = themes.find((t) => t.id === search.theme || t.slug === search.theme);
  const pageQuery = { page: search.page - 1, size: POEMS_PAGE_SIZE };
  const found = search.q
    ? await app.poemsRepository.search(search.q, pageQuery, variants)
    : search.theme || poet
      ? // A theme that does not exist lists nothing, as the client's chips do.
        theme || !search.theme
        ? await app.poemsRepository.filter({ themeId: theme?.id, poet }, pageQuery)
        : { content: [], totalElements: 0 }
      : await app.poemsRepository.page(pageQuery);
  const poetIds = [...new Set(found.content.map((p) => p.poetId))].filter(isId);
  const poets = (await Promise.all(poetIds.map((id) => app.poetsRepository.findById(id)))).filter(
    (p): p is Poet => p !== undefined,
  );
  return {
    page: 'poems',
    search,
    poems: found.content,
    total: found.totalElements,
    poets,
    themes,
  };
}
