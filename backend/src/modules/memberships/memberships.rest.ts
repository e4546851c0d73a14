import { Router, type Response } from 'express';
import { formatMessage } from '@insieme/schema';
import { currentUser, currentViewer, requestViewer } from '../../rest/auth-middleware';
import { requestInput } from '../../rest/contract-validator';
import {
  bearer,
  errors,
  idParam,
  idQuery,
  idSchema,
  json,
  legacyFlag,
  messageResponse,
  searchQuery,
  type JsonSchema,
  type OpenApiPaths,
} from '../../rest/openapi-types';
import { flag, id, text } from '../../rest/parse';
import type { Services } from '../../platform/services';
import type { VolunteerRecord } from './memberships.service';
import { volunteerBodies, volunteerRecordBody } from './volunteer.presenter';
import { MEMBERSHIP_MESSAGES } from './memberships.errors';

export function membershipsRoutes(services: Services): Router {
  const router = Router();

  const membershipOf = (associationId: number, membershipId: number) =>
    services.memberships.requireInAssociation(associationId, membershipId);

  const volunteerAnswer = async (res: Response, record: VolunteerRecord) => {
    res.json(await volunteerRecordBody(services.loaders(requestViewer(res)), record));
  };

  router.post('/favourite-association', async (_req, res) => {
    await services.memberships.follow(
      currentUser(res).id,
      id(requestInput(res).body.id_association, 'id_association'),
    );
    res.status(201).json({ message: formatMessage(MEMBERSHIP_MESSAGES.followed) });
  });

  router.delete('/favourite-association/:id', async (_req, res) => {
    await services.memberships.unfollow(currentUser(res).id, id(requestInput(res).path.id));
    res.json({ message: formatMessage(MEMBERSHIP_MESSAGES.unfollowed) });
  });

  router.post('/waiting-volunteer', async (_req, res) => {
    await services.memberships.requestToVolunteer(
      currentUser(res).id,
      id(requestInput(res).body.id_association, 'id_association'),
    );
    res.status(201).json({ message: formatMessage(MEMBERSHIP_MESSAGES.requested) });
  });

  router.get('/waiting-volunteer', async (_req, res) => {
    const { query } = requestInput(res);
    const list = await services.memberships.list(
      await currentViewer(res),
      id(query.id_association, 'id_association'),
      'waiting',
      text(query.search) || null,
    );
    res.json(await volunteerBodies(services.loaders(requestViewer(res)), list));
  });

  router.put('/waiting-volunteer/:id', async (_req, res) => {
    const { path, body } = requestInput(res);
    const record = await services.memberships.decide(
      currentUser(res).id,
      id(path.id),
      !flag(body.reject),
    );
    await volunteerAnswer(res, record);
  });

  router.get('/user-association/volunteer', async (_req, res) => {
    const { query } = requestInput(res);
    const list = await services.memberships.list(
      await currentViewer(res),
      id(query.id_association, 'id_association'),
      'accepted',
      text(query.search) || null,
    );
    res.json(await volunteerBodies(services.loaders(requestViewer(res)), list));
  });

  const setRoles =
    (roles: (body: Record<string, unknown>) => { isAdmin?: boolean; isMember?: boolean }) =>
    async (_req: unknown, res: Response) => {
      const { path, body } = requestInput(res);
      const membershipId = await membershipOf(
        id(path.idAssociation, 'idAssociation'),
        id(body.id_user_association, 'id_user_association'),
      );
      const record = await services.memberships.setRoles(
        currentUser(res).id,
        membershipId,
        roles(body),
      );
      await volunteerAnswer(res, record);
    };
  router.patch(
    '/user-association/admin/:idAssociation',
    setRoles((b) => ({ isAdmin: flag(b.admin) })),
  );
  router.patch(
    '/user-association/member/:idAssociation',
    setRoles((b) => ({ isMember: flag(b.member) })),
  );
  router.patch(
    '/user-association/:idAssociation',
    setRoles((b) => ({ isAdmin: flag(b.admin), isMember: flag(b.member) })),
  );

  router.delete('/user-association/:idAssociation', async (_req, res) => {
    const { path, body } = requestInput(res);
    const membershipId = await membershipOf(
      id(path.idAssociation, 'idAssociation'),
      id(body.id_user_association, 'id_user_association'),
    );
    await services.memberships.remove(currentUser(res).id, membershipId);
    res.json({ message: formatMessage(MEMBERSHIP_MESSAGES.removed) });
  });

  return router;
}

