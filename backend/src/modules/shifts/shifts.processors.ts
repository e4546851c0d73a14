import type { Processors } from '../../platform/domain-events';
import type { Live } from '../../platform/live';
import type {} from '../memberships/memberships.events';
import type {} from '../users/users.events';
import type { ShiftsService } from './shifts.service';
import type { ShiftFacts } from './shifts.events';

/**
 * Shifts react to people going (their sign-ups the rule no longer allows are released, places
 * given back) and keep the shift pages and the administrators' counters live after each commit.
 */
export function shiftProcessors(processors: Processors, shifts: ShiftsService, live: Live): void {
  const changed = ({ shift }: { shift: ShiftFacts }) => {
    live.shiftChanged(shift.eventId, shift.shiftId);
    live.countersChanged(shift.associationId);
  };
  processors
    .inTransaction('MembershipEnded', (tx, ended) => shifts.withdrawOnMembershipEnded(tx, ended))
    .inTransaction('AccountDeleting', (tx, { userId }) =>
      shifts.withdrawOnAccountDeleting(tx, userId),
    )
    .afterCommit('SignUpRequested', changed)
    .afterCommit('SignUpDecided', changed)
    .afterCommit('SignUpReleased', changed)
    .afterCommit('ShiftDeleting', ({ shift }) => live.countersChanged(shift.associationId));
}
