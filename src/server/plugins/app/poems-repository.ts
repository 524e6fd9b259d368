// PLACEHOLDER: replaced by the poems repository (owner: see the lead's plan).
import fp from 'fastify-plugin';

export default fp(async () => {}, { name: 'poems-repository' });
