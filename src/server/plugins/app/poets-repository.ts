// PLACEHOLDER: replaced by the poets repository (owner: see the lead's plan).
import fp from 'fastify-plugin';

export default fp(async () => {}, { name: 'poets-repository' });
