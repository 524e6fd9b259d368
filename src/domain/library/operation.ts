/**
 * The operations a reader's library is made of, as the device records them, the outbox sends
 * them and the server stores them (one schema for both ends). Each carries its hybrid-clock
 * stamp (`hlc`, which also names it: hlc.ts); state.ts says how each one merges.
 */
import { z } from 'zod';
import { IdSchema } from '../schemas/common';
import { HLC_PATTERN } from './hlc';
import { POSITION_PATTERN } from './position';

export const HlcSchema = z.string().regex(HLC_PATTERN, 'Must be a clock stamp wall:counter:device');
const PositionSchema = z
  .string()
  .regex(POSITION_PATTERN, 'Must be a position key (0-9 a-z, not ending in 0)');
/** The add stamps a remove observed (an add-wins remove only takes away what it saw). */
const RemovesSchema = z.array(HlcSchema).min(1).max(1000);

export const FAVOURITE_TYPES = ['poem', 'audio', 'poet'] as const;
const FavouriteTargetSchema = z.object({ type: z.enum(FAVOURITE_TYPES), id: IdSchema });
export type FavouriteTarget = z.infer<typeof FavouriteTargetSchema>;

/** What a collection holds: poems and recitations. */
const ItemSchema = z.object({ type: z.enum(['poem', 'audio']), id: IdSchema });
export type CollectionItem = z.infer<typeof ItemSchema>;

export const NOTE_COLOURS = ['yellow', 'green', 'blue', 'pink'] as const;
export type NoteColour = (typeof NOTE_COLOURS)[number];
export const NOTE_TEXT_MAX = 10_000;
export const COLLECTION_NAME_MAX = 120;

/** Verses a note covers: 0-based indexes over the poem's verses, `from <= to`. */
const VersesSchema = z
  .object({ from: z.number().int().min(0).max(100_000), to: z.number().int().min(0).max(100_000) })
  .refine((verses) => verses.from <= verses.to, {
    message: 'from must not be after to',
    path: ['to'],
    params: { code: 'invalid_value' },
  });

const NoteFieldsSchema = z
  .strictObject({
    verses: VersesSchema.optional(),
    colour: z.enum(NOTE_COLOURS).nullable().optional(),
    text: z.string().max(NOTE_TEXT_MAX).optional(),
  })
  .refine((fields) => Object.keys(fields).length > 0, {
    message: 'At least one of verses, colour, text',
    params: { code: 'required' },
  });

const stamped = <Kind extends string, Shape extends z.ZodRawShape>(kind: Kind, shape: Shape) =>
  z.strictObject({ hlc: HlcSchema, kind: z.literal(kind), ...shape });

export const LibraryOpSchema = z.discriminatedUnion('kind', [
  stamped('favourite.add', { target: FavouriteTargetSchema }),
  stamped('favourite.remove', { target: FavouriteTargetSchema, removes: RemovesSchema }),
  stamped('like', { poemId: IdSchema }),
  stamped('collection.rename', {
    collectionId: IdSchema,
    name: z.string().trim().min(1).max(COLLECTION_NAME_MAX),
  }),
  stamped('collection.delete', { collectionId: IdSchema }),
  stamped('collection.add', { collectionId: IdSchema, item: ItemSchema, position: PositionSchema }),
  stamped('collection.remove', {
    collectionId: IdSchema,
    item: ItemSchema,
    removes: RemovesSchema,
  }),
  stamped('collection.move', {
    collectionId: IdSchema,
    item: ItemSchema,
    position: PositionSchema,
  }),
  stamped('note.set', { noteId: IdSchema, poemId: IdSchema, fields: NoteFieldsSchema }),
  stamped('note.delete', { noteId: IdSchema }),
  stamped('place.set', {
    target: z.object({ type: z.enum(['poem', 'audio']), id: IdSchema }),
    position: z.number().min(0).max(1_000_000),
  }),
]);
export type LibraryOp = z.infer<typeof LibraryOpSchema>;
