import type { Action } from '../../common/policy/authorize';
import { canManageAssociation, canSeeVolunteerContacts } from '../associations/associations.policy';
import type { Membership } from './membership.entity';

/**
 * Named permissions on one person's place in an association (docs/architecture.md, "Who may do
 * what"), built on the associations policy and so on the viewer's memberships. The subject is the
 * membership: whose it is and of which association. Lists of volunteers are the association's
 * (`canManageAssociation`, `canSeeVolunteerContacts`).
 */
export type MembershipRef = Pick<Membership, 'userId' | 'associationId'>;

/** Decide a request, change the roles: the association's administrators. */
export const canManageMembership: Action<MembershipRef> = (viewer, membership) =>
  canManageAssociation(viewer, membership.associationId);

/** Remove it: an administrator anyone's; a person their own (that is leaving). */
export const canRemoveMembership: Action<MembershipRef> = (viewer, membership) =>
  membership.userId === viewer.id || canManageAssociation(viewer, membership.associationId);

/** See its phone and e-mail (spec §6): the association's administrators, and the person. */
export const canSeeMembershipContacts: Action<MembershipRef> = (viewer, membership) =>
  membership.userId === viewer.id || canSeeVolunteerContacts(viewer, membership.associationId);
