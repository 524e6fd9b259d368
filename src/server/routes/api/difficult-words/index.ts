// PLACEHOLDER: replaced by the difficult-words routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const routes: FastifyPluginAsyncZod<Record<string, unknown>> = async () => {};
export default routes;
