import type { Action } from '../../common/policy/authorize';
import { roleIn } from '../../common/policy/viewer';

/**
 * Named permissions of the access log (issue 31). The log says which administrator downloaded
 * the association's personal data and when: its administrators read it (they answer for the
 * processing, GDPR art. 5(2)), nobody else — it names people and what they looked at.
 */

/** Read the association's access log (association id). */
export const canReadAccessLog: Action<number> = (viewer, associationId) =>
  roleIn(viewer, associationId) === 'admin';
