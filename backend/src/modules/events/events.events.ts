import type { Shift } from '../shifts/shift.entity';
import type { Event } from './event.entity';

/**
 * What happens to events (platform/domain-events.ts), recorded by EventsService in the write's
 * transaction. Change notices, reminders, cancellations and live pages react in processors.
 */
declare module '../../platform/domain-events' {
  interface DomainEventMap {
    /** An administrator saved the edit form: the event and its shifts before and after. */
    EventEdited: {
      before: { event: Event; shifts: Shift[] };
      after: { event: Event; shifts: Map<number, EditedShift> };
    };
    /** Shifts whose start moved (their reminders move with them). */
    ShiftsMoved: { eventId: number; shiftIds: number[] };
    /**
     * The event is about to be deleted, or was archived: its shifts ahead are cancelled. Recorded
     * before a delete, while its sign-ups can still be read.
     */
    EventCancelled: { event: Event; reason: 'deleted' | 'archived' };
  }
}

/** A shift's times as the edit form left them. */
export interface EditedShift {
  startDate: Date;
  endDate: Date;
}
