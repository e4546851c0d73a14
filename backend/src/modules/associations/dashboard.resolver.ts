import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  Int,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { CurrentUser, signedInUser } from '../../graphql/current-user';
import { Topic } from '../../platform/pubsub';
import type { AuthUser } from '../auth/auth.service';
import { VolunteerType } from '../memberships/dto/volunteer.type';
import {
  AssociationDashboardType,
  AssociationStatisticsType,
  AssociationType,
  DashboardCountersType,
} from './dto/association.type';

/** The administrators' dashboard: counters, statistics, first volunteers, and its live counters. */
@Resolver(() => AssociationDashboardType)
export class DashboardResolver {
  @Query(() => AssociationDashboardType, { description: 'Administrators of the association only' })
  async associationDashboard(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<AssociationDashboardType> {
    const association = await services.associations.requireDashboard(user.id, id);
    return { association: AssociationType.from(association), associationId: id };
  }

  @FieldResolver(() => DashboardCountersType)
  counters(
    @Root() root: AssociationDashboardType,
    @Ctx() { services }: GraphQLContext,
  ): Promise<DashboardCountersType> {
    return services.associations.counters(root.associationId);
  }

  @FieldResolver(() => AssociationStatisticsType)
  statistics(
    @Root() root: AssociationDashboardType,
    @Ctx() { services }: GraphQLContext,
  ): Promise<AssociationStatisticsType> {
    return services.associations.statistics(root.associationId);
  }

  @FieldResolver(() => [VolunteerType], {
    description: 'First accepted volunteers (administrators first), at most `first` (default 4)',
  })
  async volunteers(
    @Root() root: AssociationDashboardType,
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 4 }) first: number,
  ): Promise<VolunteerType[]> {
    return VolunteerType.fromList(
      await services.memberships.list(user.id, root.associationId, 'accepted', null, first),
    );
  }

  /**
   * Permission is checked when the subscription starts and again for every event.
   * `@Authorized()` also guards the subscribing, which runs before any parameter decorator.
   */
  @Authorized()
  @Subscription(() => DashboardCountersType, {
    description: 'Administrators of the association only: live dashboard counters',
    subscribe: async ({ args, context }) => {
      const { services } = context as GraphQLContext;
      const user = signedInUser(context as GraphQLContext);
      await services.associations.assertCanManage(user.id, args.associationId as number);
      return services.pubSub.subscribe(Topic.DashboardCounters, args.associationId as number);
    },
  })
  async associationDashboardCounters(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('associationId', () => Int) associationId: number,
  ): Promise<DashboardCountersType> {
    await services.associations.assertCanManage(user.id, associationId);
    return services.associations.counters(associationId);
  }
}
