/** The OpenAPI document, generated from the routes' zod schemas, and its page at /api/docs. */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Taalif API',
          description:
            'An anthology of Wolof poetry. Reads are public; writes need an ADMIN bearer token.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    // The app's own CSP (helmet) covers the docs page too; swagger-ui's would allow an external
    // validator and refuse the inline styles it then applies itself.
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: false,
      uiConfig: { validatorUrl: null, deepLinking: true },
    });
  },
  { name: 'openapi' },
);
