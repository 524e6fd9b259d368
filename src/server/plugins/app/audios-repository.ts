// PLACEHOLDER: replaced by the audios repository (owner: see the lead's plan).
import fp from 'fastify-plugin';

export default fp(async () => {}, { name: 'audios-repository' });
