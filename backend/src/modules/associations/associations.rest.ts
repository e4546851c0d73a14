import { Type, type Static } from '@sinclair/typebox';
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
import { errors, message, ok, route } from '../../rest/route';
import {
  AfterQuery,
  Binary,
  Id,
  IdList,
  IsoDate,
  LegacyFlag,
  LimitQuery,
  Nullable,
  Ref,
  SearchQuery,
  Text,
} from '../../rest/schemas';
import { flag, idList } from '../../rest/parse';
import type { Services } from '../../platform/services';
import { volunteerBodies } from '../memberships/volunteer.presenter';
import { associationBodies, dashboardBody, primeViewerStates } from './association.presenter';
import type { AssociationFilter } from './associations.service';
import { ASSOCIATION_MESSAGES } from './associations.errors';

const Count = (description?: string) =>
  Type.Integer({ minimum: 0, ...(description ? { description } : {}) });
const AdministratorsOnly = (description: string) =>
  Type.Optional(
    Nullable(
      Type.String({
        description: `${description}; present for the association's administrators only`,
      }),
    ),
  );

/** The spec §3 association as association.presenter.ts gives it (dashboard=true adds the counters). */
const Association = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.Optional(Type.String()),
  address: Type.String({ description: 'street, town, province code' }),
  street: Type.Optional(Type.String()),
  town: Type.Optional(Type.String()),
  province: Type.Optional(Type.String()),
  site_web: Type.Optional(Nullable(Type.String())),
  date_of_foundation: Type.String({ format: 'date' }),
  image: Type.Optional(Nullable(Type.String({ description: 'base64' }))),
  image_type: Type.Optional(Nullable(Type.String())),
  topic: Type.Array(Type.Integer()),
  // documented without `required` since the original contract
  topics: Type.Optional(
    Type.Array(Type.Partial(Type.Object({ id: Type.Integer(), name: Type.String() }))),
  ),
  followers: Type.Optional(Count()),
  number_like: Type.Optional(Count()),
  is_favourite: Type.Boolean(),
  favourite: Type.Optional(Type.Boolean({ description: 'same as is_favourite' })),
  i_am_volunteer: Type.Optional(Type.Boolean()),
  i_am_waiting: Type.Optional(Type.Boolean()),
  i_am_admin: Type.Optional(Type.Boolean()),
  fiscal_code: AdministratorsOnly("the entity's codice fiscale, upper-case"),
  runts_number: AdministratorsOnly('number of entry in the RUNTS'),
  number_volunteer_requests: Type.Optional(Count('dashboard=true only')),
  number_shift_requests: Type.Optional(Count('dashboard=true only')),
  number_waitlist_offers: Type.Optional(
    Count('dashboard=true only: places offered from waitlists, awaiting an answer'),
  ),
  number_question: Type.Optional(Count('dashboard=true only')),
  traffic_association: Type.Optional(Count('dashboard=true only: page visits')),
  // the memberships' component (its schema is theirs: only its name is shared)
  volunteer: Type.Optional(Type.Array(Ref('Volunteer'), { description: 'dashboard=true only' })),
});

export const associationsSchemas = { Association };

const AssociationRef = Ref('Association', Association);

/** Pages of associations: `limit` has a default the validator fills (hence the `??` reading). */
const PAGE_SIZE = 8;
const PageSize = LimitQuery(PAGE_SIZE);

const associationFields = {
  name: Type.Optional(Text(LIMITS.associationNameMax)),
  description: Type.Optional(Text(LIMITS.associationDescriptionMax)),
  address: Type.Optional(Text(220, { description: 'street, town, province code' })),
  date_of_foundation: Type.Optional(IsoDate()),
  topics: Type.Optional(IdList('topic ids (max 3)')),
};

/**
 * The association's own legal data (docs/register.md), optional: absent keeps it, null or ''
 * clears it. The code's length allows the spaces a person types (they are removed).
 */
const legalDataFields = {
  fiscal_code: Type.Optional(
    Nullable(
      Text(24, {
        description:
          "the entity's codice fiscale: 11 digits (check digit checked) or a person's 16 characters; spaces and case ignored",
        'x-message-key': MESSAGE_KEYS.associationFiscalCodeNotValid,
      }),
    ),
  ),
  runts_number: Type.Optional(
    Nullable(
      Text(ASSOCIATION_LEGAL_LIMITS.runtsNumberMax, {
        description: 'number of entry in the RUNTS (Registro unico nazionale del Terzo settore)',
      }),
    ),
  ),
};

