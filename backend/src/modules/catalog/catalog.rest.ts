import { Router } from 'express';
import { json, type JsonSchema, type OpenApiPaths } from '../../rest/openapi-types';
import type { Services } from '../../platform/services';

export function catalogRoutes(services: Services): Router {
  const router = Router();
  router.get('/event-type', async (_req, res) => {
    res.json((await services.catalog.eventTypes()).map((t) => ({ id: t.id, name: t.name })));
  });
  router.get('/topic', async (_req, res) => {
    const topics = await services.catalog.topics();
    res.json(
      await Promise.all(
        topics.map(async (t) => ({
          id: t.id,
          name: t.name,
          ...(await services.media.asBase64(t.imageId)),
        })),
      ),
    );
  });
  return router;
}

export const catalogSchemas: Record<string, JsonSchema> = {
  EventType: {
    type: 'object',
    required: ['id', 'name'],
    properties: { id: { type: 'integer' }, name: { type: 'string' } },
  },
};

export const catalogOpenApi: OpenApiPaths = {
  '/event-type': {
    get: {
      summary: 'Event types (public)',
      tags: ['catalog'],
      responses: {
        '200': {
          description: 'List',
          content: json({ type: 'array', items: { $ref: '#/components/schemas/EventType' } }),
        },
      },
    },
  },
  '/topic': {
    get: {
      summary: 'Topics (public)',
      tags: ['catalog'],
      responses: {
        '200': {
          description: 'List',
          content: json({
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                name: { type: 'string' },
                image: { type: ['string', 'null'] },
                image_type: { type: ['string', 'null'] },
              },
            },
          }),
        },
      },
    },
  },
};
