import type { AuthUser } from '../modules/auth/auth.service';
import type { Services } from '../services';
import { createLoaders, type Loaders } from './loaders';

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
  return { user, ip, services, loaders: createLoaders(services.dataSource, user?.id ?? null) };
}
