// PLACEHOLDER: replaced by the sync repository (owner: see the lead's plan).
import fp from 'fastify-plugin';

export default fp(async () => {}, { name: 'sync-repository' });
