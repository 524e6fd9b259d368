// PLACEHOLDER: replaced by the sessions repository (owner: see the lead's plan).
import fp from 'fastify-plugin';

export default fp(async () => {}, { name: 'sessions-repository' });
