import type { Request, Response } from 'express';
import { unauthenticated } from '../common/app-error';
import type { RequestViewer, Viewer } from '../common/policy/viewer';
import { bearerToken } from '../graphql/context';
import type { AuthUser } from '../modules/auth/auth.types';
import type { Services } from '../platform/services';

interface AuthLocals {
  user?: AuthUser;
  /** Its memberships, read once when a check or a loader first asks. */
  viewer?: RequestViewer;
  /** The token (if any) was checked for this request: later checks reuse the answer. */
  authenticated?: boolean;
}

/** The user a REST handler acts for (set as the operation's documented `security` asks). */
export function currentUser(res: Response): AuthUser {
  const user = (res.locals as AuthLocals).user;
  if (!user) throw unauthenticated();
  return user;
}

/**
 * Checks the bearer token once per request: a token that is sent must be valid (401 otherwise);
 * `required` also refuses a request without one. Each route's request check (rest/validate.ts)
 * calls it as the operation's `security` says (bearer: required; `{}` or bearer: optional), before the body is
 * read, so no upload is parsed for a caller who may not send it.
 */
export function authenticator(services: Services) {
  return async (req: Request, res: Response, mode: 'required' | 'optional'): Promise<void> => {
    const locals = res.locals as AuthLocals;
    if (!locals.authenticated) {
      const token = bearerToken(req.headers.authorization);
      if (token) {
        const { user, key } = await services.auth.authenticateRequest(token);
        // a disconnected device is told so (auth.session_ended), not that it must log in
        if (!user) throw unauthenticated(key);
        locals.user = user;
        locals.viewer = services.requestViewer(user.id);
      }
      locals.authenticated = true;
    }
    if (mode === 'required' && !locals.user) throw unauthenticated();
  };
}

export const maybeUser = (res: Response): AuthUser | undefined => (res.locals as AuthLocals).user;

export const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** The signed-in caller's viewer of this request (read once), or 401. */
export function requestViewer(res: Response): RequestViewer {
  const viewer = (res.locals as AuthLocals).viewer;
  if (!viewer) throw unauthenticated();
  return viewer;
}

/** The same when signing in is optional: null for an anonymous caller. */
export const maybeRequestViewer = (res: Response): RequestViewer | null =>
  (res.locals as AuthLocals).viewer ?? null;

/** The signed-in caller's memberships, as the services' guarded reads take them. */
export const currentViewer = (res: Response): Promise<Viewer> => requestViewer(res).get();