const volunteerList = {
  description: 'Volunteers',
  content: json({ type: 'array', items: { $ref: '#/components/schemas/Volunteer' } }),
};
const volunteerOne = {
  description: 'The changed membership',
  content: json({ $ref: '#/components/schemas/Volunteer' }),
};
const assocQuery = [idQuery('id_association', true), searchQuery('name, surname, email or phone')];
const assocPath = [idParam('idAssociation')];
const idBody = (extra: Record<string, JsonSchema>) => ({
  required: true,
  content: json({
    type: 'object',
    required: ['id_user_association'],
    properties: { id_user_association: idSchema, ...extra },
  }),
});
const associationBody = {
  required: true,
  content: json({
    type: 'object',
    required: ['id_association'],
    properties: { id_association: idSchema },
  }),
};

/** spec §3 volunteer / user-association, as volunteer.presenter.ts gives it (administrators only). */
export const membershipsSchemas: Record<string, JsonSchema> = {
  Volunteer: {
    type: 'object',
    required: ['id', 'id_user', 'name', 'surname', 'admin', 'member', 'status'],
    properties: {
      id: { type: 'integer', description: 'the membership (id_user_association)' },
      id_user_association: { type: 'integer' },
      id_user: { type: 'integer' },
      name: { type: 'string' },
      surname: { type: 'string' },
      tel: { type: 'string' },
      email: { type: 'string' },
      image: { type: ['string', 'null'], description: 'base64' },
      image_type: { type: ['string', 'null'] },
      admin: { type: 'boolean' },
      member: { type: 'boolean' },
      status: { type: 'string', enum: ['waiting', 'accepted', 'rejected'] },
    },
  },
};

export const membershipsOpenApi: OpenApiPaths = {
  '/favourite-association': {
    post: {
      summary: 'Follow an association',
      tags: ['memberships'],
      security: bearer,
      requestBody: associationBody,
      responses: { '201': messageResponse('Following'), ...errors(400, 401, 404) },
    },
  },
  '/favourite-association/{id}': {
    delete: {
      summary: 'Stop following',
      tags: ['memberships'],
      security: bearer,
      parameters: [idParam('id')],
      responses: { '200': messageResponse('Not following'), ...errors(400, 401, 404) },
    },
  },
  '/waiting-volunteer': {
    post: {
      summary: 'Ask to become a volunteer (pending; also follows)',
      tags: ['memberships'],
      security: bearer,
      requestBody: associationBody,
      responses: { '201': messageResponse('Requested'), ...errors(400, 401, 404, 409) },
    },
    get: {
      summary: 'Pending requests (administrators)',
      tags: ['memberships'],
      security: bearer,
      parameters: assocQuery,
      responses: { '200': volunteerList, ...errors(400, 401, 403) },
    },
  },
  '/waiting-volunteer/{id}': {
    put: {
      summary: 'Decide a request once: reject=true rejects, reject=false (or none) accepts',
      tags: ['memberships'],
      security: bearer,
      parameters: [idParam('id')],
      requestBody: {
        required: true,
        content: json({ type: 'object', properties: { reject: legacyFlag({ default: false }) } }),
      },
      responses: { '200': volunteerOne, ...errors(400, 401, 403, 404, 409) },
    },
  },
  '/user-association/volunteer': {
    get: {
      summary: 'Accepted volunteers with roles and contact data (administrators)',
      tags: ['memberships'],
      security: bearer,
      parameters: assocQuery,
      responses: { '200': volunteerList, ...errors(400, 401, 403) },
    },
  },
  '/user-association/{idAssociation}': {
    patch: {
      summary: 'Set admin and member (an absent flag means false)',
      tags: ['memberships'],
      security: bearer,
      parameters: assocPath,
      requestBody: idBody({ admin: legacyFlag(), member: legacyFlag() }),
      responses: { '200': volunteerOne, ...errors(400, 401, 403, 404, 409) },
    },
    delete: {
      summary:
        'Remove a volunteer (a volunteer may remove themself to leave); never the last administrator',
      tags: ['memberships'],
      security: bearer,
      parameters: assocPath,
      requestBody: idBody({}),
      responses: { '200': messageResponse('Removed'), ...errors(400, 401, 403, 404, 409) },
    },
  },
  '/user-association/admin/{idAssociation}': {
    patch: {
      summary: 'Set admin',
      tags: ['memberships'],
      security: bearer,
      parameters: assocPath,
      requestBody: idBody({ admin: legacyFlag() }),
      responses: { '200': volunteerOne, ...errors(400, 401, 403, 404, 409) },
    },
  },
  '/user-association/member/{idAssociation}': {
    patch: {
      summary: 'Set member',
      tags: ['memberships'],
      security: bearer,
      parameters: assocPath,
      requestBody: idBody({ member: legacyFlag() }),
      responses: { '200': volunteerOne, ...errors(400, 401, 403, 404) },
    },
  },
};
