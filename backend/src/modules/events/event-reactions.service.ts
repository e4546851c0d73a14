import type { DataSource } from 'typeorm';
import type { EventQueriesService } from './event-queries.service';
import { EventLike } from './event-like.entity';
import { EventView } from './event-view.entity';
import type { Event } from './event.entity';

/** Likes and page views: anyone who may see the event may react to it (events.policy). */
export class EventReactionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queries: EventQueriesService,
  ) {}

  async like(userId: number, eventId: number): Promise<Event> {
    const event = await this.queries.requireVisible(userId, eventId);
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(EventLike)
      .values({ eventId, userId })
      .orIgnore()
      .execute();
    return event;
  }

  async unlike(userId: number, eventId: number): Promise<Event> {
    const event = await this.queries.requireVisible(userId, eventId);
    await this.dataSource.getRepository(EventLike).delete({ eventId, userId });
    return event;
  }

  async recordView(userId: number | null, eventId: number): Promise<void> {
    if (userId !== null) await this.queries.requireVisible(userId, eventId);
    await this.dataSource.getRepository(EventView).insert({ eventId, userId });
  }
}

declare module '../../platform/services' {
  interface Services {
    eventReactions: EventReactionsService;
  }
}
