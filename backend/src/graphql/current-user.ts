import { createParameterDecorator } from 'type-graphql';
import { unauthenticated } from '../common/app-error';
import type { Viewer } from '../common/policy/viewer';
import type { AuthUser } from '../modules/auth/auth.types';
import type { GraphQLContext } from './context';

/**
 * The signed-in user of a context, or UNAUTHENTICATED. For the few places a parameter decorator
 * cannot reach: a subscription's `subscribe` and `topicId` options.
 */
export function signedInUser(context: GraphQLContext): AuthUser {
  if (!context.user) throw unauthenticated(context.authRefusal);
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

/** The signed-in viewer of a context (its memberships read once), or UNAUTHENTICATED. */
export function signedInViewer(context: GraphQLContext): Promise<Viewer> {
  if (!context.viewer) throw unauthenticated(context.authRefusal);
  return context.viewer.get();
}

/**
 * The signed-in viewer, as a resolver parameter: `@CurrentViewer() viewer: Viewer`, what the
 * services' guarded reads take. Refuses an anonymous caller as `@CurrentUser()` does.
 */
export function CurrentViewer() {
  return createParameterDecorator<GraphQLContext>(({ context }) => signedInViewer(context));
}
