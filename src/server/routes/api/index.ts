/** Mounts every resource's routes under /api (SPEC.md section 7, DESIGN.md section 4). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import auth from './auth';
import users from './users';
import poets from './poets';
import poems from './poems';
import themes from './themes';
import tags from './tags';
import audios from './audios';
import singers from './singers';
import difficultWords from './difficult-words';
import stats from './stats';
import sync from './sync';
import health from './health';
import auditLog from './audit-log';
import trash from './trash';
import library from './me/library';
import desk from './desk';
import importRows from './import';

const api: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(auth, { prefix: '/auth', config });
  await app.register(users, { prefix: '/users' });
  await app.register(poets, { prefix: '/poets' });
  await app.register(poems, { prefix: '/poems' });
  await app.register(themes, { prefix: '/themes' });
  await app.register(tags, { prefix: '/tags' });
  await app.register(audios, { prefix: '/audios' });
  await app.register(singers, { prefix: '/singers' });
  await app.register(difficultWords, { prefix: '/difficult-words' });
  await app.register(stats, { prefix: '/stats' });
  await app.register(sync, { prefix: '/sync' });
  await app.register(health, { prefix: '/health' });
  await app.register(auditLog, { prefix: '/audit-log' });
  await app.register(trash, { prefix: '/trash' });
  await app.register(library, { prefix: '/me/library' });
  await app.register(desk, { prefix: '/desk' });
  await app.register(importRows, { prefix: '/import' });
};

export default api;
