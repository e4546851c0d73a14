import { Router } from 'express';
import multer from 'multer';
import { formatMessage, splitAddress } from '@insieme/schema';
import { createLoaders } from '../../graphql/loaders';
import { currentUser, maybeUser, optionalUser, requireUser } from '../../rest/auth-middleware';
import { bearer, errors, json, messageResponse, type OpenApiPaths } from '../../rest/openapi-types';
import { flag, idList, pathId, text } from '../../rest/parse';
import type { Services } from '../../services';
import { MAX_UPLOAD_BYTES } from '../media/image-processor';
import { base64Image } from '../media/media.loaders';
import type { Membership } from '../memberships/membership.entity';
import { associationBodies } from './association.body';
import type { AssociationFilter } from './associations.service';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 },
});

/** spec §3 volunteer / user-association shape (administrators only). */
export async function volunteerBodies(services: Services, memberships: Membership[]) {
  const loaders = createLoaders(services.dataSource, null);
  return Promise.all(
    memberships.map(async (m) => ({
      id: m.id,
      id_user_association: m.id,
      id_user: m.userId,
      name: m.user!.name,
      surname: m.user!.surname,
      tel: m.user!.phone,
      email: m.user!.email,
      ...(await base64Image(loaders.mediaById, m.user!.imageId)),
      admin: m.isAdmin,
      member: m.isMember,
      status: m.status,
    })),
  );
}

/**
 * The legacy list: `favourite` (default true) lists followed associations, `volunteer=true`
 * where I am an accepted volunteer, `admin=true` where I administer; `favourite=false` (or no
 * token, as on the registration page) lists all. `limit` (default 8) and `after` paginate; the
 * next cursor comes back in the `X-Next-Cursor` header.
 */
function filterFrom(query: Record<string, unknown>, signedIn: boolean): AssociationFilter {
  if (!signedIn) return 'all';
  if (flag(query.admin)) return 'admin';
  if (flag(query.volunteer)) return 'volunteer';
  return query.favourite === undefined || flag(query.favourite) ? 'followed' : 'all';
}

export function associationsRoutes(services: Services): Router {
  const router = Router();

  router.get('/association/info', optionalUser(services), async (req, res) => {
    const user = maybeUser(res);
    const limit = Number.parseInt(text(req.query.limit) || '8', 10) || 8;
    const page = await services.associations.list(user?.id ?? 0, filterFrom(req.query, !!user), {
      search: text(req.query.search) || null,
      first: limit,
      after: text(req.query.after) || null,
    });
    if (page.hasNextPage && page.endCursor) res.setHeader('X-Next-Cursor', page.endCursor);
    res.setHeader('X-Total-Count', String(page.totalCount));
    res.json(await associationBodies(services, page.nodes, user?.id ?? null));
  });

  router.get('/association/near', requireUser(services), async (req, res) => {
    const user = currentUser(res);
    const list = await services.associations.nearby(
      user.id,
      Number.parseInt(text(req.query.limit) || '8', 10) || 8,
    );
    res.json(await associationBodies(services, list, user.id));
  });

  router.get('/association/info/:id', requireUser(services), async (req, res) => {
    const user = currentUser(res);
    const id = pathId(req.params.id);
    if (flag(req.query.dashboard)) {
      const association = await services.associations.requireDashboard(user.id, id);
      const [[body], counters, statistics, volunteers] = await Promise.all([
        associationBodies(services, [association], user.id),
        services.associations.counters(id),
        services.associations.statistics(id),
        services.memberships.list(user.id, id, 'accepted'),
      ]);
      res.json({
        ...body,
        number_volunteer_requests: counters.numberVolunteerRequests,
        number_shift_requests: counters.numberShiftRequests,
        number_question: counters.numberQuestion,
        number_like: statistics.likes,
        followers: statistics.followers,
        traffic_association: statistics.views,
        volunteer: await volunteerBodies(services, volunteers),
      });
      return;
    }
    const [body] = await associationBodies(
      services,
      [await services.associations.require(id)],
      user.id,
    );
    res.json(body);
  });

  router.post('/association', requireUser(services), async (req, res) => {
    const body = req.body ?? {};
    const { street, town, province } = splitAddress(text(body.address));
    await services.associations.create(currentUser(res).id, {
      activationCode: text(body.code_activation),
      name: text(body.name),
      description: text(body.description),
      street,
      town,
      province,
      dateOfFoundation: text(body.date_of_foundation),
      topicIds: idList(body.topics, 'topicIds'),
    });
    res.status(201).json({ message: formatMessage('association.created') });
  });

  router.put(
    '/association/:id',
    requireUser(services),
    upload.single('profile_image'),
    async (req, res) => {
      const body = req.body ?? {};
      const { street, town, province } = splitAddress(text(body.address));
      const association = await services.associations.update(currentUser(res).id, {
        id: pathId(req.params.id),
        image: req.file?.buffer,
        name: text(body.name),
        description: text(body.description),
        street,
        town,
        province,
        dateOfFoundation: text(body.date_of_foundation),
        siteWeb: text(body.site_web) || null,
        topicIds: idList(body.topics, 'topicIds'),
      });
      const [updated] = await associationBodies(services, [association], currentUser(res).id);
      res.json({ ...updated, message: formatMessage('association.updated') });
    },
  );

  router.post('/traffic-association/:id', optionalUser(services), async (req, res) => {
    await services.associations.recordView(maybeUser(res)?.id ?? null, pathId(req.params.id));
    res.status(201).json({ message: 'ok' });
  });

  router.post('/registration-by-invitation', async (req, res) => {
    const body = req.body ?? {};
    await services.associations.recordInvitationTraffic({
      associationId: pathId(body.id_association),
      ctaRegistration: flag(body.cta_registration),
      ctaViewAssociation: flag(body.cta_view_association),
    });
    res.status(201).json({ message: 'ok' });
  });

  return router;
}

