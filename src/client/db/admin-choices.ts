/**
 * What the dashboard's pickers offer, read from the offline mirror (DESIGN.md section 7):
 * poems by title, poets, singers, themes and tags. Only ids and names leave this module, and poems
 * are searched with a limit (the mirror may hold ten thousand of them): a picker never
 * loads the whole anthology's texts.
 */
import type { LocalizedText } from '@domain/schemas';
import { foldText } from '@domain/words/fold-text';
import { db as appDb, type AppDb } from './db';

export interface Choice {
  id: string;
  label: string;
}

/** Poems whose title contains `query` (accents and case ignored), at most `limit`, by title. */
export async function searchPoemChoices(
  query: string,
  limit = 20,
  database: AppDb = appDb,
): Promise<Choice[]> {
  const needle = foldText(query.trim());
  const poems = await database.poems
    .filter((poem) => !needle || foldText(poem.title).includes(needle))
    .limit(limit)
    .toArray();
  return poems
    .map((poem) => ({ id: poem.id, label: poem.title }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The title of one poem of the mirror, or undefined when the mirror lacks it. */
export async function poemChoice(id: string, database: AppDb = appDb): Promise<Choice | undefined> {
  const poem = await database.poems.get(id);
  return poem && { id: poem.id, label: poem.title };
}

/** Every poet, by name. */
export async function poetChoices(database: AppDb = appDb): Promise<Choice[]> {
  const poets = await database.poets.orderBy('name').toArray();
  return poets.map((poet) => ({ id: poet.id, label: poet.name }));
}

/** Every singer (reciter), by name. */
export async function singerChoices(database: AppDb = appDb): Promise<Choice[]> {
  const singers = await database.singers.orderBy('name').toArray();
  return singers.map((singer) => ({ id: singer.id, label: singer.name }));
}

/** Every tag, by name. */
export async function tagChoices(database: AppDb = appDb): Promise<Choice[]> {
  const tags = await database.tags.orderBy('name').toArray();
  return tags.map((tag) => ({ id: tag.id, label: tag.name }));
}

/** Every theme with its names in every language (the picker shows the reader's). */
export async function themeChoices(
  database: AppDb = appDb,
): Promise<{ id: string; name: LocalizedText }[]> {
  const themes = await database.themes.toArray();
  return themes.map((theme) => ({ id: theme.id, name: theme.name }));
}
