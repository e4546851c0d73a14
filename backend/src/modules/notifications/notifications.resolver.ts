import { Authorized, Ctx, Int, Query, Resolver, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { CurrentUser, signedInUser } from '../../graphql/current-user';
import { Topic } from '../../graphql/pubsub';
import type { AuthUser } from '../auth/auth.service';

@Resolver()
export class NotificationsResolver {
  @Query(() => Int, { description: 'Unread notifications of the signed-in user' })
  unreadNotificationCount(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
  ): Promise<number> {
    return services.notifications.unreadCount(user.id);
  }

  /**
   * Each connection listens only to its own user's topic, so nobody sees another's badge.
   * `@Authorized()` also guards the subscribing, which runs before any parameter decorator.
   */
  @Authorized()
  @Subscription(() => Int, {
    name: 'unreadNotificationCount',
    topics: Topic.UnreadCount,
    topicId: ({ context }: { context: GraphQLContext }) => signedInUser(context).id,
  })
  unreadNotificationCountChanged(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
  ): Promise<number> {
    return services.notifications.unreadCount(user.id);
  }
}
