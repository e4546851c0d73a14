import type { RequestViewer } from '../common/policy/viewer';
import type { AuthUser } from '../modules/auth/auth.types';
import type { DeviceCookieJar } from '../modules/auth/device-cookie';
import type { Services } from '../platform/services';
import { clearedLoaders, type Loaders } from './loaders';

/** What every resolver receives, on HTTP and on WebSocket alike. */
export interface GraphQLContext {
  user: AuthUser | null;
  /**
   * Why the token sent was refused, when it names a session ended elsewhere
   * (`auth.session_ended`): what an operation that needs a signed-in user answers instead of
   * "Esegui il login!" (docs/sessions.md).
   */
  authRefusal?: string;
  /** The user's memberships, read when a check or a loader first asks (common/policy/viewer.ts). */
  viewer: RequestViewer | null;
  ip: string;
  /** The client's User-Agent header: a login labels its session with it. */
  userAgent?: string;
  services: Services;
  loaders: Loaders;
  /** Over HTTP only: the login's device cookie (modules/auth/device-cookie.ts). */
  device?: DeviceCookieJar;
}

export function bearerToken(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

export async function buildContext(
  services: Services,
  request: { authorization: unknown; ip: string; userAgent?: string },
): Promise<GraphQLContext> {
  const { user, key } = await services.auth.authenticateRequest(bearerToken(request.authorization));
  const viewer = user ? services.requestViewer(user.id) : null;
  return {
    user,
    authRefusal: key,
    viewer,
    ip: request.ip,
    userAgent: request.userAgent,
    services,
    loaders: services.loaders(viewer),
  };
}

/**
 * A subscription keeps one context for all its events, and dataloaders cache: each event's root
 * resolver calls this so the fields of that event are read afresh, not from the previous event.
 */
export function freshLoaders(context: GraphQLContext): void {
  // cleared rather than built again: a thousand viewers of one event page each get here on every
  // publish, and new dataloaders apiece was a measurable share of the fan-out's time; a new
  // object all the same, so what is kept per loaders object (mediaUrls) starts afresh too
  context.loaders = clearedLoaders(context.loaders);
  // and the memberships are read again: one that changed since the last event counts
  context.viewer?.forget();
}
