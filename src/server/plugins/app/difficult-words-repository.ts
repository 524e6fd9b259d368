// PLACEHOLDER: replaced by the difficult-words repository (owner: see the lead's plan).
import fp from 'fastify-plugin';

export default fp(async () => {}, { name: 'difficult-words-repository' });
