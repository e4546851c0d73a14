import { Type } from '@sinclair/typebox';
import { formatMessage } from '@insieme/schema';
import { currentUser } from '../../rest/auth-middleware';
import { errors, message, ok, route } from '../../rest/route';
import { SESSION_ID } from './access-token';
import { AUTH_MESSAGES } from './auth.errors';

/* Sessions over REST (docs/sessions.md): logout, the list, ending one or all. */

const logout = route({
  method: 'post',
  path: '/auth/logout',
  summary: "End this token's session: the token is refused from now on (401)",
  tags: ['auth'],
  security: 'bearer',
  responses: { 200: message('Signed out'), ...errors(401) },
  handle: async (_input, { res, services }) => {
    const user = currentUser(res);
    await services.sessions.end(user, user.sessionId);
    res.json({ message: formatMessage(AUTH_MESSAGES.loggedOut) });
  },
});

const logoutAll = route({
  method: 'post',
  path: '/auth/logout-all',
  summary: 'End every session of the caller (this one too) and close their WebSockets',
  tags: ['auth'],
  security: 'bearer',
  responses: { 200: message('Signed out everywhere'), ...errors(401) },
  handle: async (_input, { res, services }) => {
    await services.sessions.endEverywhere(currentUser(res));
    res.json({ message: formatMessage(AUTH_MESSAGES.loggedOutEverywhere) });
  },
});

const Session = Type.Object({
  id: Type.String(),
  device: Type.String({ description: 'e.g. "Chrome su Android"' }),
  created_at: Type.String({ format: 'date-time' }),
  last_used_at: Type.String({ format: 'date-time' }),
  current: Type.Boolean({ description: 'the session of this request' }),
});

const list = route({
  method: 'get',
  path: '/auth/sessions',
  summary: "The caller's sessions, most recently used first",
  tags: ['auth'],
  security: 'bearer',
  responses: {
    200: ok('Sessions', Type.Object({ sessions: Type.Array(Session) })),
    ...errors(401),
  },
  handle: async (_input, { res, services }) => {
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
  },
});

const end = route({
  method: 'delete',
  path: '/auth/sessions/{id}',
  summary: "End one of the caller's sessions (another person's id is a 404)",
  tags: ['auth'],
  security: 'bearer',
  params: Type.Object({
    id: Type.String({
      maxLength: 36,
      pattern: SESSION_ID.source,
      'x-message-key': 'auth.session_not_found',
    }),
  }),
  responses: { 200: message('Session ended'), ...errors(400, 401, 404) },
  handle: async ({ params }, { res, services }) => {
    await services.sessions.end(currentUser(res), params.id);
    res.json({ message: formatMessage(AUTH_MESSAGES.loggedOut) });
  },
});

export const sessionsRoutes = [logout, logoutAll, list, end];
