import { Router, type Response } from 'express';
import { formatMessage } from '@insieme/schema';
import { notFound } from '../../common/app-error';
import { currentUser, requireUser } from '../../rest/auth-middleware';
import { bearer, errors, json, messageResponse, type OpenApiPaths } from '../../rest/openapi-types';
import { flag, pathId, text } from '../../rest/parse';
import type { Services } from '../../services';
import { volunteerBodies } from '../associations/associations.rest';
import { Membership } from './membership.entity';
import { MEMBERSHIP_ERRORS } from './memberships.errors';

export function membershipsRoutes(services: Services): Router {
  const router = Router();
  const auth = requireUser(services);

  /** The legacy calls name the association in the path and the membership in the body: they must agree. */
  async function membershipOf(associationId: number, membershipId: unknown): Promise<number> {
    const id = pathId(membershipId);
    const exists = await services.dataSource
      .getRepository(Membership)
      .existsBy({ id, associationId });
    if (!exists) throw notFound(MEMBERSHIP_ERRORS.notFound);
    return id;
  }

  const volunteerAnswer = async (res: Response, membership: Membership) => {
    const [body] = await volunteerBodies(services, [membership]);
    res.json(body);
  };

  router.post('/favourite-association', auth, async (req, res) => {
    await services.memberships.follow(currentUser(res).id, pathId(req.body?.id_association));
    res.status(201).json({ message: formatMessage('association.followed') });
  });

  router.delete('/favourite-association/:id', auth, async (req, res) => {
    await services.memberships.unfollow(currentUser(res).id, pathId(req.params.id));
    res.json({ message: formatMessage('association.unfollowed') });
  });

  router.post('/waiting-volunteer', auth, async (req, res) => {
    await services.memberships.requestToVolunteer(
      currentUser(res).id,
      pathId(req.body?.id_association),
    );
    res.status(201).json({ message: formatMessage('membership.requested') });
  });

  router.get('/waiting-volunteer', auth, async (req, res) => {
    const list = await services.memberships.list(
      currentUser(res).id,
      pathId(req.query.id_association),
      'waiting',
      text(req.query.search) || null,
    );
    res.json(await volunteerBodies(services, list));
  });

  router.put('/waiting-volunteer/:id', auth, async (req, res) => {
    const record = await services.memberships.decide(
      currentUser(res).id,
      pathId(req.params.id),
      !flag(req.body?.reject),
    );
    await volunteerAnswer(res, record.membership);
  });

  router.get('/user-association/volunteer', auth, async (req, res) => {
    const list = await services.memberships.list(
      currentUser(res).id,
      pathId(req.query.id_association),
      'accepted',
      text(req.query.search) || null,
    );
    res.json(await volunteerBodies(services, list));
  });

  const setRoles =
    (roles: (body: Record<string, unknown>) => { isAdmin?: boolean; isMember?: boolean }) =>
    async (req: import('express').Request, res: Response) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const membershipId = await membershipOf(
        pathId(req.params.idAssociation),
        body.id_user_association,
      );
      const record = await services.memberships.setRoles(
        currentUser(res).id,
        membershipId,
        roles(body),
      );
      await volunteerAnswer(res, record.membership);
    };
  router.patch(
    '/user-association/admin/:idAssociation',
    auth,
    setRoles((b) => ({ isAdmin: flag(b.admin) })),
  );
  router.patch(
    '/user-association/member/:idAssociation',
    auth,
    setRoles((b) => ({ isMember: flag(b.member) })),
  );
  router.patch(
    '/user-association/:idAssociation',
    auth,
    setRoles((b) => ({ isAdmin: flag(b.admin), isMember: flag(b.member) })),
  );

  router.delete('/user-association/:idAssociation', auth, async (req, res) => {
    const membershipId = await membershipOf(
      pathId(req.params.idAssociation),
      req.body?.id_user_association,
    );
    await services.memberships.remove(currentUser(res).id, membershipId);
    res.json({ message: formatMessage('membership.removed') });
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
const assocQuery = [
  { name: 'id_association', in: 'query', required: true, schema: { type: 'integer' } },
  { name: 'search', in: 'query', schema: { type: 'string' } },
];
const assocPath = [
  { name: 'idAssociation', in: 'path', required: true, schema: { type: 'integer' } },
];
const idBody = (extra: Record<string, unknown>) => ({
  required: true,
  content: json({
    type: 'object',
    required: ['id_user_association'],
    properties: { id_user_association: { type: 'integer' }, ...extra },
  }),
});

export const membershipsOpenApi: OpenApiPaths = {
  '/favourite-association': {
    post: {
      summary: 'Follow an association',
      tags: ['memberships'],
      security: bearer,
      requestBody: {
        required: true,
        content: json({ type: 'object', properties: { id_association: { type: 'integer' } } }),
      },
      responses: { '201': messageResponse('Following'), ...errors(401, 404) },
    },
  },
  '/favourite-association/{id}': {
    delete: {
      summary: 'Stop following',
      tags: ['memberships'],
      security: bearer,
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      responses: { '200': messageResponse('Not following'), ...errors(401, 404) },
    },
  },
  '/waiting-volunteer': {
    post: {
      summary: 'Ask to become a volunteer (pending; also follows)',
      tags: ['memberships'],
      security: bearer,
      requestBody: {
        required: true,
        content: json({ type: 'object', properties: { id_association: { type: 'integer' } } }),
      },
      responses: { '201': messageResponse('Requested'), ...errors(401, 404, 409) },
    },
    get: {
      summary: 'Pending requests (administrators)',
      tags: ['memberships'],
      security: bearer,
      parameters: assocQuery,
      responses: { '200': volunteerList, ...errors(401, 403) },
    },
  },
  '/waiting-volunteer/{id}': {
    put: {
      summary: 'Decide a request once: reject=true rejects, reject=false accepts',
      tags: ['memberships'],
      security: bearer,
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      requestBody: {
        required: true,
        content: json({ type: 'object', properties: { reject: { type: 'boolean' } } }),
      },
      responses: { '200': volunteerOne, ...errors(401, 403, 404, 409) },
    },
  },
  '/user-association/volunteer': {
    get: {
      summary: 'Accepted volunteers with roles and contact data (administrators)',
      tags: ['memberships'],
      security: bearer,
      parameters: assocQuery,
      responses: { '200': volunteerList, ...errors(401, 403) },
    },
  },
  '/user-association/{idAssociation}': {
    patch: {
      summary: 'Set admin and member',
      tags: ['memberships'],
      security: bearer,
      parameters: assocPath,
      requestBody: idBody({ admin: { type: 'boolean' }, member: { type: 'boolean' } }),
      responses: { '200': volunteerOne, ...errors(401, 403, 404, 409) },
    },
    delete: {
      summary:
        'Remove a volunteer (a volunteer may remove themself to leave); never the last administrator',
      tags: ['memberships'],
      security: bearer,
      parameters: assocPath,
      requestBody: idBody({}),
      responses: { '200': messageResponse('Removed'), ...errors(401, 403, 404, 409) },
    },
  },
  '/user-association/admin/{idAssociation}': {
    patch: {
      summary: 'Set admin',
      tags: ['memberships'],
      security: bearer,
      parameters: assocPath,
      requestBody: idBody({ admin: { type: 'boolean' } }),
      responses: { '200': volunteerOne, ...errors(401, 403, 404, 409) },
    },
  },
  '/user-association/member/{idAssociation}': {
    patch: {
      summary: 'Set member',
      tags: ['memberships'],
      security: bearer,
      parameters: assocPath,
      requestBody: idBody({ member: { type: 'boolean' } }),
      responses: { '200': volunteerOne, ...errors(401, 403, 404) },
    },
  },
};
