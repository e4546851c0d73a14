import type { ShiftFacts } from '../shifts/shifts.events';

/** What the reminders record (platform/domain-events.ts), in the `shift-reminder` job. */
declare module '../../platform/domain-events' {
  interface DomainEventMap {
    /**
     * A reminder is due (once per volunteer, shift and offset; shift_reminder_sent has its row in
     * the same transaction): the notices processor tells the volunteer.
     */
    ReminderDue: {
      userId: number;
      offsetSeconds: number;
      shift: ShiftFacts & { address: string };
    };
  }
}
