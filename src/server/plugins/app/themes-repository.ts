// PLACEHOLDER: replaced by the themes repository (owner: see the lead's plan).
import fp from 'fastify-plugin';

export default fp(async () => {}, { name: 'themes-repository' });
