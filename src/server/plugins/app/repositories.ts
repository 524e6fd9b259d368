/**
 * Registers every repository (one named plugin per resource, each decorating the app
 * with `<name>Repository`). Routes never touch Drizzle; they call these.
 */
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { AudioStore } from '../../audio-store/audio-store';
import poetsRepository from './poets-repository';
import poemsRepository from './poems-repository';
import themesRepository from './themes-repository';
import tagsRepository from './tags-repository';
import singersRepository from './singers-repository';
import audiosRepository from './audios-repository';
import difficultWordsRepository from './difficult-words-repository';
import usersRepository from './users-repository';
import sessionsRepository from './sessions-repository';
import syncRepository from './sync-repository';

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
  },
  { name: 'repositories', dependencies: ['db'] },
);
