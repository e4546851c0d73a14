import type { AuthUser } from '../modules/auth/auth.service';
import type { Services } from '../services';
import type { Loaders } from './loaders';

/** What every resolver receives, on HTTP and on WebSocket alike. */
export interface GraphQLContext {
  user: AuthUser | null;
  ip: string;
  services: Services;
  loaders: Loaders;
}

export function bearerToken(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

export async function buildContext(
  services: Services,
  authorization: unknown,
  ip: string,
): Promise<GraphQLContext> {
  const user = await services.auth.authenticate(bearerToken(authorization));
  return { user, ip, services, loaders: services.loaders(user?.id ?? null) };
}

/**
 * A subscription keeps one context for all its events, and dataloaders cache: each event's root
 * resolver calls this so the fields of that event are read afresh, not from the previous event.
 */
export function freshLoaders(context: GraphQLContext): void {
  context.loaders = context.services.loaders(context.user?.id ?? null);
}
