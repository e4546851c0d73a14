import type { AuthChecker } from 'type-graphql';
import { unauthenticated } from '../common/app-error';
import type { GraphQLContext } from './context';

/** `@Authorized()` means signed in; finer permissions are named checks in each domain's policy. */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }) => {
  if (!context.user) throw unauthenticated(context.authRefusal);
  return true;
};
