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
import type { Viewer } from '../../common/policy/viewer';
import { CurrentViewer, signedInViewer } from '../../graphql/current-user';
import { Topic } from '../../platform/pubsub';
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
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services, loaders }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<AssociationDashboardType> {
    // through the request's loader: the dashboard screens also ask `association(id)`
    const association = await services.associations.requireDashboard(viewer, id, (key) =>
      loaders.associationById.load(key),
    );
    return { association: AssociationType.from(association), associationId: id };
  }

  @FieldResolver(() => DashboardCountersType)
  counters(
    @Root() root: AssociationDashboardType,
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: GraphQLContext,
  ): Promise<DashboardCountersType> {
    return services.associations.counters(viewer, root.associationId);
  }

  @FieldResolver(() => AssociationStatisticsType)
  statistics(
    @Root() root: AssociationDashboardType,
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: GraphQLContext,
  ): Promise<AssociationStatisticsType> {
    return services.associations.statistics(viewer, root.associationId);
  }

  @FieldResolver(() => [VolunteerType], {
    description: 'First accepted volunteers (administrators first), at most `first` (default 4)',
  })
  async volunteers(
    @Root() root: AssociationDashboardType,
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 4 }) first: number,
  ): Promise<VolunteerType[]> {
    return VolunteerType.fromList(
      await services.memberships.list(viewer, root.associationId, 'accepted', null, first),
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
      const viewer = await signedInViewer(context as GraphQLContext);
      services.associations.assertCanManage(viewer, args.associationId as number);
      return services.pubSub.subscribe(Topic.DashboardCounters, args.associationId as number);
    },
  })
  async associationDashboardCounters(
    @Ctx() context: GraphQLContext,
    @Arg('associationId', () => Int) associationId: number,
  ): Promise<DashboardCountersType> {
    // each event asks afresh: an administrator who was removed since stops receiving them
    context.viewer?.forget();
    const viewer = await signedInViewer(context);
    return context.services.associations.counters(viewer, associationId);
  }
}
