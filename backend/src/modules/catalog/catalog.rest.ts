import { Type } from '@sinclair/typebox';
import { ok, route } from '../../rest/route';
import { Nullable, Ref } from '../../rest/schemas';

const EventType = Type.Object({ id: Type.Integer(), name: Type.String() });

export const catalogSchemas = { EventType };

const eventTypes = route({
  method: 'get',
  path: '/event-type',
  summary: 'Event types (public)',
  tags: ['catalog'],
  responses: { 200: ok('List', Type.Array(Ref('EventType', EventType))) },
  handle: async (_input, { res, services }) => {
    res.json((await services.catalog.eventTypes()).map((t) => ({ id: t.id, name: t.name })));
  },
});

const topics = route({
  method: 'get',
  path: '/topic',
  summary: 'Topics (public)',
  tags: ['catalog'],
  responses: {
    200: ok(
      'List',
      Type.Array(
        // documented without `required` since the original contract
        Type.Partial(
          Type.Object({
            id: Type.Integer(),
            name: Type.String(),
            image: Nullable(Type.String()),
            image_type: Nullable(Type.String()),
          }),
        ),
      ),
    ),
  },
  handle: async (_input, { res, services }) => {
    const list = await services.catalog.topics();
    res.json(
      await Promise.all(
        list.map(async (t) => ({
          id: t.id,
          name: t.name,
          ...(await services.media.asBase64(t.imageId)),
        })),
      ),
    );
  },
});

export const catalogRoutes = [eventTypes, topics];