const ListQuery = Type.Object({
  favourite: Type.Optional(Type.Boolean({ default: true })),
  volunteer: Type.Optional(Type.Boolean()),
  admin: Type.Optional(Type.Boolean()),
  search: SearchQuery('name, address or foundation date'),
  limit: PageSize,
  after: AfterQuery,
});

/**
 * The legacy list: `favourite` (default true) lists followed associations, `volunteer=true`
 * where I am an accepted volunteer, `admin=true` where I administer; `favourite=false` (or no
 * token, as on the registration page) lists all. `limit` (default 8) and `after` paginate; the
 * next cursor comes back in the `X-Next-Cursor` header.
 */
function filterFrom(query: Static<typeof ListQuery>, signedIn: boolean): AssociationFilter {
  if (!signedIn) return 'all';
  if (query.admin === true) return 'admin';
  if (query.volunteer === true) return 'volunteer';
  return query.favourite === false ? 'all' : 'followed';
}

const list = route({
  method: 'get',
  path: '/association/info',
  summary:
    'Associations: followed (favourite, default true), where I volunteer (volunteer=true), where I administer (admin=true); favourite=false or no token lists all',
  tags: ['associations'],
  security: 'optional',
  query: ListQuery,
  responses: {
    200: ok('A page (X-Next-Cursor, X-Total-Count headers)', Type.Array(AssociationRef)),
    ...errors(400, 401),
  },
  handle: async ({ query }, { res, services }) => {
    const user = maybeUser(res);
    const page = await services.associations.list(user?.id ?? 0, filterFrom(query, !!user), {
      search: query.search || null,
      first: query.limit ?? PAGE_SIZE,
      after: query.after || null,
    });
    if (page.hasNextPage && page.endCursor) res.setHeader('X-Next-Cursor', page.endCursor);
    res.setHeader('X-Total-Count', String(page.totalCount));
    const viewer = maybeRequestViewer(res);
    const loaders = services.loaders(viewer);
    if (viewer) primeViewerStates(loaders, page.viewerStates);
    res.json(await associationBodies(loaders, page.nodes));
  },
});

const near = route({
  method: 'get',
  path: '/association/near',
  summary:
    "Associations in the area: the provinces of the user's associations first, then the most followed",
  tags: ['associations'],
  security: 'bearer',
  query: Type.Object({ limit: PageSize }),
  responses: { 200: ok('List', Type.Array(AssociationRef)), ...errors(400, 401) },
  handle: async ({ query }, { res, services }) => {
    const { associations, viewerStates } = await services.associations.nearby(
      currentUser(res).id,
      query.limit ?? PAGE_SIZE,
    );
    const loaders = primeViewerStates(services.loaders(requestViewer(res)), viewerStates);
    res.json(await associationBodies(loaders, associations));
  },
});

const one = route({
  method: 'get',
  path: '/association/info/{id}',
  summary:
    'One association; dashboard=true adds counters, statistics and volunteers (administrators only)',
  tags: ['associations'],
  security: 'bearer',
  params: Type.Object({ id: Id }),
  query: Type.Object({ dashboard: Type.Optional(Type.Boolean()) }),
  responses: { 200: ok('Association', AssociationRef), ...errors(400, 401, 403, 404) },
  handle: async ({ params, query }, { res, services }) => {
    const associationId = params.id;
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
  },
});

const create = route({
  method: 'post',
  path: '/association',
  summary:
    'Create an association with a one-time activation code; the user becomes its administrator',
  tags: ['associations'],
  security: 'bearer',
  body: {
    json: Type.Object({
      code_activation: Type.Optional(
        Text(LIMITS.activationCodeLength, {
          'x-message-key': MESSAGE_KEYS.activationCodeLength,
        }),
      ),
      ...associationFields,
      ...legalDataFields,
    }),
  },
  responses: { 201: message('Created'), ...errors(400, 401) },
  handle: async ({ body }, { req, res, services }) => {
    const { street, town, province } = splitAddress(body.address ?? '');
    await services.associations.create(
      currentUser(res).id,
      {
        activationCode: body.code_activation ?? '',
        name: body.name ?? '',
        description: body.description ?? '',
        street,
        town,
        province,
        dateOfFoundation: body.date_of_foundation ?? '',
        topicIds: idList(body.topics, 'topicIds'),
        fiscalCode: body.fiscal_code,
        runtsNumber: body.runts_number,
      },
      clientIp(req),
    );
    res.status(201).json({ message: formatMessage(ASSOCIATION_MESSAGES.created) });
  },
});

