import { Type, type Static } from '@sinclair/typebox';
import type { Response } from 'express';
import { formatMessage } from '@insieme/schema';
import { currentUser, currentViewer, requestViewer } from '../../rest/auth-middleware';
import { errors, message, ok, route } from '../../rest/route';
import { Id, LegacyFlag, Nullable, Ref, SearchQuery, StringEnum } from '../../rest/schemas';
import { flag } from '../../rest/parse';
import type { Services } from '../../platform/services';
import type { VolunteerRecord, VolunteerStatusFilter } from './memberships.service';
import { volunteerBodies, volunteerRecordBody } from './volunteer.presenter';
import { MEMBERSHIP_MESSAGES } from './memberships.errors';

/** spec §3 volunteer / user-association, as volunteer.presenter.ts gives it (administrators only). */
const Volunteer = Type.Object({
  id: Type.Integer({ description: 'the membership (id_user_association)' }),
  id_user_association: Type.Optional(Type.Integer()),
  id_user: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  tel: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  image: Type.Optional(Nullable(Type.String({ description: 'base64' }))),
  image_type: Type.Optional(Nullable(Type.String())),
  admin: Type.Boolean(),
  member: Type.Boolean(),
  status: StringEnum(['waiting', 'accepted', 'rejected']),
});

export const membershipsSchemas = { Volunteer };

const volunteerList = ok('Volunteers', Type.Array(Ref('Volunteer', Volunteer)));
const volunteerOne = ok('The changed membership', Ref('Volunteer', Volunteer));

/** Lists of an association's volunteers (administrators): the association, and a search. */
const AssociationQuery = Type.Object({
  id_association: Id,
  search: SearchQuery('name, surname, email or phone'),
});
const AssociationPath = Type.Object({ idAssociation: Id });
const AssociationBody = Type.Object({ id_association: Id });

const volunteers = async (
  query: Static<typeof AssociationQuery>,
  res: Response,
  services: Services,
  status: VolunteerStatusFilter,
) => {
  const list = await services.memberships.list(
    await currentViewer(res),
    query.id_association,
    status,
    query.search || null,
  );
  res.json(await volunteerBodies(services.loaders(requestViewer(res)), list));
};

const volunteerAnswer = async (res: Response, services: Services, record: VolunteerRecord) => {
  res.json(await volunteerRecordBody(services.loaders(requestViewer(res)), record));
};

/** Sets the roles of a membership named in the body, once it is known to be of the association. */
const setRoles = async (
  res: Response,
  services: Services,
  associationId: number,
  membershipId: number,
  roles: { isAdmin?: boolean; isMember?: boolean },
) => {
  const membership = await services.memberships.requireInAssociation(associationId, membershipId);
  const record = await services.memberships.setRoles(currentUser(res).id, membership, roles);
  await volunteerAnswer(res, services, record);
};

const follow = route({
  method: 'post',
  path: '/favourite-association',
  summary: 'Follow an association',
  tags: ['memberships'],
  security: 'bearer',
  body: { json: AssociationBody },
  responses: { 201: message('Following'), ...errors(400, 401, 404) },
  handle: async ({ body }, { res, services }) => {
    await services.memberships.follow(currentUser(res).id, body.id_association);
    res.status(201).json({ message: formatMessage(MEMBERSHIP_MESSAGES.followed) });
  },
});

const unfollow = route({
  method: 'delete',
  path: '/favourite-association/{id}',
  summary: 'Stop following',
  tags: ['memberships'],
  security: 'bearer',
  params: Type.Object({ id: Id }),
  responses: { 200: message('Not following'), ...errors(400, 401, 404) },
  handle: async ({ params }, { res, services }) => {
    await services.memberships.unfollow(currentUser(res).id, params.id);
    res.json({ message: formatMessage(MEMBERSHIP_MESSAGES.unfollowed) });
  },
});

const requestToVolunteer = route({
  method: 'post',
  path: '/waiting-volunteer',
  summary: 'Ask to become a volunteer (pending; also follows)',
  tags: ['memberships'],
  security: 'bearer',
  body: { json: AssociationBody },
  responses: { 201: message('Requested'), ...errors(400, 401, 404, 409) },
  handle: async ({ body }, { res, services }) => {
    await services.memberships.requestToVolunteer(currentUser(res).id, body.id_association);
    res.status(201).json({ message: formatMessage(MEMBERSHIP_MESSAGES.requested) });
  },
});

