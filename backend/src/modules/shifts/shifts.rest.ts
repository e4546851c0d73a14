import { Type } from '@sinclair/typebox';
import { formatMessage } from '@insieme/schema';
import { currentUser, currentViewer, requestViewer } from '../../rest/auth-middleware';
import { errors, message, ok, route } from '../../rest/route';
import {
  Defaulted,
  described,
  Id,
  LegacyFlag,
  Nullable,
  Ref,
  SearchQuery,
  StringEnum,
} from '../../rest/schemas';
import { flag } from '../../rest/parse';
import { shiftBody } from '../events/event.presenter';
import { WAITLIST_MESSAGES } from '../waitlist/waitlist.errors';
import { SHIFT_MESSAGES } from './shifts.errors';
import { signUpRequestBody } from './sign-up.presenter';

/** A sign-up request as the administrators' lists show it (every field documented as optional). */
const SignUpRequest = Type.Partial(
  Type.Object({
    id: Type.Integer({ description: 'id_user_shift' }),
    id_user_shift: Type.Integer(),
    id_event: Type.Integer(),
    id_shift: Type.Integer(),
    id_user: Type.Integer(),
    name: Type.String(),
    surname: Type.String(),
    name_event: Type.String(),
    title: Type.String(),
    start_datetime: Type.String({ description: "'DD/MM/YYYY HH:mm' (Europe/Rome)" }),
    end_datetime: Type.String(),
    status: StringEnum(['waiting', 'accepted', 'rejected']),
    from_waitlist: Type.Boolean({
      description: 'made by accepting a waitlist offer ("dalla lista d\'attesa"): listed first',
    }),
  }),
);

const show = route({
  method: 'get',
  path: '/shift/{id}',
  summary: 'One shift with its volunteers (contacts and waiting ones for administrators)',
  tags: ['shifts'],
  security: 'bearer',
  params: Type.Object({ id: Id }),
  responses: { 200: ok('Shift', Ref('Shift')), ...errors(400, 401, 404) },
  handle: async ({ params }, { res, services }) => {
    const user = currentUser(res);
    const found = await services.shifts.requireVisible(user.id, params.id);
    res.json(await shiftBody(services.loaders(requestViewer(res)), found.shift, found.event));
  },
});

const remove = route({
  method: 'delete',
  path: '/shift/{id}',
  summary:
    'Delete a shift (administrators); 409 attendance.recorded when a sign-up of it has attendance (issue 31)',
  tags: ['shifts'],
  security: 'bearer',
  params: Type.Object({ id: Id }),
  responses: { 200: message('Deleted'), ...errors(400, 401, 403, 404, 409) },
  handle: async ({ params }, { res, services }) => {
    await services.shifts.deleteShift(currentUser(res).id, params.id);
    res.json({ message: formatMessage(SHIFT_MESSAGES.deleted) });
  },
});

const decide = route({
  method: 'patch',
  path: '/user-shift/confirm/{id}',
  summary: 'Accept (confirmed=true, takes a place if one is left) or reject a sign-up, once',
  tags: ['shifts'],
  security: 'bearer',
  params: Type.Object({ id: Id }),
  body: { json: Type.Object({ confirmed: Defaulted(LegacyFlag({ default: false })) }) },
  responses: {
    200: ok('The decided request', SignUpRequest),
    ...errors(400, 401, 403, 404, 409),
  },
  handle: async ({ params, body }, { res, services }) => {
    const row = await services.shifts.decide(currentUser(res).id, params.id, flag(body.confirmed));
    res.json(signUpRequestBody(row));
  },
});

/**
 * A sign-up request; with `waitlist: true` a full shift queues the caller instead of refusing
 * (issue 21) and the answer names their position. On a shift with places it is a sign-up.
 */
const signUp = route({
  method: 'post',
  path: '/user-shift/{idShift}',
  summary:
    'Ask for a place (pending the administrators’ confirmation); with waitlist=true a full shift queues the caller',
  tags: ['shifts'],
  security: 'bearer',
  params: Type.Object({ idShift: Id }),
  body: {
    json: Type.Object({
      notification: Type.Optional(LegacyFlag({ description: 'sent by the legacy client' })),
      waitlist: Defaulted(
        LegacyFlag({
          default: false,
          description:
            'on a full shift, join its waitlist instead of being refused (issue 21); on a shift with places it is an ordinary sign-up',
        }),
      ),
    }),
  },
  bodyOptional: true,
  responses: {
    201: ok(
      'Requested, or queued (waitlist_position: 1 = first; null when signed up)',
      Type.Object({
        message: Type.String(),
        waitlist_position: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
      }),
    ),
    ...errors(400, 401, 403, 404, 409),
  },
  handle: async ({ params, body }, { res, services }) => {
    const userId = currentUser(res).id;
    const waitlist = flag(body.waitlist);
    const { position } = await services.signUpOrQueue.run({
      userId,
      shiftId: params.idShift,
      queue: waitlist,
    });
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
  },
});

/** Without `id_user` the caller withdraws; with it an administrator removes that person. */
const withdraw = route({
  method: 'delete',
  path: '/user-shift/{idShift}',
  summary:
    'Withdraw, or leave the waitlist (declining an offer); with id_user (body or query) an administrator removes that person (from the shift or its waitlist). 409 shift.started: a withdrawal from the shift’s start; 409 attendance.recorded: a sign-up with attendance (issue 31)',
  tags: ['shifts'],
  security: 'bearer',
  params: Type.Object({ idShift: Id }),
  query: Type.Object({ id_user: Type.Optional(Id) }),
  body: { json: Type.Object({ id_user: Type.Optional(Id) }) },
  bodyOptional: true,
  responses: { 200: message('Withdrawn'), ...errors(400, 401, 403, 404, 409) },
  handle: async ({ params, query, body }, { res, services }) => {
    const user = currentUser(res);
    const target = body.id_user ?? query.id_user ?? null;
    // a queued person leaves the queue (declining an offer they hold); else their sign-up goes
    const removing = target !== null && target !== user.id;
    const left = await services.leaveOrWithdraw.run({
      callerId: user.id,
      shiftId: params.idShift,
      target: removing ? target : null,
      from: 'either',
    });
    // an administrator's removal answers "withdrawn" from the queue too, as it always did
    const leftQueue = left === 'queue' && !removing;
    res.json({
      message: formatMessage(leftQueue ? WAITLIST_MESSAGES.left : SHIFT_MESSAGES.withdrawn),
    });
  },
});

/** Sign-up requests of an association (waiting=true, the default) for its administrators. */
const requests = route({
  method: 'get',
  path: '/user-shift/{idAssociation}',
  summary: 'Pending sign-ups of an association (administrators)',
  tags: ['shifts'],
  security: 'bearer',
  params: Type.Object({ idAssociation: Id }),
  query: Type.Object({
    waiting: Type.Optional(
      described(Type.Boolean({ default: true }), 'only pending ones (the only list there is)'),
    ),
    search: SearchQuery('name, surname or event name'),
  }),
  responses: {
    200: ok('Requests', Type.Array(SignUpRequest)),
    ...errors(400, 401, 403),
  },
  handle: async ({ params, query }, { res, services }) => {
    const rows = await services.shifts.requests(
      await currentViewer(res),
      params.idAssociation,
      query.search || null,
    );
    res.json(rows.map(signUpRequestBody));
  },
});

export const shiftsRoutes = [show, remove, decide, signUp, withdraw, requests];