const associationSchema = { $ref: '#/components/schemas/Association' };
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };

export const associationsOpenApi: OpenApiPaths = {
  '/association/info': {
    get: {
      summary:
        'Associations: followed (favourite, default true), where I volunteer (volunteer=true), where I administer (admin=true); favourite=false or no token lists all',
      tags: ['associations'],
      security: [{}, ...bearer],
      parameters: [
        { name: 'favourite', in: 'query', schema: { type: 'boolean', default: true } },
        { name: 'volunteer', in: 'query', schema: { type: 'boolean' } },
        { name: 'admin', in: 'query', schema: { type: 'boolean' } },
        {
          name: 'search',
          in: 'query',
          schema: { type: 'string' },
          description: 'name, address or foundation date',
        },
        { name: 'limit', in: 'query', schema: { type: 'integer', default: 8 } },
        {
          name: 'after',
          in: 'query',
          schema: { type: 'string' },
          description: 'the X-Next-Cursor header of the previous page',
        },
      ],
      responses: {
        '200': {
          description: 'A page (X-Next-Cursor, X-Total-Count headers)',
          content: json({ type: 'array', items: associationSchema }),
        },
        ...errors(401),
      },
    },
  },
  '/association/info/{id}': {
    get: {
      summary:
        'One association; dashboard=true adds counters, statistics and volunteers (administrators only)',
      tags: ['associations'],
      security: bearer,
      parameters: [idParam, { name: 'dashboard', in: 'query', schema: { type: 'boolean' } }],
      responses: {
        '200': { description: 'Association', content: json(associationSchema) },
        ...errors(401, 403, 404),
      },
    },
  },
  '/association/near': {
    get: {
      summary:
        "Associations in the area: the provinces of the user's associations first, then the most followed",
      tags: ['associations'],
      security: bearer,
      parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', default: 8 } }],
      responses: {
        '200': { description: 'List', content: json({ type: 'array', items: associationSchema }) },
        ...errors(401),
      },
    },
  },
  '/association': {
    post: {
      summary:
        'Create an association with a one-time activation code; the user becomes its administrator',
      tags: ['associations'],
      security: bearer,
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          properties: {
            code_activation: { type: 'string' },
            name: { type: 'string' },
            description: { type: 'string' },
            address: { type: 'string', description: 'street, town, province code' },
            date_of_foundation: { type: 'string', format: 'date' },
            topics: { type: 'string', description: 'comma list of topic ids (max 3)' },
          },
        }),
      },
      responses: { '201': messageResponse('Created'), ...errors(400, 401) },
    },
  },
  '/association/{id}': {
    put: {
      summary: 'Edit (administrators; multipart form data)',
      tags: ['associations'],
      security: bearer,
      parameters: [idParam],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: {
                profile_image: { type: 'string', format: 'binary' },
                name: { type: 'string' },
                description: { type: 'string' },
                address: { type: 'string' },
                date_of_foundation: { type: 'string', format: 'date' },
                site_web: { type: 'string' },
                topics: { type: 'string' },
              },
            },
          },
        },
      },
      responses: {
        '200': { description: 'Updated association', content: json(associationSchema) },
        ...errors(400, 401, 403, 404),
      },
    },
  },
  '/traffic-association/{id}': {
    post: {
      summary: 'Record a visit of the association page',
      tags: ['associations'],
      security: [{}, ...bearer],
      parameters: [idParam],
      responses: { '201': messageResponse('Recorded'), ...errors(404) },
    },
  },
  '/registration-by-invitation': {
    post: {
      summary: 'Record a button press on the invitation page (public)',
      tags: ['associations'],
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          properties: {
            id_association: { type: 'integer' },
            cta_registration: { type: 'boolean' },
            cta_view_association: { type: 'boolean' },
          },
        }),
      },
      responses: { '201': messageResponse('Recorded'), ...errors(400, 404) },
    },
  },
};
