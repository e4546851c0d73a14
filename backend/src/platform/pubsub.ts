import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { setMaxListeners } from 'node:events';
import type Redis from 'ioredis';

/**
 * Typed topics of the live features. In-process by default; with REDIS_URL the events travel
 * through Redis so a subscriber on one instance sees a mutation made on another.
 */
export enum Topic {
  UnreadCount = 'UNREAD_COUNT',
  DashboardCounters = 'DASHBOARD_COUNTERS',
  EventShifts = 'EVENT_SHIFTS',
  NotificationReceived = 'NOTIFICATION_RECEIVED',
  UnreadQuestionCount = 'UNREAD_QUESTION_COUNT',
  SessionsEnded = 'SESSIONS_ENDED',
  ShiftWaitlist = 'SHIFT_WAITLIST',
  ShiftAttendance = 'SHIFT_ATTENDANCE',
}

export type PubSubTopics = {
  /** topic id: the user whose unread count changed */
  [Topic.UnreadCount]: [userId: number, payload: { userId: number }];
  /** topic id: the association whose pending requests (volunteers, shifts, questions) changed */
  [Topic.DashboardCounters]: [associationId: number, payload: { associationId: number }];
  /** topic id: the event one of whose shifts changed (places, sign-ups) */
  [Topic.EventShifts]: [eventId: number, payload: { eventId: number; shiftId: number }];
  /** topic id: the recipient of a new notification */
  [Topic.NotificationReceived]: [userId: number, payload: { notificationId: number }];
  /** topic id: the association whose unread questions changed (a question arrived or was read) */
  [Topic.UnreadQuestionCount]: [associationId: number, payload: { associationId: number }];
  /** topic id: the shift whose queue changed (joined, left, offered, answered, expired) */
  [Topic.ShiftWaitlist]: [shiftId: number, payload: { shiftId: number }];
  /** topic id: the shift whose attendance changed (check-in, check-out, correction, confirmation) */
  [Topic.ShiftAttendance]: [shiftId: number, payload: { shiftId: number }];
  /** no topic id: every instance listens once and closes the ended sessions' sockets */
  [Topic.SessionsEnded]: [payload: { userId: number; sessionIds: string[] }];
};

export type AppPubSub = PubSub<PubSubTopics>;

export function createAppPubSub(redis?: { publish: Redis; subscribe: Redis }): AppPubSub {
  if (!redis) {
    // one listener per open subscription (a thousand viewers of one event page are normal), so
    // Node's leak warning at 10 listeners would only be noise
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return createPubSub<PubSubTopics>({ eventTarget });
  }
  return createPubSub<PubSubTopics>({
    eventTarget: createRedisEventTarget({
      publishClient: redis.publish,
      subscribeClient: redis.subscribe,
    }),
  });
}

/**
 * Closes one Redis connection at shutdown: QUIT lets queued commands (a publish) go out first;
 * when Redis does not answer in time (down, or reconnecting) the socket is dropped, so that no
 * connection — the subscriber's least of all — keeps the process alive.
 */
export async function closeRedis(client: Redis, timeoutMs = 1000): Promise<void> {
  if (client.status !== 'end') {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      client.quit().catch(() => undefined),
      new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
  }
  client.disconnect();
}
