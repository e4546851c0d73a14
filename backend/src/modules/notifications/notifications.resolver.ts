import { Authorized, Ctx, Int, Query, Resolver, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Topic } from '../../graphql/pubsub';

@Resolver()
export class NotificationsResolver {
  @Authorized()
  @Query(() => Int, { description: 'Unread notifications of the signed-in user' })
  unreadNotificationCount(@Ctx() { services, user }: GraphQLContext): Promise<number> {
    return services.notifications.unreadCount(user!.id);
  }

  /** Each connection listens only to its own user's topic, so nobody sees another's badge. */
  @Authorized()
  @Subscription(() => Int, {
    name: 'unreadNotificationCount',
    topics: Topic.UnreadCount,
    topicId: ({ context }: { context: GraphQLContext }) => context.user!.id,
  })
  unreadNotificationCountChanged(@Ctx() { services, user }: GraphQLContext): Promise<number> {
    return services.notifications.unreadCount(user!.id);
  }
}
