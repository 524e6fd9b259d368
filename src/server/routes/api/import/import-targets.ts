/**
 * Where an import reads and writes each resource: the record as it is now (every record, drafts
 * included: only administrators import), and the create and the update a save goes through, with
 * the same checks as the resource's own routes (a recording's WebVTT must parse).
 */
import type { FastifyInstance } from 'fastify';
import type { AudioUpdate } from '@domain/schemas/audio';
import type { DifficultWordInput, DifficultWordUpdate } from '@domain/schemas/difficult-word';
import type { PoemInput, PoemUpdate } from '@domain/schemas/poem';
import type { PoetInput, PoetUpdate } from '@domain/schemas/poet';
import type { SingerInput, SingerUpdate } from '@domain/schemas/singer';
import type { TagInput, TagUpdate } from '@domain/schemas/tag';
import type { ThemeInput, ThemeUpdate } from '@domain/schemas/theme';
import type { TransferResource } from '@domain/transfer/transfer-resources';
import { ADMINISTRATORS } from '../../../plugins/app/poems/poem-row';
import type { Actor } from '../../../plugins/app/shared/act-as';
import type { WriteResult } from '../../../plugins/app/shared/refusal';
import { blankToNull, checkVtt } from '../audios/check-audio-fields';

type Row = Record<string, unknown> & { id: string; version: number };
type Input = Record<string, unknown>;
type Written = WriteResult<{ id: string }>;

export interface ImportTarget {
  /** The OpenAPI's label of a 404, and what names a record in messages. */
  label: string;
  find: (id: string) => Promise<Row | undefined>;
  create?: (input: Input, actor: Actor) => Promise<Written>;
  update: (id: string, patch: Input & { version: number }, actor: Actor) => Promise<Written>;
}

// TRANSFER_SPECS's schemas (the routes' own) checked every input and patch before it reaches
// here (import-plan.ts): the casts only say so.
export function importTargets(app: FastifyInstance): Record<TransferResource, ImportTarget> {
  return {
    poems: {
      label: 'Poem',
      find: (id) => app.poemsRepository.findById(id),
      create: (input, actor) => app.poemsRepository.create(input as PoemInput, actor),
      update: (id, patch, actor) => app.poemsRepository.update(id, patch as PoemUpdate, actor),
    },
    poets: {
      label: 'Poet',
      find: (id) => app.poetsRepository.findById(id),
      create: (input, actor) => app.poetsRepository.create(input as PoetInput, actor),
      update: (id, patch, actor) => app.poetsRepository.update(id, patch as PoetUpdate, actor),
    },
    'difficult-words': {
      label: 'Difficult word',
      find: (id) => app.difficultWordsRepository.findById(id, ADMINISTRATORS),
      create: (input, actor) =>
        app.difficultWordsRepository.create(input as DifficultWordInput, actor),
      update: (id, patch, actor) =>
        app.difficultWordsRepository.update(id, patch as DifficultWordUpdate, actor),
    },
    tags: {
      label: 'Tag',
      find: (id) => app.tagsRepository.findById(id),
      create: (input) => app.tagsRepository.create(input as TagInput),
      update: (id, patch) => app.tagsRepository.update(id, patch as TagUpdate),
    },
    themes: {
      label: 'Theme',
      find: (id) => app.themesRepository.findById(id),
      create: (input) => app.themesRepository.create(input as ThemeInput),
      update: (id, patch) => app.themesRepository.update(id, patch as ThemeUpdate),
    },
    singers: {
      label: 'Singer',
      find: (id) => app.singersRepository.findById(id),
      create: (input) => app.singersRepository.create(input as SingerInput),
      update: (id, patch) => app.singersRepository.update(id, patch as SingerUpdate),
    },
    audios: {
      label: 'Audio',
      find: (id) => app.audiosRepository.findById(id, ADMINISTRATORS),
      update: (id, patch, actor) => {
        const vtt = blankToNull(patch.vtt as string | null | undefined);
        checkVtt(vtt);
        return app.audiosRepository.update(id, { ...patch, vtt } as AudioUpdate, actor);
      },
    },
  };
}
