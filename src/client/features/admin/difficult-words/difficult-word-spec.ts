/** The difficult-word form for the kit: SPEC section 5's rules come from the domain schema. */
import type { DifficultWord } from '@domain/schemas';
import { defineFormSpec, orNull } from '../form/form-spec';
import { difficultWordResource } from './resource';

export type DifficultWordField = 'word' | 'definition' | 'explanation' | 'poemId';

export const difficultWordSpec = defineFormSpec<DifficultWord, DifficultWordField>({
  form: 'difficult-word',
  resource: difficultWordResource,
  empty: { word: '', definition: '', explanation: '', poemId: '' },
  toValues: (w) => ({
    word: w.word,
    definition: w.definition,
    explanation: w.explanation ?? '',
    poemId: w.poemId ?? '',
  }),
  toInput: (v) => ({
    word: v.word,
    definition: v.definition,
    explanation: orNull(v.explanation),
    poemId: orNull(v.poemId),
  }),
});
