import { Router, type RequestHandler } from 'express';
import {
  ASSOCIATION_LEGAL_LIMITS,
  formatMessage,
  LIMITS,
  MESSAGE_KEYS,
  splitAddress,
} from '@insieme/schema';
import {
  clientIp,
  currentUser,
  currentViewer,
  maybeRequestViewer,
  maybeUser,
  requestViewer,
} from '../../rest/auth-middleware';
import { requestInput } from '../../rest/contract-validator';
import {
  afterQuery,
  bearer,
  binary,
  errors,
  flagQuery,
  formBody,
  idList as idListSchema,
  idParam,
  idSchema,
  isoDate,
  json,
  legacyFlag,
  limitQuery,
  messageResponse,
  optionalBearer,
  searchQuery,
  text as textSchema,
  type JsonSchema,
  type OpenApiPaths,
} from '../../rest/openapi-types';
import { flag, id, idList, keptOrCleared, text } from '../../rest/parse';
import type { Services } from '../../platform/services';
import { volunteerBodies } from '../memberships/volunteer.presenter';
import { associationBodies, dashboardBody, primeViewerStates } from './association.presenter';
import type { AssociationFilter } from './associations.service';
import { ASSOCIATION_MESSAGES } from './associations.errors';

/**
 * The legacy list: `favourite` (default true) lists followed associations, `volunteer=true`
 * where I am an accepted volunteer, `admin=true` where I administer; `favourite=false` (or no
 * token, as on the registration page) lists all. `limit` (default 8) and `after` paginate; the
 * next cursor comes back in the `X-Next-Cursor` header.
 */
function filterFrom(query: Record<string, unknown>, signedIn: boolean): AssociationFilter {
  if (!signedIn) return 'all';
  if (query.admin === true) return 'admin';
  if (query.volunteer === true) return 'volunteer';
  return query.favourite === false ? 'all' : 'followed';
}

export function associationsRoutes(services: Services): Router {
  const router = Router();

  router.get('/association/info', async (_req, res) => {
    const user = maybeUser(res);
    const { query } = requestInput(res);
    const page = await services.associations.list(user?.id ?? 0, filterFrom(query, !!user), {
      search: text(query.search) || null,
      first: query.limit as number,
      after: text(query.after) || null,
    });
    if (page.hasNextPage && page.endCursor) res.setHeader('X-Next-Cursor', page.endCursor);
    res.setHeader('X-Total-Count', String(page.totalCount));
    const viewer = maybeRequestViewer(res);
    const loaders = services.loaders(viewer);
    if (viewer) primeViewerStates(loaders, page.viewerStates);
    res.json(await associationBodies(loaders, page.nodes));
  });

  router.get('/association/near', async (_req, res) => {
    const user = currentUser(res);
    const { associations, viewerStates } = await services.associations.nearby(
      user.id,
      requestInput(res).query.limit as number,
    );
    const loaders = primeViewerStates(services.loaders(requestViewer(res)), viewerStates);
    res.json(await associationBodies(loaders, associations));
  });

  router.get('/association/info/:id', async (_req, res) => {
    const { path, query } = requestInput(res);
    const associationId = id(path.id);
    const loaders = services.loaders(requestViewer(res));
    if (query.dashboard === true) {
      const viewer = await currentViewer(res);
      const association = await services.associations.requireDashboard(viewer, associationId);
      const [[body], counters, statistics, volunteers] = await Promise.all([
        associationBodies(loaders, [association]),
        services.associations.counters(viewer, associationId),
        services.associations.statistics(viewer, associationId),
        services.memberships.list(viewer, associationId, 'accepted'),
      ]);
      res.json(
        dashboardBody(body, counters, statistics, await volunteerBodies(loaders, volunteers)),
      );
      return;
    }
    const association = await services.associations.require(associationId);
    const [body] = await associationBodies(loaders, [association]);
    res.json(body);
  });

  router.post('/association', async (req, res) => {
    const { body } = requestInput(res);
    const { street, town, province } = splitAddress(text(body.address));
    await services.associations.create(
      currentUser(res).id,
      {
        activationCode: text(body.code_activation),
        name: text(body.name),
        description: text(body.description),
        street,
        town,
        province,
        dateOfFoundation: text(body.date_of_foundation),
        topicIds: idList(body.topics, 'topicIds'),
        fiscalCode: keptOrCleared(body.fiscal_code),
        runtsNumber: keptOrCleared(body.runts_number),
      },
      clientIp(req),
    );
    res.status(201).json({ message: formatMessage(ASSOCIATION_MESSAGES.created) });
  });

  router.put('/association/:id', async (_req, res) => {
    const { path, body, files } = requestInput(res);
    const { street, town, province } = splitAddress(text(body.address));
    const association = await services.associations.update(currentUser(res).id, {
      id: id(path.id),
      image: files.profile_image?.[0],
      name: text(body.name),
      description: text(body.description),
      street,
      town,
      province,
      dateOfFoundation: text(body.date_of_foundation),
      siteWeb: text(body.site_web) || null,
      topicIds: idList(body.topics, 'topicIds'),
      // absent (a client that knows no such field) keeps them
      fiscalCode: keptOrCleared(body.fiscal_code),
      runtsNumber: keptOrCleared(body.runts_number),
    });
    const [updated] = await associationBodies(services.loaders(requestViewer(res)), [association]);
    res.json({ ...updated, message: formatMessage(ASSOCIATION_MESSAGES.updated) });
  });

  /**
   * The secret address of the association's calendar feed (administrators): GET reads it (made on
   * first read), POST makes a new one (the old one answers 404 from then on).
   */
  const feedAddress =
    (address: (userId: number, associationId: number) => Promise<string>): RequestHandler =>
    async (_req, res) => {
      const associationId = id(requestInput(res).path.id_association, 'id_association');
      res.json({ calendar_feed_url: await address(currentUser(res).id, associationId) });
    };
  router.get(
    '/association/:id_association/calendar-feed',
    feedAddress((userId, associationId) =>
      services.calendarFeed.associationUrl(userId, associationId),
    ),
  );
  router.post(
    '/association/:id_association/calendar-feed',
    feedAddress((userId, associationId) =>
      services.calendarFeed.renewAssociation(userId, associationId),
    ),
  );

  router.post('/traffic-association/:id', async (_req, res) => {
    await services.associations.recordView(
      maybeUser(res)?.id ?? null,
      id(requestInput(res).path.id),
    );
    res.status(201).json({ message: 'ok' });
  });

  router.post('/registration-by-invitation', async (_req, res) => {
    const { body } = requestInput(res);
    await services.associations.recordInvitationTraffic({
      associationId: id(body.id_association, 'id_association'),
      ctaRegistration: flag(body.cta_registration),
      ctaViewAssociation: flag(body.cta_view_association),
    });
    res.status(201).json({ message: 'ok' });
  });

  return router;
}

