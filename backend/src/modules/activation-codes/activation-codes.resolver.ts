import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';

@Resolver()
export class ActivationCodesResolver {
  @Query(() => Boolean, {
    description:
      'Public: whether a one-time activation code exists and is unused, without using it (registration step 4, create-association step 1). Refused codes are rate-limited per IP (TOO_MANY_REQUESTS); a malformed one is BAD_USER_INPUT',
  })
  checkActivationCode(
    @Ctx() { services, ip }: GraphQLContext,
    @Arg('code') code: string,
  ): Promise<boolean> {
    return services.activationCodes.check(code, ip);
  }
}
