import type { Processors } from '../../platform/domain-events';
import type { Live } from '../../platform/live';
import type {} from './events.events';

/** The open pages of an edited event re-read its shifts; a cancellation moves the counters. */
export function eventProcessors(processors: Processors, live: Live): void {
  processors
    .afterCommit('EventEdited', ({ before }) => {
      for (const shift of before.shifts) live.shiftChanged(before.event.id, shift.id);
    })
    .afterCommit('EventCancelled', ({ event }) => live.countersChanged(event.associationId));
}
