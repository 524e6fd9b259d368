/**
 * Themes (the poem categories: Spiritualité, Sagesse, …): pages in creation order, one theme,
 * writes. Deleting a theme leaves its poems without one (the foreign key sets theme_id null,
 * and the triggers give those poems a new rev, so clients learn of it).
 */
import { count, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { toPage, type Page, type PageQuery } from '@domain/paging';
import type { Theme, ThemeInput, ThemeUpdate } from '@domain/schemas/theme';
import type { Db } from '../../../db/client';
import { themes } from '../../../db/schema';
import { foldedTextMatch } from '../shared/folded-text-match';
import { orderWithId } from '../shared/order-with-id';
import { rowMeta } from '../shared/row-meta';
import { isRefusal, type WriteResult } from '../shared/refusal';
import { updateWithVersion } from '../shared/update-with-version';
import { deleteById } from '../shared/delete-by-id';
import { repositoryPlugin } from '../shared/repository-plugin';
import type { Executor } from '../shared/executor';
import { lockNames, nameHeld, nameTaken } from '../shared/name-taken';

/**
 * The refusal for the first language in which another theme already has this name (a theme is
 * picked by its name in the reader's language, so each language's name is unique).
 */
async function takenName(tx: Executor, name: Theme['name'], exceptId?: string) {
  await lockNames(tx, 'themes');
  const others = await tx.select({ id: themes.id, name: themes.name }).from(themes);
  for (const [language, value] of Object.entries(name)) {
    if (!value?.trim()) continue;
    const named = others.map((theme) => ({
      id: theme.id,
      name: theme.name[language as keyof Theme['name']] ?? '',
    }));
    if (nameHeld(named, value, exceptId)) return nameTaken('A theme', `name.${language}`);
  }
  return undefined;
}

/** The fields a theme list may be sorted by. */
export const THEME_SORT_FIELDS = ['createdAt'] as const;

const toTheme = (row: typeof themes.$inferSelect): Theme => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  ...rowMeta(row),
});

/** Creates the themes repository over `db`. */
export function createThemesRepository(db: Db) {
  async function findById(id: string): Promise<Theme | undefined> {
    const [row] = await db.select().from(themes).where(eq(themes.id, id));
    return row && toTheme(row);
  }

  return {
    findById,

    /** A page of themes; with `q`, only those whose name in some language holds it. */
    async page(query: PageQuery & { q?: string }): Promise<Page<Theme>> {
      const where = query.q?.trim()
        ? foldedTextMatch(
            await db.select({ id: themes.id, name: themes.name }).from(themes),
            query.q,
            (theme) => Object.values(theme.name),
            themes.id,
          )
        : undefined;
      const rows = await db
        .select()
        .from(themes)
        .where(where)
        .orderBy(...orderWithId(themes.createdAt, query.sort?.direction, themes.id))
        .limit(query.size)
        .offset(query.page * query.size);
      const [total] = await db.select({ n: count() }).from(themes).where(where);
      return toPage(rows.map(toTheme), total?.n ?? 0, query);
    },

    async create(input: ThemeInput): Promise<WriteResult<Theme>> {
      return db.transaction(async (tx) => {
        const taken = await takenName(tx, input.name);
        if (taken) return taken;
        const [row] = await tx
          .insert(themes)
          .values({ id: uuidv7(), name: input.name, description: input.description ?? null })
          .returning();
        return toTheme(row!);
      });
    },

    /** Partial update; with `version`, only while the row still has it. */
    async update(id: string, patch: ThemeUpdate): Promise<WriteResult<Theme>> {
      const { version, name, description } = patch;
      const values = {
        ...(name !== undefined && { name }),
        ...(description !== undefined && { description }),
      };
      return db.transaction(async (tx) => {
        const taken = name && (await takenName(tx, name, id));
        if (taken) return taken;
        const row = await updateWithVersion(tx, themes, id, version, values);
        return isRefusal(row) ? row : toTheme(row);
      });
    },

    /** Deletes a theme (its poems keep going, without a theme); false if there was none. */
    remove: (id: string) => deleteById(db, themes, id),
  };
}

export type ThemesRepository = ReturnType<typeof createThemesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    themesRepository: ThemesRepository;
  }
}

export default repositoryPlugin('themesRepository', createThemesRepository);
