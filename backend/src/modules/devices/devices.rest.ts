import { Router } from 'express';
import { formatMessage } from '@insieme/schema';
import { notFound } from '../../common/app-error';
import { currentUser } from '../../rest/auth-middleware';
import { requestInput } from '../../rest/contract-validator';
import {
  bearer,
  errors,
  json,
  messageResponse,
  text as textSchema,
  type OpenApiPaths,
} from '../../rest/openapi-types';
import { text } from '../../rest/parse';
import type { Services } from '../../platform/services';
import { DEVICE_ERRORS, DEVICE_MESSAGES, MAX_ENDPOINT_LENGTH } from './devices.errors';

export function devicesRoutes(services: Services): Router {
  const router = Router();

  router.get('/device', (_req, res) => {
    currentUser(res);
    res.json({ publicKey: services.devices.publicKey() });
  });

  router.post('/device', async (_req, res) => {
    const { body } = requestInput(res);
    const keys = (body.keys ?? {}) as Record<string, unknown>;
    await services.devices.register(currentUser(res).id, {
      endpoint: text(body.endpoint),
      keys: { p256dh: text(keys.p256dh), auth: text(keys.auth) },
    });
    res.status(201).json({ message: formatMessage(DEVICE_MESSAGES.registered) });
  });

  router.get('/device/check-device', async (_req, res) => {
    const { query } = requestInput(res);
    const registered = await services.devices.isRegistered(
      currentUser(res).id,
      text(query.endpoint),
    );
    res.json({ is_registered: registered });
  });

  router.delete('/device', async (_req, res) => {
    const { body } = requestInput(res);
    // another person's subscription reads as unknown (and stays)
    if (!(await services.devices.unregister(currentUser(res).id, text(body.endpoint))))
      throw notFound();
    res.json({ message: formatMessage(DEVICE_MESSAGES.unregistered) });
  });

  return router;
}

const endpoint = textSchema(MAX_ENDPOINT_LENGTH, {
  minLength: 1,
  description: "The push service's URL for this browser (https, public address)",
  'x-message-key': DEVICE_ERRORS.endpointNotAllowed,
});
const key = (maxLength: number, description: string) =>
  textSchema(maxLength, { minLength: 1, description, 'x-message-key': DEVICE_ERRORS.keysNotValid });

export const devicesOpenApi: OpenApiPaths = {
  '/device': {
    get: {
      summary: 'The VAPID public key browsers subscribe with (applicationServerKey)',
      tags: ['devices'],
      security: bearer,
      responses: {
        '200': {
          description: 'The public key (base64url)',
          content: json({
            type: 'object',
            required: ['publicKey'],
            properties: { publicKey: { type: 'string' } },
          }),
        },
        ...errors(401),
      },
    },
    post: {
      summary:
        "Registers the browser's PushSubscription for me (an endpoint registered by someone else moves to me)",
      tags: ['devices'],
      security: bearer,
      requestBody: {
        required: true,
        content: json({
          type: 'object',
          required: ['endpoint', 'keys'],
          properties: {
            endpoint,
            expirationTime: {
              type: ['number', 'null'],
              description: 'as the browser sends it; not used',
            },
            keys: {
              type: 'object',
              required: ['p256dh', 'auth'],
              properties: {
                p256dh: key(100, 'P-256 public key of the browser (base64url)'),
                auth: key(50, '16-byte authentication secret (base64url)'),
              },
            },
          },
        }),
      },
      responses: {
        '201': messageResponse('Registered'),
        ...errors(400, 401),
      },
    },
    delete: {
      summary:
        "Removes my subscription with this endpoint (404 when none of mine has it; another person's stays)",
      tags: ['devices'],
      security: bearer,
      requestBody: {
        required: true,
        content: json({ type: 'object', required: ['endpoint'], properties: { endpoint } }),
      },
      responses: {
        '200': messageResponse('Removed'),
        ...errors(400, 401, 404),
      },
    },
  },
  '/device/check-device': {
    get: {
      summary: 'Whether this endpoint is registered to me',
      tags: ['devices'],
      security: bearer,
      parameters: [{ name: 'endpoint', in: 'query', required: true, schema: endpoint }],
      responses: {
        '200': {
          description: "true only for my own devices (another person's reads as false)",
          content: json({
            type: 'object',
            required: ['is_registered'],
            properties: { is_registered: { type: 'boolean' } },
          }),
        },
        ...errors(400, 401),
      },
    },
  },
};