const edit = route({
  method: 'put',
  path: '/association/{id}',
  summary: 'Edit (administrators; multipart form data, or JSON without the image)',
  tags: ['associations'],
  security: 'bearer',
  params: Type.Object({ id: Id }),
  body: {
    form: Type.Object({
      profile_image: Type.Optional(Binary),
      ...associationFields,
      site_web: Type.Optional(Text(255, { 'x-message-key': 'not_valid_site_web' })),
      ...legalDataFields,
    }),
  },
  responses: {
    200: ok('Updated association and message', AssociationRef),
    ...errors(400, 401, 403, 404, 413),
  },
  handle: async ({ params, body, files }, { res, services }) => {
    const { street, town, province } = splitAddress(body.address ?? '');
    const association = await services.associations.update(currentUser(res).id, {
      id: params.id,
      image: files.profile_image?.[0],
      name: body.name ?? '',
      description: body.description ?? '',
      street,
      town,
      province,
      dateOfFoundation: body.date_of_foundation ?? '',
      siteWeb: body.site_web || null,
      topicIds: idList(body.topics, 'topicIds'),
      // absent (a client that knows no such field) keeps them
      fiscalCode: body.fiscal_code,
      runtsNumber: body.runts_number,
    });
    const [updated] = await associationBodies(services.loaders(requestViewer(res)), [association]);
    res.json({ ...updated, message: formatMessage(ASSOCIATION_MESSAGES.updated) });
  },
});

const FeedUrl = Type.Object({
  calendar_feed_url: Type.String({ description: '{PUBLIC_URL}/calendar/{token}.ics' }),
});

/**
 * The secret address of the association's calendar feed (administrators): GET reads it (made on
 * first read), POST makes a new one (the old one answers 404 from then on).
 */
const feedAddress = (
  method: 'get' | 'post',
  summary: string,
  description: string,
  address: (services: Services, userId: number, associationId: number) => Promise<string>,
) =>
  route({
    method,
    path: '/association/{id_association}/calendar-feed',
    summary,
    tags: ['associations'],
    security: 'bearer',
    params: Type.Object({ id_association: Id }),
    responses: { 200: ok(description, FeedUrl), ...errors(400, 401, 403, 404) },
    handle: async ({ params }, { res, services }) => {
      res.json({
        calendar_feed_url: await address(services, currentUser(res).id, params.id_association),
      });
    },
  });

const feed = feedAddress(
  'get',
  "The secret address of the association's calendar feed, every shift of its events (administrators; no login needed to read the feed: keep it private)",
  'The address',
  (services, userId, associationId) => services.calendarFeed.associationUrl(userId, associationId),
);

const renewFeed = feedAddress(
  'post',
  "A new address of the association's calendar feed (administrators); the old one answers 404 from now on",
  'The new address',
  (services, userId, associationId) =>
    services.calendarFeed.renewAssociation(userId, associationId),
);

const recordView = route({
  method: 'post',
  path: '/traffic-association/{id}',
  summary: 'Record a visit of the association page',
  tags: ['associations'],
  security: 'optional',
  params: Type.Object({ id: Id }),
  responses: { 201: message('Recorded'), ...errors(400, 401, 404) },
  handle: async ({ params }, { res, services }) => {
    await services.associations.recordView(maybeUser(res)?.id ?? null, params.id);
    res.status(201).json({ message: 'ok' });
  },
});

const recordInvitation = route({
  method: 'post',
  path: '/registration-by-invitation',
  summary: 'Record a button press on the invitation page (public)',
  tags: ['associations'],
  body: {
    json: Type.Object({
      id_association: Id,
      cta_registration: Type.Optional(LegacyFlag()),
      cta_view_association: Type.Optional(LegacyFlag()),
    }),
  },
  responses: { 201: message('Recorded'), ...errors(400, 404) },
  handle: async ({ body }, { res, services }) => {
    await services.associations.recordInvitationTraffic({
      associationId: body.id_association,
      ctaRegistration: flag(body.cta_registration),
      ctaViewAssociation: flag(body.cta_view_association),
    });
    res.status(201).json({ message: 'ok' });
  },
});

export const associationsRoutes = [
  list,
  near,
  one,
  create,
  edit,
  feed,
  renewFeed,
  recordView,
  recordInvitation,
];