const associationSchema = { $ref: '#/components/schemas/Association' };
const idPath = [idParam('id')];
const count = { type: 'integer', minimum: 0 };
const feedPath = [idParam('id_association')];
const feedUrlSchema = {
  type: 'object',
  required: ['calendar_feed_url'],
  properties: {
    calendar_feed_url: { type: 'string', description: '{PUBLIC_URL}/calendar/{token}.ics' },
  },
};
const associationFields = {
  name: textSchema(LIMITS.associationNameMax),
  description: textSchema(LIMITS.associationDescriptionMax),
  address: textSchema(220, { description: 'street, town, province code' }),
  date_of_foundation: isoDate(),
};
/**
 * The association's own legal data (docs/register.md), optional: absent keeps it, null or ''
 * clears it. The code's length allows the spaces a person types (they are removed).
 */
const legalDataFields = {
  fiscal_code: textSchema(24, {
    type: ['string', 'null'],
    description:
      "the entity's codice fiscale: 11 digits (check digit checked) or a person's 16 characters; spaces and case ignored",
    'x-message-key': MESSAGE_KEYS.associationFiscalCodeNotValid,
  }),
  runts_number: textSchema(ASSOCIATION_LEGAL_LIMITS.runtsNumberMax, {
    type: ['string', 'null'],
    description: 'number of entry in the RUNTS (Registro unico nazionale del Terzo settore)',
  }),
};
const administratorsOnly = (description: string) => ({
  type: ['string', 'null'],
  description: `${description}; present for the association's administrators only`,
});

