import { Type } from '@sinclair/typebox';
import { formatMessage } from '@insieme/schema';
import { notFound } from '../../common/app-error';
import { currentUser } from '../../rest/auth-middleware';
import { errors, message, ok, route } from '../../rest/route';
import { Nullable, Text } from '../../rest/schemas';
import { DEVICE_ERRORS, DEVICE_MESSAGES, MAX_ENDPOINT_LENGTH } from './devices.errors';

const endpoint = Text(MAX_ENDPOINT_LENGTH, {
  minLength: 1,
  description: "The push service's URL for this browser (https, public address)",
  'x-message-key': DEVICE_ERRORS.endpointNotAllowed,
});
const key = (maxLength: number, description: string) =>
  Text(maxLength, { minLength: 1, description, 'x-message-key': DEVICE_ERRORS.keysNotValid });

const publicKey = route({
  method: 'get',
  path: '/device',
  summary: 'The VAPID public key browsers subscribe with (applicationServerKey)',
  tags: ['devices'],
  security: 'bearer',
  responses: {
    200: ok('The public key (base64url)', Type.Object({ publicKey: Type.String() })),
    ...errors(401),
  },
  handle: async (_input, { res, services }) => {
    res.json({ publicKey: services.devices.publicKey() });
  },
});

const register = route({
  method: 'post',
  path: '/device',
  summary:
    "Registers the browser's PushSubscription for me (an endpoint registered by someone else moves to me)",
  tags: ['devices'],
  security: 'bearer',
  body: {
    json: Type.Object({
      endpoint,
      expirationTime: Type.Optional(
        Nullable(Type.Number({ description: 'as the browser sends it; not used' })),
      ),
      keys: Type.Object({
        p256dh: key(100, 'P-256 public key of the browser (base64url)'),
        auth: key(50, '16-byte authentication secret (base64url)'),
      }),
    }),
  },
  responses: { 201: message('Registered'), ...errors(400, 401) },
  handle: async ({ body }, { res, services }) => {
    await services.devices.register(currentUser(res).id, {
      endpoint: body.endpoint,
      keys: { p256dh: body.keys.p256dh, auth: body.keys.auth },
    });
    res.status(201).json({ message: formatMessage(DEVICE_MESSAGES.registered) });
  },
});

const isRegistered = route({
  method: 'get',
  path: '/device/check-device',
  summary: 'Whether this endpoint is registered to me',
  tags: ['devices'],
  security: 'bearer',
  query: Type.Object({ endpoint }),
  responses: {
    200: ok(
      "true only for my own devices (another person's reads as false)",
      Type.Object({ is_registered: Type.Boolean() }),
    ),
    ...errors(400, 401),
  },
  handle: async ({ query }, { res, services }) => {
    const registered = await services.devices.isRegistered(currentUser(res).id, query.endpoint);
    res.json({ is_registered: registered });
  },
});

const unregister = route({
  method: 'delete',
  path: '/device',
  summary:
    "Removes my subscription with this endpoint (404 when none of mine has it; another person's stays)",
  tags: ['devices'],
  security: 'bearer',
  body: { json: Type.Object({ endpoint }) },
  responses: { 200: message('Removed'), ...errors(400, 401, 404) },
  handle: async ({ body }, { res, services }) => {
    // another person's subscription reads as unknown (and stays)
    if (!(await services.devices.unregister(currentUser(res).id, body.endpoint))) throw notFound();
    res.json({ message: formatMessage(DEVICE_MESSAGES.unregistered) });
  },
});

export const devicesRoutes = [publicKey, register, isRegistered, unregister];
