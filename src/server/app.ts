/**
 * The whole application as one Fastify instance: external plugins, then app plugins,
 * then the API routes, then the built client. The process concerns (opening the
 * database, listening, shutting down) live in main.ts; tests build this app only.
 */
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id';
import type { Database } from './db/client';
import type { AudioStore } from './audio-store/audio-store';
import cookie from '@fastify/cookie';
import compression from './plugins/external/compression';
import security from './plugins/external/security';
import rateLimit from './plugins/external/rate-limit';
import multipart from './plugins/external/multipart';
import openapi from './plugins/external/openapi';
import clientApp from './plugins/external/client-app';
import db from './plugins/app/app-wide/db';
import errors, { frameworkErrors } from './plugins/app/app-wide/errors';
import publicCache from './plugins/app/app-wide/public-cache';
import access from './plugins/app/app-wide/access';
import audit from './plugins/app/app-wide/audit';
import textHygiene from './plugins/app/app-wide/text-hygiene';
import repositories from './plugins/app/repositories';
import apiRoutes from './routes/api';
import metrics from './metrics/metrics-plugin';
import metricsRoute from './metrics/metrics-route';

export interface AppOptions {
  config: AppConfig;
  database: Database;
  audioStore: AudioStore;
  /** Where the built client is; defaults to dist/client. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the app (not listening). */
export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(config.env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // The audio store and the change feed can take a while on a cold start; requests don't.
    requestTimeout: 120_000,
    ajv: undefined,
    frameworkErrors,
    // Logs are pino's JSON lines, each with the request's id (lib/request-id.ts).
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();

  // The answer names its id, so a user's report or a balancer's log leads to its log lines.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errors);
  // Before everything it measures, and before the rate limiter that reports its refusals.
  await app.register(metrics, { config, database: options.database });
  await app.register(security, { config });
  // After the security headers (its early answers carry them), before compression (its
  // onSend sees the JSON text).
  await app.register(publicCache);
  await app.register(compression);
  await app.register(rateLimit, { config });
  // Cookie parsing and Set-Cookie for the auth routes (auth/refresh-cookie.ts, the OAuth binding).
  await app.register(cookie);
  await app.register(multipart, { config });
  await app.register(openapi);

  await app.register(db, { database: options.database });
  await app.register(access, { config });
  await app.register(audit);
  await app.register(textHygiene);
  await app.register(repositories, { config, audioStore: options.audioStore });

  await app.register(apiRoutes, { prefix: '/api', config });
  await app.register(metricsRoute, { config });
  await app.register(clientApp, { clientDir: options.clientDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
