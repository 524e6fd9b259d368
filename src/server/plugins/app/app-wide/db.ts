/**
 * Decorates the app with the database handle. The app does not open or migrate it:
 * the process (main.ts) or the test helper does, so tests can share one setup.
 */
import fp from 'fastify-plugin';
import type { Database, Db } from '../../../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'db' },
);
