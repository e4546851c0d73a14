import { Router } from 'express';
import { formatMessage } from '@insieme/schema';
import { currentUser } from '../../rest/auth-middleware';
import { requestInput } from '../../rest/contract-validator';
import { bearer, errors, json, messageResponse, type OpenApiPaths } from '../../rest/openapi-types';
import { text } from '../../rest/parse';
import type { Services } from '../../platform/services';
import { SESSION_ID } from './access-token';
import { AUTH_MESSAGES } from './auth.errors';

/** Sessions over REST (docs/sessions.md): logout, the list, ending one or all. */
export function sessionsRoutes(services: Services): Router {
  const router = Router();

  router.post('/auth/logout', async (_req, res) => {
    const user = currentUser(res);
    await services.sessions.end(user, user.sessionId);
    res.json({ message: formatMessage(AUTH_MESSAGES.loggedOut) });
  });

  router.post('/auth/logout-all', async (_req, res) => {
    await services.sessions.endEverywhere(currentUser(res));
    res.json({ message: formatMessage(AUTH_MESSAGES.loggedOutEverywhere) });
  });

  router.get('/auth/sessions', async (_req, res) => {
    const sessions = await services.sessions.list(currentUser(res));
    res.json({
      sessions: sessions.map((s) => ({
        id: s.id,
        device: s.device,
        created_at: s.createdAt.toISOString(),
        last_used_at: s.lastUsedAt.toISOString(),
        current: s.current,
      })),
    });
  });

  router.delete('/auth/sessions/:id', async (_req, res) => {
    await services.sessions.end(currentUser(res), text(requestInput(res).path.id));
    res.json({ message: formatMessage(AUTH_MESSAGES.loggedOut) });
  });

  return router;
}

const sessionId = {
  type: 'string',
  maxLength: 36,
  pattern: SESSION_ID.source,
  'x-message-key': 'auth.session_not_found',
};

export const sessionsOpenApi: OpenApiPaths = {
  '/auth/logout': {
    post: {
      summary: "End this token's session: the token is refused from now on (401)",
      tags: ['auth'],
      security: bearer,
      responses: { '200': messageResponse('Signed out'), ...errors(401) },
    },
  },
  '/auth/logout-all': {
    post: {
      summary: 'End every session of the caller (this one too) and close their WebSockets',
      tags: ['auth'],
      security: bearer,
      responses: { '200': messageResponse('Signed out everywhere'), ...errors(401) },
    },
  },
  '/auth/sessions': {
    get: {
      summary: "The caller's sessions, most recently used first",
      tags: ['auth'],
      security: bearer,
      responses: {
        '200': {
          description: 'Sessions',
          content: json({
            type: 'object',
            required: ['sessions'],
            properties: {
              sessions: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['id', 'device', 'created_at', 'last_used_at', 'current'],
                  properties: {
                    id: { type: 'string' },
                    device: { type: 'string', description: 'e.g. "Chrome su Android"' },
                    created_at: { type: 'string', format: 'date-time' },
                    last_used_at: { type: 'string', format: 'date-time' },
                    current: { type: 'boolean', description: 'the session of this request' },
                  },
                },
              },
            },
          }),
        },
        ...errors(401),
      },
    },
  },
  '/auth/sessions/{id}': {
    delete: {
      summary: "End one of the caller's sessions (another person's id is a 404)",
      tags: ['auth'],
      security: bearer,
      parameters: [{ name: 'id', in: 'path', required: true, schema: sessionId }],
      responses: { '200': messageResponse('Session ended'), ...errors(400, 401, 404) },
    },
  },
};
