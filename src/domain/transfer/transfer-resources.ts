/**
 * What the dashboard's lists export and import, per resource: the record's schema (the API's
 * answer: the columns of a CSV, the fields of a JSON export), the schemas of a create and of an
 * update (the same the API's POST and PUT validate with), whether an import may create one
 * (a recording is created by uploading its file: its import only edits metadata), and its name
 * for the preview. The server's import and the client's export both read it.
 */
import type { z } from 'zod';
import { AudioInputSchema, AudioSchema, AudioUpdateSchema } from '../schemas/audio';
import {
  DifficultWordInputSchema,
  DifficultWordSchema,
  DifficultWordUpdateSchema,
} from '../schemas/difficult-word';
import { PoemInputSchema, PoemSchema, PoemUpdateSchema } from '../schemas/poem';
import { PoetInputSchema, PoetSchema, PoetUpdateSchema } from '../schemas/poet';
import { SingerInputSchema, SingerSchema, SingerUpdateSchema } from '../schemas/singer';
import { TagInputSchema, TagSchema, TagUpdateSchema } from '../schemas/tag';
import { ThemeInputSchema, ThemeSchema, ThemeUpdateSchema } from '../schemas/theme';

export const TRANSFER_RESOURCES = [
  'poems',
  'poets',
  'difficult-words',
  'tags',
  'themes',
  'singers',
  'audios',
] as const;
export type TransferResource = (typeof TRANSFER_RESOURCES)[number];

export interface TransferSpec {
  record: z.ZodObject;
  /** A create's body; its fields are the ones an import compares and writes. */
  input: z.ZodObject;
  update: z.ZodType;
  creates: boolean;
  name: (row: Record<string, unknown>) => string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const field = (key: string) => (row: Record<string, unknown>) => text(row[key]);
const localized = (row: Record<string, unknown>) => {
  const name = (row.name ?? {}) as Record<string, unknown>;
  return text(name.fr) || text(name.en) || text(name.wol) || text(name.ar);
};

export const TRANSFER_SPECS: Record<TransferResource, TransferSpec> = {
  poems: {
    record: PoemSchema,
    input: PoemInputSchema,
    update: PoemUpdateSchema,
    creates: true,
    name: field('title'),
  },
  poets: {
    record: PoetSchema,
    input: PoetInputSchema,
    update: PoetUpdateSchema,
    creates: true,
    name: field('name'),
  },
  'difficult-words': {
    record: DifficultWordSchema,
    input: DifficultWordInputSchema,
    update: DifficultWordUpdateSchema,
    creates: true,
    name: field('word'),
  },
  tags: {
    record: TagSchema,
    input: TagInputSchema,
    update: TagUpdateSchema,
    creates: true,
    name: field('name'),
  },
  themes: {
    record: ThemeSchema,
    input: ThemeInputSchema,
    update: ThemeUpdateSchema,
    creates: true,
    name: localized,
  },
  singers: {
    record: SingerSchema,
    input: SingerInputSchema,
    update: SingerUpdateSchema,
    creates: true,
    name: field('name'),
  },
  audios: {
    record: AudioSchema,
    input: AudioInputSchema,
    update: AudioUpdateSchema,
    creates: false,
    name: field('title'),
  },
};
