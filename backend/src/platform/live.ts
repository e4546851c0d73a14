import { Topic, type AppPubSub } from './pubsub';

/** Notifications written by a transaction: their ids and, in the same order, their recipients. */
export interface Delivered {
  ids: number[];
  userIds: number[];
}

/**
 * The live publishes, named for what changed: what the after-commit processors and the few
 * services that publish their own topic call, so that no domain spells a topic's payload.
 * Publishing is fire-and-forget: a subscriber that misses one reads afresh on the next.
 */
export class Live {
  constructor(readonly pubSub: AppPubSub) {}

  /** One of the event's shifts changed (places, sign-ups): its open pages re-read it. */
  shiftChanged(eventId: number, shiftId: number): void {
    this.pubSub.publish(Topic.EventShifts, eventId, { eventId, shiftId });
  }

  /** A shift's waitlist changed: its administrators' queue view re-reads it. */
  waitlistChanged(shiftId: number): void {
    this.pubSub.publish(Topic.ShiftWaitlist, shiftId, { shiftId });
  }

  /** A shift's attendance changed: its administrators' "Presenze" page re-reads it. */
  attendanceChanged(shiftId: number): void {
    this.pubSub.publish(Topic.ShiftAttendance, shiftId, { shiftId });
  }

  /** A counter of the association's dashboard changed (requests of volunteers, shifts, questions). */
  countersChanged(associationId: number): void {
    this.pubSub.publish(Topic.DashboardCounters, associationId, { associationId });
  }

  /** The association's unread questions changed (and so its dashboard's counter). */
  questionsChanged(associationId: number): void {
    this.pubSub.publish(Topic.UnreadQuestionCount, associationId, { associationId });
    this.countersChanged(associationId);
  }

  /** These people's notification badges changed (notifications read, or new ones). */
  badges(userIds: Iterable<number>): void {
    for (const userId of new Set(userIds))
      this.pubSub.publish(Topic.UnreadCount, userId, { userId });
  }

  /** Each recipient's badge and open lists learn of their new notifications. */
  delivered(...delivered: Delivered[]): void {
    for (const d of delivered) {
      if (!d.ids.length) continue;
      this.badges(d.userIds);
      d.ids.forEach((notificationId, i) =>
        this.pubSub.publish(Topic.NotificationReceived, d.userIds[i], { notificationId }),
      );
    }
  }
}
