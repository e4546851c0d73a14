import type { Processors } from '../../platform/domain-events';
import type { Live } from '../../platform/live';
import type {} from '../events/events.events';
import type {} from '../memberships/memberships.events';
import type { ShiftFacts } from '../shifts/shifts.events';
import type {} from '../users/users.events';
import type {} from './waitlist.events';
import type { WaitlistService } from './waitlist.service';

/**
 * The waitlist reacts to every way a place frees, in the transaction that freed it (so one freed
 * place makes exactly one offer, or none): a sign-up released or a request from the waitlist
 * rejected (PlaceFreed), places raised by an edit (EventEdited), shifts moved (ShiftsMoved: an
 * offer never outlives the start). People who go lose their place in the queues (MembershipEnded,
 * AccountDeleting); an archived event closes its queues. After each commit the shift's pages,
 * the queue and the administrators' counters are live.
 *
 * Registered before the shifts' processors: when someone leaves, their own entries go before their
 * released sign-ups free places, so no place is offered to the person leaving.
 */
export function waitlistProcessors(
  processors: Processors,
  waitlist: WaitlistService,
  live: Live,
): void {
  const changed = ({ shift }: { shift: ShiftFacts }) => {
    live.shiftChanged(shift.eventId, shift.shiftId);
    live.waitlistChanged(shift.shiftId);
    live.countersChanged(shift.associationId);
  };
  processors
    .inTransaction('MembershipEnded', (tx, ended) => waitlist.leaveOnMembershipEnded(tx, ended))
    .inTransaction('AccountDeleting', (tx, { userId }) =>
      waitlist.leaveOnAccountDeleting(tx, userId),
    )
    .inTransaction('PlaceFreed', (tx, { shift }) => waitlist.fill(tx, shift.shiftId))
    .inTransaction('EventEdited', (tx, { before }) =>
      waitlist.fillShifts(
        tx,
        before.shifts.map((s) => s.id),
      ),
    )
    .inTransaction('ShiftsMoved', (tx, { shiftIds }) => waitlist.followMovedShifts(tx, shiftIds))
    .inTransaction('EventCancelled', async (tx, { event, reason }) => {
      // a deleted event's entries go with its shifts (ON DELETE CASCADE)
      if (reason === 'archived') await waitlist.closeForArchivedEvent(tx, event.id);
    })
    .afterCommit('WaitlistJoined', changed)
    .afterCommit('WaitlistLeft', changed)
    .afterCommit('WaitlistOffered', changed)
    // an accepted offer is a sign-up, whose SignUpRequested (and SignUpDecided, accepted at once)
    // already publish the shift and the counters (shifts.processors.ts): only the queue is left
    .afterCommit('WaitlistOfferAnswered', (answered) =>
      answered.accepted ? live.waitlistChanged(answered.shift.shiftId) : changed(answered),
    )
    .afterCommit('WaitlistOfferExpired', changed);
}
