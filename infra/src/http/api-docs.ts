import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI document generated from the routes' zod schemas, at /api/openapi.json, and a docs page
 * at /docs. Register before the routes so every route is described.
 */
export const registerApiDocs = async (app: FastifyInstance, title: string): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      info: { title, version: '1.0.0', description: 'Workplace health and safety: commands and queries.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () =>
    app.swagger(),
  );
};
