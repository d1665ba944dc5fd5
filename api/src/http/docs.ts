/** The OpenAPI description, generated from the routes' zod schemas, at `/api/docs` (+ `/json`). */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { LIST_CONTRACT_DESCRIPTION } from './list/docs';

export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Veldwerk api',
        description:
          'The back office api (spec §7). Send the session token of `POST /api/authenticate` in ' +
          'the `Authorization-Token` header. Every route is guarded by a rule of the shared ' +
          'access table (`@veldwerk/shared/auth`).\n\n' +
          LIST_CONTRACT_DESCRIPTION,
        version,
      },
      components: {
        securitySchemes: {
          sessionToken: { type: 'apiKey', in: 'header', name: 'Authorization-Token' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
