/** A small subset of OpenAPI 3.1 typing, enough for the facade's own document. */
export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  summary: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type OpenApiPaths = Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;

export interface OpenApiDocument {
  paths: OpenApiPaths;
  components: { schemas: Record<string, JsonSchema>; securitySchemes?: Record<string, unknown> };
}

/**
 * Merges each domain's documented paths (generated from its declared routes, rest/route.ts) and
 * schemas into one OpenAPI 3.1 document, served at /api/openapi.json; every request is checked
 * against its route's operation before the handler runs (rest/validate.ts).
 */
export function buildOpenApiDocument(
  publicUrl: string,
  parts: OpenApiPaths[],
  schemas: Record<string, JsonSchema>[] = [],
): OpenApiDocument & Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Insieme REST API',
      version: '1.0.0',
      description: [
        'The original /api contract of Insieme. Errors are `{ "message": "…" }` (Italian, with the message `key` and the offending `field` on 400) with 400, 401, 403, 404, 409, 413, 429 or 500. The same data is available through GraphQL at /graphql.',
        'This document is enforced: every request is validated against its operation before the handler runs. JSON bodies are strict on types (no coercion; unknown properties are ignored); path, query and multipart values are text read as the declared integer or boolean. Ids are positive 32-bit integers. Every string refuses NUL and control characters other than tab, LF and CR. Paths and methods not documented here answer 404.',
      ].join('\n\n'),
    },
    servers: [{ url: `${publicUrl}/api` }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: Object.assign(
        {
          Message: {
            type: 'object',
            required: ['message'],
            properties: {
              message: { type: 'string' },
              key: { type: 'string' },
              field: { type: 'string' },
            },
          },
        },
        ...schemas,
      ) as Record<string, JsonSchema>,
    },
    paths: mergePaths(parts),
  };
}

/** The modules' paths in one map; two modules may share a path, never an operation. */
function mergePaths(parts: OpenApiPaths[]): OpenApiPaths {
  const paths: OpenApiPaths = {};
  for (const part of parts)
    for (const [path, item] of Object.entries(part))
      for (const [method, operation] of Object.entries(item) as [HttpMethod, OpenApiOperation][]) {
        const merged = (paths[path] ??= {});
        if (merged[method]) throw new Error(`${method} ${path} is documented twice`);
        merged[method] = operation;
      }
  return paths;
}
