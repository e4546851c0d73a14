import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type Redis from 'ioredis';

/**
 * Typed topics of the live features. In-process by default; with REDIS_URL the events travel
 * through Redis so a subscriber on one instance sees a mutation made on another.
 */
export enum Topic {
  UnreadCount = 'UNREAD_COUNT',
  DashboardCounters = 'DASHBOARD_COUNTERS',
  EventShifts = 'EVENT_SHIFTS',
}

export type PubSubTopics = {
  /** topic id: the user whose unread count changed */
  [Topic.UnreadCount]: [userId: number, payload: { userId: number }];
  /** topic id: the association whose pending requests (volunteers, shifts, questions) changed */
  [Topic.DashboardCounters]: [associationId: number, payload: { associationId: number }];
  /** topic id: the event one of whose shifts changed (places, sign-ups) */
  [Topic.EventShifts]: [eventId: number, payload: { eventId: number; shiftId: number }];
};

export type AppPubSub = PubSub<PubSubTopics>;

export function createAppPubSub(redis?: { publish: Redis; subscribe: Redis }): AppPubSub {
  if (!redis) return createPubSub<PubSubTopics>();
  return createPubSub<PubSubTopics>({
    eventTarget: createRedisEventTarget({
      publishClient: redis.publish,
      subscribeClient: redis.subscribe,
    }),
  });
}
