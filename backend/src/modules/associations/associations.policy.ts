import type { Action } from '../../common/policy/authorize';
import { roleIn } from '../../common/policy/viewer';

/**
 * Named permissions of the associations domain (docs/architecture.md, "Who may do what").
 * "Administrator" is the only permission: a volunteer is a label. The subject is the association's
 * id. Services call these through `authorize(viewer, action, associationId)`; presenters read them
 * through a service.
 */

/** Edit the association, decide requests, change roles, remove volunteers, read statistics. */
export const canManageAssociation: Action<number> = (viewer, associationId) =>
  roleIn(viewer, associationId) === 'admin';

/** See volunteers' phone and e-mail (spec §6 privacy): the association's administrators only. */
export const canSeeVolunteerContacts: Action<number> = (viewer, associationId) =>
  roleIn(viewer, associationId) === 'admin';

/**
 * See the association's codice fiscale and RUNTS number (docs/register.md): its administrators,
 * who keep its register. Not secret for an entity (the RUNTS publishes them), but a sole person's
 * code is personal data, and no other screen uses them: the answers of everyone else stay as
 * they were.
 */
export const canSeeAssociationLegalData: Action<number> = (viewer, associationId) =>
  roleIn(viewer, associationId) === 'admin';

/** Belongs to the association: sees its private events and their photos. */
export const canSeeAssociationPrivateContent: Action<number> = (viewer, associationId) =>
  roleIn(viewer, associationId) !== undefined;
