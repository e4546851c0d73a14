import type { NextFunction, Request, Response } from 'express';
import { unauthenticated } from '../common/app-error';
import { bearerToken } from '../graphql/context';
import type { AuthUser } from '../modules/auth/auth.service';
import type { Services } from '../services';

/** The user a REST handler acts for (set by `requireUser`). */
export function currentUser(res: Response): AuthUser {
  const user = res.locals.user as AuthUser | undefined;
  if (!user) throw unauthenticated();
  return user;
}

export function requireUser(services: Services) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const user = await services.auth.authenticate(bearerToken(req.headers.authorization));
    if (!user) throw unauthenticated();
    res.locals.user = user;
    next();
  };
}

/** Sets the user when a valid token is sent, and lets the request through without one. */
export function optionalUser(services: Services) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req.headers.authorization);
    if (token) {
      const user = await services.auth.authenticate(token);
      if (!user) throw unauthenticated();
      res.locals.user = user;
    }
    next();
  };
}

export const maybeUser = (res: Response): AuthUser | undefined =>
  res.locals.user as AuthUser | undefined;

export const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';
