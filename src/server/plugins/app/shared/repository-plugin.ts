/**
 * The named plugin every resource's repository is registered as (README.md): it decorates the
 * app with `<name>Repository`, built over the database handle, under the plugin name
 * `<name>-repository` (`difficultWordsRepository` → `difficult-words-repository`).
 * The decoration's type stays declared in the repository's own file (`declare module
 * 'fastify'`), which is what ties `create` to the name here.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';

type RepositoryName = Extract<keyof FastifyInstance, `${string}Repository`>;

/** The plugin that decorates the app with `decoration`, made by `create` over `app.db`. */
export function repositoryPlugin<Name extends RepositoryName>(
  decoration: Name,
  create: (db: Db) => FastifyInstance[Name],
) {
  const name = decoration.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return fp(
    async (app) => {
      // Typed as a plain object here: Fastify's decorate() types the value through a
      // conditional type that stays unresolved while the name is a type parameter. The
      // signature above has already tied `create` to the declared decoration.
      app.decorate<object>(decoration, create(app.db));
    },
    { name, dependencies: ['db'] },
  );
}
