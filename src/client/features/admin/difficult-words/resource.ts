/**
 * The dashboard's difficult words at /api/difficult-words: a search (by word) reads
 * /api/difficult-words/search with `word`, the plain list /api/difficult-words (both of one
 * poem with `poemId`).
 */
import {
  DifficultWordInputSchema,
  DifficultWordUpdateSchema,
  type DifficultWord,
} from '@domain/schemas';
import { defineResource } from '../resource/define-resource';
import { wordListFilters, type WordListSearch } from './list-search';

export const difficultWordResource = defineResource<DifficultWord, WordListSearch>({
  path: 'difficult-words',
  createSchema: DifficultWordInputSchema,
  updateSchema: DifficultWordUpdateSchema,
  searchAt: { path: 'difficult-words/search', param: 'word' },
  filters: wordListFilters,
});
