import { createParameterDecorator } from 'type-graphql';
import { unauthenticated } from '../common/app-error';
import type { AuthUser } from '../modules/auth/auth.service';
import type { GraphQLContext } from './context';

/**
 * The signed-in user, as a resolver parameter: `@CurrentUser() user: AuthUser`. Refuses an
 * anonymous caller with UNAUTHENTICATED before the resolver runs, so resolvers that take it
 * need neither `@Authorized()` nor a `user!`.
 */
export function CurrentUser() {
  return createParameterDecorator<GraphQLContext>(({ context }): AuthUser => {
    if (!context.user) throw unauthenticated();
    return context.user;
  });
}
