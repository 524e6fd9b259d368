// PLACEHOLDER: replaced by the users repository (owner: see the lead's plan).
import fp from 'fastify-plugin';

export default fp(async () => {}, { name: 'users-repository' });
