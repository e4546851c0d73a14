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
      shift: {
        shiftId: number;
        eventId: number;
        associationId: number;
        eventName: string;
        shiftTitle: string;
        startDate: Date;
        endDate: Date;
        address: string;
      };
    };
  }
}

export {};
