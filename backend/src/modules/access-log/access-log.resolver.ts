import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { Viewer } from '../../common/policy/viewer';
import type { GraphQLContext } from '../../graphql/context';
import { CurrentViewer } from '../../graphql/current-user';
import { AccessLogEntryObject } from './dto/access-log.type';

/** Who downloaded what (issue 31): the same list as `GET /api/association/{id}/access-log`. */
@Resolver(() => AccessLogEntryObject)
export class AccessLogResolver {
  @Query(() => [AccessLogEntryObject], {
    description:
      "Who downloaded the association's personal data, newest first (the newest 500): administrators only",
  })
  async accessLog(
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: GraphQLContext,
    @Arg('associationId', () => Int) associationId: number,
  ): Promise<AccessLogEntryObject[]> {
    return (await services.accessLog.list(viewer, associationId)).map((r) =>
      AccessLogEntryObject.from(r),
    );
  }
}
