/**
 * Security headers (helmet, with a strict Content-Security-Policy) and CORS limited
 * to the configured origins. Styles allow 'unsafe-inline' because Chakra's emotion
 * engine injects <style> elements at run time; scripts do not.
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { AppConfig } from '../../config';

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Audio and images may be embedded by the installed app from a CDN origin.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    await app.register(cors, {
      origin: config.corsOrigins.length ? config.corsOrigins : false,
      credentials: false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: ['Content-Range', 'Accept-Ranges', 'Content-Length', 'Retry-After'],
      maxAge: 600,
    });
  },
  { name: 'security' },
);
