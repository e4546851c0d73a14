import type { DataSource } from 'typeorm';
import { Topic, type AppPubSub } from '../../graphql/pubsub';
import { Notification } from './notification.entity';

export class NotificationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pubSub: AppPubSub,
  ) {}

  unreadCount(userId: number): Promise<number> {
    return this.dataSource.getRepository(Notification).countBy({ userId, displayed: false });
  }

  /** Tells every open session of these users that their badge changed. */
  publishUnreadChanged(userIds: number[]): void {
    for (const userId of new Set(userIds))
      this.pubSub.publish(Topic.UnreadCount, userId, { userId });
  }
}
