import { Router } from 'express';
import { formatMessage } from '@insieme/schema';
import { currentUser, currentViewer, requestViewer } from '../../rest/auth-middleware';
import { requestInput } from '../../rest/contract-validator';
import {
  bearer,
  errors,
  flagQuery,
  idParam,
  idQuery,
  idSchema,
  json,
  legacyFlag,
  messageResponse,
  searchQuery,
  type OpenApiPaths,
} from '../../rest/openapi-types';
import { flag, id, optionalId, text } from '../../rest/parse';
import type { Services } from '../../platform/services';
import { shiftBody } from '../events/event.presenter';
import { WAITLIST_MESSAGES } from '../waitlist/waitlist.errors';
import { SHIFT_MESSAGES } from './shifts.errors';
import { signUpRequestBody } from './sign-up.presenter';

export function shiftsRoutes(services: Services): Router {
  const router = Router();

  router.get('/shift/:id', async (_req, res) => {
    const user = currentUser(res);
    const found = await services.shifts.requireVisible(user.id, id(requestInput(res).path.id));
    res.json(await shiftBody(services.loaders(requestViewer(res)), found.shift, found.event));
  });

  router.delete('/shift/:id', async (_req, res) => {
    await services.shifts.deleteShift(currentUser(res).id, id(requestInput(res).path.id));
    res.json({ message: formatMessage(SHIFT_MESSAGES.deleted) });
  });

  router.patch('/user-shift/confirm/:id', async (_req, res) => {
    const { path, body } = requestInput(res);
    const row = await services.shifts.decide(
      currentUser(res).id,
      id(path.id),
      flag(body.confirmed),
    );
    res.json(signUpRequestBody(row));
  });

  /**
   * A sign-up request; with `waitlist: true` a full shift queues the caller instead of refusing
   * (issue 21) and the answer names their position. On a shift with places it is a sign-up.
   */
  router.post('/user-shift/:idShift', async (_req, res) => {
    const { path, body } = requestInput(res);
    const userId = currentUser(res).id;
    const shiftId = id(path.idShift, 'idShift');
    const waitlist = flag(body.waitlist);
    const { position } = await services.signUpOrQueue.run({ userId, shiftId, queue: waitlist });
    if (position !== null) {
      res.status(201).json({
        message: formatMessage(WAITLIST_MESSAGES.joined),
        waitlist_position: position,
      });
      return;
    }
    res.status(201).json({
      message: formatMessage(SHIFT_MESSAGES.requested),
      ...(waitlist ? { waitlist_position: null } : {}),
    });
  });

  /** Without `id_user` the caller withdraws; with it an administrator removes that person. */
  router.delete('/user-shift/:idShift', async (_req, res) => {
    const user = currentUser(res);
    const { path, query, body } = requestInput(res);
    const shiftId = id(path.idShift, 'idShift');
    const target = optionalId(body.id_user ?? query.id_user, 'id_user');
    // a queued person leaves the queue (declining an offer they hold); else their sign-up goes
    const removing = target !== null && target !== user.id;
    const left = await services.leaveOrWithdraw.run({
      callerId: user.id,
      shiftId,
      target: removing ? target : null,
      from: 'either',
    });
    // an administrator's removal answers "withdrawn" from the queue too, as it always did
    const leftQueue = left === 'queue' && !removing;
    res.json({
      message: formatMessage(leftQueue ? WAITLIST_MESSAGES.left : SHIFT_MESSAGES.withdrawn),
    });
  });

  /** Sign-up requests of an association (waiting=true, the default) for its administrators. */
  router.get('/user-shift/:idAssociation', async (_req, res) => {
    const { path, query } = requestInput(res);
    const rows = await services.shifts.requests(
      await currentViewer(res),
      id(path.idAssociation, 'idAssociation'),
      text(query.search) || null,
    );
    res.json(rows.map(signUpRequestBody));
  });

  return router;
}

