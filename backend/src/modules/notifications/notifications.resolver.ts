import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { notFound } from '../../common/app-error';
import { ConnectionArgs, type ConnectionArgsOf } from '../../common/paging/connection.args';
import type { Viewer } from '../../common/policy/viewer';
import { freshLoaders, type GraphQLContext } from '../../graphql/context';
import { CurrentUser, CurrentViewer, signedInUser } from '../../graphql/current-user';
import { Topic } from '../../platform/pubsub';
import type { AuthUser } from '../auth/auth.types';
import { NotificationIdInput, SendNotificationInput } from './dto/notification.inputs';
import {
  NotificationConnection,
  NotificationType,
  SentNotificationConnection,
  SentNotificationType,
} from './dto/notification.type';
import { NOTIFICATION_ERRORS } from './notifications.errors';
import { newestCursor } from './notifications.service';
import { connectionOf } from '../../common/dto/connection.type';

const ListArgs = ConnectionArgs(20);

@Resolver()
export class NotificationsResolver {
  @Query(() => Int, { description: 'Unread notifications of the signed-in user' })
  async unreadNotificationCount(
    @CurrentUser() user: AuthUser,
    @Ctx() { loaders }: GraphQLContext,
  ): Promise<number> {
    // read with the frame's profile in one statement (users.loaders `viewerShell`)
    return (await loaders.viewerShell.load(user.id))?.unreadNotifications ?? 0;
  }

  @Query(() => NotificationConnection, {
    description:
      "The signed-in user's notifications, newest first; search on title, body, association",
  })
  async notifications(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Args(() => ListArgs) args: ConnectionArgsOf,
  ): Promise<NotificationConnection> {
    return connectionOf(
      await services.notifications.list(user.id, args),
      (row) => NotificationType.from(row),
      newestCursor,
    );
  }

  @Query(() => NotificationType, {
    nullable: true,
    description: "One of the signed-in user's notifications; null when missing or someone else's",
  })
  async notification(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<NotificationType | null> {
    const row = await services.notifications.get(user.id, id);
    return row ? NotificationType.from(row) : null;
  }

  @Query(() => SentNotificationConnection, {
    description:
      'Administrators only: what the association sent, newest first ("Notifiche inviate")',
  })
  async sentNotifications(
    @CurrentViewer() viewer: Viewer,
    @Ctx() { services }: GraphQLContext,
    @Arg('associationId', () => Int) associationId: number,
    @Args(() => ListArgs) args: ConnectionArgsOf,
  ): Promise<SentNotificationConnection> {
    return connectionOf(
      await services.notifications.sent(viewer, associationId, args),
      (row) => SentNotificationType.from(row),
      newestCursor,
    );
  }

  @Mutation(() => NotificationType, { description: 'Opening a notification marks it displayed' })
  async markNotificationDisplayed(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => NotificationIdInput) input: NotificationIdInput,
  ): Promise<NotificationType> {
    return NotificationType.from(
      await services.notifications.markDisplayed(user.id, input.notificationId),
    );
  }

  @Mutation(() => Int, {
    description:
      "Marks all of the signed-in user's notifications displayed; returns how many were unread",
  })
  markAllNotificationsDisplayed(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
  ): Promise<number> {
    return services.notifications.markAllDisplayed(user.id);
  }

  @Mutation(() => SentNotificationType, {
    description:
      'Administrators only: sends to the chosen accepted volunteers of the association (others are skipped)',
  })
  async sendNotification(
    @CurrentUser() user: AuthUser,
    @Ctx() { services }: GraphQLContext,
    @Arg('input', () => SendNotificationInput) input: SendNotificationInput,
  ): Promise<SentNotificationType> {
    return SentNotificationType.from(await services.notifications.send(user.id, input));
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

  /** The caller's own new notifications (their own topic; read again as the recipient). */
  @Authorized()
  @Subscription(() => NotificationType, {
    name: 'notificationReceived',
    description: "The signed-in user's new notifications",
    topics: Topic.NotificationReceived,
    topicId: ({ context }: { context: GraphQLContext }) => signedInUser(context).id,
  })
  async notificationReceived(
    @Root() payload: { notificationId: number },
    @CurrentUser() user: AuthUser,
    @Ctx() context: GraphQLContext,
  ): Promise<NotificationType> {
    freshLoaders(context);
    const row = await context.services.notifications.get(user.id, payload.notificationId);
    if (!row) throw notFound(NOTIFICATION_ERRORS.notFound);
    return NotificationType.from(row);
  }
}
