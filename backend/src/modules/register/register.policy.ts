import type { Action } from '../../common/policy/authorize';
import { roleIn } from '../../common/policy/viewer';

/**
 * Named permissions of the register of volunteers (issue 23). The register is the association's
 * legal record and holds personal data (codice fiscale, residence): its administrators keep it
 * and read it, nobody else. A person reads what any register holds about them through their own
 * data (my register associations, the data export), which needs no permission beyond being them.
 */

/** Read the register, its exports, its verification and the insured list (association id). */
export const canReadRegister: Action<number> = (viewer, associationId) =>
  roleIn(viewer, associationId) === 'admin';

/** Enter a volunteer, record an end, make a correction (association id). */
export const canWriteRegister: Action<number> = (viewer, associationId) =>
  roleIn(viewer, associationId) === 'admin';
