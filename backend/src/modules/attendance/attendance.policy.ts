import type { Action } from '../../common/policy/authorize';
import { roleIn } from '../../common/policy/viewer';
import type { SignUpStatus } from '../shifts/sign-up.entity';

/**
 * Named permissions of attendance, hours and statements (issue 22, docs/attendance.md). A
 * volunteer's own hours and statements need no permission beyond being the person (the services
 * read only the caller's rows); what is particular here is who checks in, who keeps a shift's
 * attendance, and who sees the hours of others.
 */

/**
 * Check in to (or out of) a shift: the person of an accepted sign-up on it, nobody else — the
 * code alone is not enough (a photographed code is useless to whoever is not on the shift).
 */
export const canCheckIn: Action<{ userId: number; status: SignUpStatus } | null> = (
  viewer,
  signUp,
) => signUp !== null && signUp.userId === viewer.id && signUp.status === 'accepted';

/**
 * Show a shift's check-in code, see its attendance live, confirm and correct it (its
 * association's id): the association's administrators.
 */
export const canTakeAttendance: Action<number> = (viewer, associationId) =>
  roleIn(viewer, associationId) === 'admin';

/** See every volunteer's hours and statements of an association (its id): its administrators. */
export const canSeeVolunteerHours: Action<number> = (viewer, associationId) =>
  roleIn(viewer, associationId) === 'admin';

/** Revoke a statement of hours (its association's id): the association's administrators. */
export const canRevokeHoursStatement: Action<number> = (viewer, associationId) =>
  roleIn(viewer, associationId) === 'admin';
