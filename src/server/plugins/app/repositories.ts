/**
 * Registers every repository (one named plugin per resource, each decorating the app
 * with `<name>Repository`). Routes never touch Drizzle; they call these.
 */
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { AudioStore } from '../../audio-store/audio-store';
import poetsRepository from './poets/poets-repository';
import poemsRepository from './poems/poems-repository';
import themesRepository from './themes/themes-repository';
import tagsRepository from './tags/tags-repository';
import singersRepository from './singers/singers-repository';
import audiosRepository from './audios/audios-repository';
import difficultWordsRepository from './difficult-words/difficult-words-repository';
import usersRepository from './users/users-repository';
import sessionsRepository from './sessions/sessions-repository';
import syncRepository from './sync/sync-repository';
import auditLogRepository from './audit-log/audit-log-repository';
import driftReportsRepository from './drift-reports/drift-reports-repository';
import trashRepository from './trash/trash-repository';
import revisionsRepository from './revisions/revisions-repository';
import libraryRepository from './library/library-repository';
import deskRepository from './desk/desk-repository';

declare module 'fastify' {
  interface FastifyInstance {
    audioStore: AudioStore;
    config: AppConfig;
  }
}

export default fp<{ config: AppConfig; audioStore: AudioStore }>(
  async (app, { config, audioStore }) => {
    app.decorate('config', config);
    app.decorate('audioStore', audioStore);
    await app.register(poetsRepository);
    await app.register(poemsRepository);
    await app.register(themesRepository);
    await app.register(tagsRepository);
    await app.register(singersRepository);
    await app.register(audiosRepository);
    await app.register(difficultWordsRepository);
    await app.register(usersRepository);
    await app.register(sessionsRepository);
    await app.register(syncRepository);
    await app.register(auditLogRepository);
    await app.register(driftReportsRepository);
    await app.register(trashRepository);
    await app.register(revisionsRepository);
    await app.register(libraryRepository);
    await app.register(deskRepository);
  },
  { name: 'repositories', dependencies: ['db'] },
);
