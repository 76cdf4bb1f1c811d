import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Request bodies the server accepts as they stand, published in the OpenAPI document.
     * Kept beside the schema rather than in zod's `.meta()`, which zod drops from the input
     * JSON schema of any schema that transforms (trimmed, lower-cased fields).
     */
    examples?: readonly unknown[];
  }
}

type TransformArgs = Parameters<typeof jsonSchemaTransform>[0];

function withExamples(args: TransformArgs) {
  const result = jsonSchemaTransform(args);
  const examples = args.route.config?.examples;
  const body = (result.schema as { body?: Record<string, unknown> }).body;
  if (examples && body) body.examples = [...examples];
  return result;
}

/** The OpenAPI document, generated from the routes' zod schemas, at /api/docs/openapi.json. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'RTB panel API',
        version: '1.0.0',
        description:
          'Success bodies are `{ "ext": <data> }`. Failures carry `{ "error": true, "message", "code", "fields" }` with a proper HTTP status. ' +
          'Calls under /api/v1 and /auth/{user,logout} take `Authorization: Bearer <token>` from POST /auth/login.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: withExamples as typeof jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