/** The spec §3 association as association.presenter.ts gives it (dashboard=true adds the counters). */
export const associationsSchemas: Record<string, JsonSchema> = {
  Association: {
    type: 'object',
    required: ['id', 'name', 'address', 'date_of_foundation', 'topic', 'is_favourite'],
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      description: { type: 'string' },
      address: { type: 'string', description: 'street, town, province code' },
      street: { type: 'string' },
      town: { type: 'string' },
      province: { type: 'string' },
      site_web: { type: ['string', 'null'] },
      date_of_foundation: { type: 'string', format: 'date' },
      image: { type: ['string', 'null'], description: 'base64' },
      image_type: { type: ['string', 'null'] },
      topic: { type: 'array', items: { type: 'integer' } },
      topics: {
        type: 'array',
        items: {
          type: 'object',
          properties: { id: { type: 'integer' }, name: { type: 'string' } },
        },
      },
      followers: count,
      number_like: count,
      is_favourite: { type: 'boolean' },
      favourite: { type: 'boolean', description: 'same as is_favourite' },
      i_am_volunteer: { type: 'boolean' },
      i_am_waiting: { type: 'boolean' },
      i_am_admin: { type: 'boolean' },
      fiscal_code: administratorsOnly("the entity's codice fiscale, upper-case"),
      runts_number: administratorsOnly('number of entry in the RUNTS'),
      number_volunteer_requests: { ...count, description: 'dashboard=true only' },
      number_shift_requests: { ...count, description: 'dashboard=true only' },
      number_waitlist_offers: {
        ...count,
        description: 'dashboard=true only: places offered from waitlists, awaiting an answer',
      },
      number_question: { ...count, description: 'dashboard=true only' },
      traffic_association: { ...count, description: 'dashboard=true only: page visits' },
      volunteer: {
        type: 'array',
        description: 'dashboard=true only',
        items: { $ref: '#/components/schemas/Volunteer' },
      },
    },
  },
};

export const associationsOpenApi: OpenApiPaths = {
  '/association/info': {
    get: {
      summary:
        'Associations: followed (favourite, default true), where I volunteer (volunteer=true), where I administer (admin=true); favourite=false or no token lists all',
      tags: ['associations'],
      security: optionalBearer,
      parameters: [
        flagQuery('favourite', { default: true }),
        flagQuery('volunteer'),
        flagQuery('admin'),
        searchQuery('name, address or foundation date'),
        limitQuery(8),
        afterQuery,
      ],
      responses: {
        '200': {
          description: 'A page (X-Next-Cursor, X-Total-Count headers)',
          content: json({ type: 'array', items: associationSchema }),
        },
        ...errors(400, 401),
      },
    },
  },
  '/association/info/{id}': {
    get: {
      summary:
        'One association; dashboard=true adds counters, statistics and volunteers (administrators only)',
      tags: ['associations'],
      security: bearer,
      parameters: [...idPath, flagQuery('dashboard')],
      responses: {
        '200': { description: 'Association', content: json(associationSchema) },
        ...errors(400, 401, 403, 404),
      },
    },
  },
  '/association/near': {
    get: {
      summary:
        "Associations in the area: the provinces of the user's associations first, then the most followed",
      tags: ['associations'],
      security: bearer,
      parameters: [limitQuery(8)],
      responses: {
        '200': { description: 'List', content: json({ type: 'array', items: associationSchema }) },
        ...errors(400, 401),
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
            code_activation: textSchema(LIMITS.activationCodeLength, {
              'x-message-key': MESSAGE_KEYS.activationCodeLength,
            }),
            ...associationFields,
            topics: idListSchema('topic ids (max 3)'),
            ...legalDataFields,
          },
        }),
      },
      responses: { '201': messageResponse('Created'), ...errors(400, 401) },
    },
  },
  '/association/{id}': {
    put: {
      summary: 'Edit (administrators; multipart form data, or JSON without the image)',
      tags: ['associations'],
      security: bearer,
      parameters: idPath,
      requestBody: formBody({
        profile_image: binary,
        ...associationFields,
        site_web: textSchema(255, { 'x-message-key': 'not_valid_site_web' }),
        topics: idListSchema('topic ids (max 3)'),
        ...legalDataFields,
      }),
      responses: {
        '200': { description: 'Updated association and message', content: json(associationSchema) },
        ...errors(400, 401, 403, 404, 413),
      },
    },
  },
  '/association/{id_association}/calendar-feed': {
    get: {
      summary:
        "The secret address of the association's calendar feed, every shift of its events (administrators; no login needed to read the feed: keep it private)",
      tags: ['associations'],
      security: bearer,
      parameters: feedPath,
      responses: {
        '200': { description: 'The address', content: json(feedUrlSchema) },
        ...errors(400, 401, 403, 404),
      },
    },
    post: {
      summary:
        "A new address of the association's calendar feed (administrators); the old one answers 404 from now on",
      tags: ['associations'],
      security: bearer,
      parameters: feedPath,
      responses: {
        '200': { description: 'The new address', content: json(feedUrlSchema) },
        ...errors(400, 401, 403, 404),
      },
    },
  },
  '/traffic-association/{id}': {
    post: {
      summary: 'Record a visit of the association page',
      tags: ['associations'],
      security: optionalBearer,
      parameters: idPath,
      responses: { '201': messageResponse('Recorded'), ...errors(400, 401, 404) },
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
          required: ['id_association'],
          properties: {
            id_association: idSchema,
            cta_registration: legacyFlag(),
            cta_view_association: legacyFlag(),
          },
        }),
      },
      responses: { '201': messageResponse('Recorded'), ...errors(400, 404) },
    },
  },
};
