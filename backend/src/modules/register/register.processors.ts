import type { Processors } from '../../platform/domain-events';
import type {} from '../memberships/memberships.events';
import type {} from '../users/users.events';
import type { RegisterService } from './register.service';

/**
 * The register records the end date when a person stops being a volunteer of the association
 * (issue 23): they left or were removed (MembershipEnded), or their account is being deleted
 * (AccountDeleting, before the cascade drops the memberships). Both run in the transaction that
 * ends the membership, so the end is recorded exactly when the membership goes, or not at all.
 */
export function volunteerRegisterProcessors(
  processors: Processors,
  register: RegisterService,
): void {
  processors
    .inTransaction('MembershipEnded', (tx, ended) => register.endOnMembershipEnded(tx, ended))
    .inTransaction('AccountDeleting', (tx, { userId }) => register.endOnAccountDeleting(tx, userId))
    // the register follows the person (issue 31): the administrators are told, nothing changes
    .inTransaction('RegisterDataChanged', (tx, { userId }) =>
      register.correctionsDueOnProfileChange(tx, userId),
    );
}
