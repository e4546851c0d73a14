import { createParameterDecorator } from 'type-graphql';
import { unauthenticated } from '../common/app-error';
import type { AuthUser } from '../modules/auth/auth.service';
import type { GraphQLContext } from './context';

/**
 * The signed-in user of a context, or UNAUTHENTICATED. For the few places a parameter decorator
 * cannot reach: a subscription's `subscribe` and `topicId` options.
 */
export function signedInUser(context: GraphQLContext): AuthUser {
  if (!context.user) throw unauthenticated();
  return context.user;
}

/**
 * The signed-in user, as a resolver parameter: `@CurrentUser() user: AuthUser`. Refuses an
 * anonymous caller with UNAUTHENTICATED before the resolver runs, so resolvers that take it
 * need neither `@Authorized()` nor a `user!`.
 */
export function CurrentUser() {
  return createParameterDecorator<GraphQLContext>(({ context }) => signedInUser(context));
}
