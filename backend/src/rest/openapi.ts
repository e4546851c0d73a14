import type { OpenApiPaths } from './openapi-types';

/** Merges each domain's documented paths into one OpenAPI 3.1 document served at /api/openapi.json. */
export function buildOpenApiDocument(publicUrl: string, parts: OpenApiPaths[]) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Insieme REST API',
      version: '1.0.0',
      description:
        'The original /api contract of Insieme. Errors are `{ "message": "…" }` (Italian) with 400, 401, 403, 404, 409, 429 or 500. The same data is available through GraphQL at /graphql.',
    },
    servers: [{ url: `${publicUrl}/api` }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Message: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            key: { type: 'string' },
            field: { type: 'string' },
          },
        },
        EventType: {
          type: 'object',
          properties: { id: { type: 'integer' }, name: { type: 'string' } },
        },
      },
    },
    paths: Object.assign({}, ...parts) as OpenApiPaths,
  };
}