const pendingRequests = route({
  method: 'get',
  path: '/waiting-volunteer',
  summary: 'Pending requests (administrators)',
  tags: ['memberships'],
  security: 'bearer',
  query: AssociationQuery,
  responses: { 200: volunteerList, ...errors(400, 401, 403) },
  handle: async ({ query }, { res, services }) => volunteers(query, res, services, 'waiting'),
});

const decide = route({
  method: 'put',
  path: '/waiting-volunteer/{id}',
  summary: 'Decide a request once: reject=true rejects, reject=false (or none) accepts',
  tags: ['memberships'],
  security: 'bearer',
  params: Type.Object({ id: Id }),
  body: { json: Type.Object({ reject: Type.Optional(LegacyFlag({ default: false })) }) },
  responses: { 200: volunteerOne, ...errors(400, 401, 403, 404, 409) },
  handle: async ({ params, body }, { res, services }) => {
    const record = await services.memberships.decide(
      currentUser(res).id,
      params.id,
      !flag(body.reject),
    );
    await volunteerAnswer(res, services, record);
  },
});

const acceptedVolunteers = route({
  method: 'get',
  path: '/user-association/volunteer',
  summary: 'Accepted volunteers with roles and contact data (administrators)',
  tags: ['memberships'],
  security: 'bearer',
  query: AssociationQuery,
  responses: { 200: volunteerList, ...errors(400, 401, 403) },
  handle: async ({ query }, { res, services }) => volunteers(query, res, services, 'accepted'),
});

const setAdminAndMember = route({
  method: 'patch',
  path: '/user-association/{idAssociation}',
  summary: 'Set admin and member (an absent flag means false)',
  tags: ['memberships'],
  security: 'bearer',
  params: AssociationPath,
  body: {
    json: Type.Object({
      id_user_association: Id,
      admin: Type.Optional(LegacyFlag()),
      member: Type.Optional(LegacyFlag()),
    }),
  },
  responses: { 200: volunteerOne, ...errors(400, 401, 403, 404, 409) },
  handle: async ({ params, body }, { res, services }) =>
    setRoles(res, services, params.idAssociation, body.id_user_association, {
      isAdmin: flag(body.admin),
      isMember: flag(body.member),
    }),
});

const setAdmin = route({
  method: 'patch',
  path: '/user-association/admin/{idAssociation}',
  summary: 'Set admin',
  tags: ['memberships'],
  security: 'bearer',
  params: AssociationPath,
  body: { json: Type.Object({ id_user_association: Id, admin: Type.Optional(LegacyFlag()) }) },
  responses: { 200: volunteerOne, ...errors(400, 401, 403, 404, 409) },
  handle: async ({ params, body }, { res, services }) =>
    setRoles(res, services, params.idAssociation, body.id_user_association, {
      isAdmin: flag(body.admin),
    }),
});

const setMember = route({
  method: 'patch',
  path: '/user-association/member/{idAssociation}',
  summary: 'Set member',
  tags: ['memberships'],
  security: 'bearer',
  params: AssociationPath,
  body: { json: Type.Object({ id_user_association: Id, member: Type.Optional(LegacyFlag()) }) },
  responses: { 200: volunteerOne, ...errors(400, 401, 403, 404) },
  handle: async ({ params, body }, { res, services }) =>
    setRoles(res, services, params.idAssociation, body.id_user_association, {
      isMember: flag(body.member),
    }),
});

const removeVolunteer = route({
  method: 'delete',
  path: '/user-association/{idAssociation}',
  summary:
    'Remove a volunteer (a volunteer may remove themself to leave); never the last administrator',
  tags: ['memberships'],
  security: 'bearer',
  params: AssociationPath,
  body: { json: Type.Object({ id_user_association: Id }) },
  responses: { 200: message('Removed'), ...errors(400, 401, 403, 404, 409) },
  handle: async ({ params, body }, { res, services }) => {
    const membership = await services.memberships.requireInAssociation(
      params.idAssociation,
      body.id_user_association,
    );
    await services.memberships.remove(currentUser(res).id, membership);
    res.json({ message: formatMessage(MEMBERSHIP_MESSAGES.removed) });
  },
});

export const membershipsRoutes = [
  follow,
  unfollow,
  requestToVolunteer,
  pendingRequests,
  decide,
  acceptedVolunteers,
  setAdminAndMember,
  setAdmin,
  setMember,
  removeVolunteer,
];