const idPath = (name: string) => [idParam(name)];
const shift = { description: 'Shift', content: json({ $ref: '#/components/schemas/Shift' }) };
const requestItem = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'id_user_shift' },
    id_user_shift: { type: 'integer' },
    id_event: { type: 'integer' },
    id_shift: { type: 'integer' },
    id_user: { type: 'integer' },
    name: { type: 'string' },
    surname: { type: 'string' },
    name_event: { type: 'string' },
    title: { type: 'string' },
    start_datetime: { type: 'string', description: "'DD/MM/YYYY HH:mm' (Europe/Rome)" },
    end_datetime: { type: 'string' },
    status: { type: 'string', enum: ['waiting', 'accepted', 'rejected'] },
    from_waitlist: {
      type: 'boolean',
      description: 'made by accepting a waitlist offer ("dalla lista d\'attesa"): listed first',
    },
  },
};

export const shiftsOpenApi: OpenApiPaths = {
  '/shift/{id}': {
    get: {
      summary: 'One shift with its volunteers (contacts and waiting ones for administrators)',
      tags: ['shifts'],
      security: bearer,
      parameters: idPath('id'),
      responses: { '200': shift, ...errors(400, 401, 404) },
    },
    delete: {
      summary:
        'Delete a shift (administrators); 409 attendance.recorded when a sign-up of it has attendance (issue 31)',
      tags: ['shifts'],
      security: bearer,
      parameters: idPath('id'),
      responses: { '200': messageResponse('Deleted'), ...errors(400, 401, 403, 404, 409) },
    },
  },
  '/user-shift/{idShift}': {
    post: {
      summary:
        'Ask for a place (pending the administrators’ confirmation); with waitlist=true a full shift queues the caller',
      tags: ['shifts'],
      security: bearer,
      parameters: idPath('idShift'),
      requestBody: {
        required: false,
        content: json({
          type: 'object',
          properties: {
            notification: legacyFlag({ description: 'sent by the legacy client' }),
            waitlist: legacyFlag({
              default: false,
              description:
                'on a full shift, join its waitlist instead of being refused (issue 21); on a shift with places it is an ordinary sign-up',
            }),
          },
        }),
      },
      responses: {
        '201': {
          description: 'Requested, or queued (waitlist_position: 1 = first; null when signed up)',
          content: json({
            type: 'object',
            required: ['message'],
            properties: {
              message: { type: 'string' },
              waitlist_position: { type: ['integer', 'null'], minimum: 1 },
            },
          }),
        },
        ...errors(400, 401, 403, 404, 409),
      },
    },
    delete: {
      summary:
        'Withdraw, or leave the waitlist (declining an offer); with id_user (body or query) an administrator removes that person (from the shift or its waitlist). 409 shift.started: a withdrawal from the shift’s start; 409 attendance.recorded: a sign-up with attendance (issue 31)',
      tags: ['shifts'],
      security: bearer,
      parameters: [...idPath('idShift'), idQuery('id_user')],
      requestBody: {
        required: false,
        content: json({ type: 'object', properties: { id_user: idSchema } }),
      },
      responses: { '200': messageResponse('Withdrawn'), ...errors(400, 401, 403, 404, 409) },
    },
  },
  '/user-shift/{idAssociation}': {
    get: {
      summary: 'Pending sign-ups of an association (administrators)',
      tags: ['shifts'],
      security: bearer,
      parameters: [
        ...idPath('idAssociation'),
        flagQuery('waiting', { default: true }, 'only pending ones (the only list there is)'),
        searchQuery('name, surname or event name'),
      ],
      responses: {
        '200': { description: 'Requests', content: json({ type: 'array', items: requestItem }) },
        ...errors(400, 401, 403),
      },
    },
  },
  '/user-shift/confirm/{id}': {
    patch: {
      summary: 'Accept (confirmed=true, takes a place if one is left) or reject a sign-up, once',
      tags: ['shifts'],
      security: bearer,
      parameters: idPath('id'),
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          properties: { confirmed: legacyFlag({ default: false }) },
        }),
      },
      responses: {
        '200': { description: 'The decided request', content: json(requestItem) },
        ...errors(400, 401, 403, 404, 409),
      },
    },
  },
};
