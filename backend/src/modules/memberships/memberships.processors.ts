import type { Processors } from '../../platform/domain-events';
import type { Live } from '../../platform/live';
import type {} from '../auth/auth.events';
import type {} from './memberships.events';
import type { MembershipsService } from './memberships.service';

/** The administrators' dashboards count pending requests: each change moves them live. */
export function membershipProcessors(processors: Processors, live: Live): void {
  const changed = ({ associationId }: { associationId: number }) =>
    live.countersChanged(associationId);
  processors
    .afterCommit('VolunteerRequested', changed)
    .afterCommit('MembershipDecided', changed)
    .afterCommit('MembershipEnded', changed);
}

/** The associations chosen on the registration form are asked in its transaction. */
export function registrationProcessors(
  processors: Processors,
  memberships: MembershipsService,
): void {
  processors.inTransaction('AccountRegistered', async (tx, { userId, followAssociationIds }) => {
    await memberships.requestInTransaction(tx, userId, followAssociationIds);
  });
}
