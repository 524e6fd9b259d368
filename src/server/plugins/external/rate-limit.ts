/**
 * Rate limiting is opt-in per route (`config.rateLimit`): login and register, and the public
 * counters (views, likes, plays, downloads). State is in process memory: with several
 * instances, give it a shared store (README).
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s`,
      }),
    });
  },
  { name: 'rate-limit' },
);
