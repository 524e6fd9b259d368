/**
 * The records the server's HTML carried with the page's first screen (server: first-screen/,
 * contract: domain/first-screen/first-screen-records.ts): the page's first render draws them,
 * instead of fetching them again or waiting for the mirror's first sync, so the client takes
 * over the server's screen with the same content. Read once from the JSON data block; a page
 * served without one (the service worker's app shell, offline) has none, and its screens
 * read the mirror or the API as before.
 */
import {
  FIRST_SCREEN_DATA_ID,
  type FirstScreenRecords,
} from '@domain/first-screen/first-screen-records';

let read: FirstScreenRecords | null | undefined;

function records(): FirstScreenRecords | null {
  if (read !== undefined) return read;
  read = null;
  if (typeof document === 'undefined') return read;
  const block = document.getElementById(FIRST_SCREEN_DATA_ID);
  try {
    if (block?.textContent) read = JSON.parse(block.textContent) as FirstScreenRecords;
  } catch {
    // A damaged block costs only the head start: the screens read as without one.
  }
  return read;
}

type Page = Extract<FirstScreenRecords['page'], 'poem' | 'poet' | 'audio'>;
type ListPage = Extract<FirstScreenRecords['page'], 'poems' | 'poets' | 'statistics'>;
type RecordsOf<P extends Page> = Extract<FirstScreenRecords, { page: P }>;

const recordId = (carried: RecordsOf<Page>) => {
  switch (carried.page) {
    case 'poem':
      return carried.poem.id;
    case 'poet':
      return carried.poet.id;
    case 'audio':
      return carried.audio.id;
  }
};

/** The records the page's HTML carried for this page and record, if it did. */
export function carriedRecords<P extends Page>(page: P, id: string): RecordsOf<P> | undefined {
  const carried = records();
  if (!carried || carried.page !== page) return undefined;
  return recordId(carried as RecordsOf<Page>) === id ? (carried as RecordsOf<P>) : undefined;
}

/** The records the page's HTML carried for this list (`/poems`, `/poets`, `/statistics`), if it did. */
export function carriedList<P extends ListPage>(
  page: P,
): Extract<FirstScreenRecords, { page: P }> | undefined {
  const carried = records();
  return carried?.page === page ? (carried as Extract<FirstScreenRecords, { page: P }>) : undefined;
}

/** Forgets what was read (tests start each page afresh). */
export function forgetCarriedRecords(): void {
  read = undefined;
}
