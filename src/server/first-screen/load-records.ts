/**
 * The records of a page's first screen, read from the repositories (the same rows the API
 * answers with); a poem page's through the one loader the client uses too (loadPoemPage). undefined: no such record, and the page is the plain app shell, whose
 * client shows the reader its "not found" screen.
 */
import type { FastifyInstance } from 'fastify';
import type { FirstScreenRecords } from '@domain/first-screen/first-screen-records';
import { loadPoemPage } from '@domain/first-screen/poem-page-records';
import { MAX_PAGE_SIZE } from '@domain/page-request';
import { READERS } from '../plugins/app/poems/poem-row';

/** A poet page's poems: its first screen shows none, its first render lists up to these. */
const POET_POEMS = 100;

export type FirstScreenPage = Extract<FirstScreenRecords['page'], 'poem' | 'poet' | 'audio'>;

const optional = async <T>(id: string | null | undefined, find: (id: string) => Promise<T>) =>
  id ? await find(id) : undefined;

export async function loadRecords(
  app: FastifyInstance,
  page: FirstScreenPage,
  id: string,
): Promise<FirstScreenRecords | undefined> {
  switch (page) {
    case 'poem': {
      const records = await loadPoemPage(id, {
        poem: app.poemsRepository.findPublished,
        poet: app.poetsRepository.findById,
        theme: app.themesRepository.findById,
        words: async (poemId) =>
          (
            await app.difficultWordsRepository.list(
              { page: 0, size: MAX_PAGE_SIZE },
              { poemId },
              READERS,
            )
          ).content,
      });
      return records && { page, ...records };
    }
    case 'poet': {
      const poet = await app.poetsRepository.findById(id);
      if (!poet) return undefined;
      const poems = await app.poemsRepository.byPoet(id, { page: 0, size: POET_POEMS });
      return { page, poet, poems: poems.content };
    }
    case 'audio': {
      // A recording of a draft or scheduled poem is not found, as in the API.
      const audio = await app.audiosRepository.findById(id, READERS);
      if (!audio) return undefined;
      const [poem, singer] = await Promise.all([
        app.poemsRepository.findPublished(audio.poemId),
        optional(audio.singerId, app.singersRepository.findById),
      ]);
      const poet = await optional(poem?.poetId, app.poetsRepository.findById);
      return { page, audio, poem, poet, singer };
    }
  }
}
