import type { Action } from '../../common/policy/authorize';
import * as accessLog from '../../modules/access-log/access-log.policy';
import * as associations from '../../modules/associations/associations.policy';
import * as attendance from '../../modules/attendance/attendance.policy';
import * as calendar from '../../modules/calendar/calendar.policy';
import * as devices from '../../modules/devices/devices.policy';
import * as events from '../../modules/events/events.policy';
import * as memberships from '../../modules/memberships/memberships.policy';
import * as notifications from '../../modules/notifications/notifications.policy';
import * as questions from '../../modules/questions/questions.policy';
import * as register from '../../modules/register/register.policy';
import * as shifts from '../../modules/shifts/shifts.policy';
import * as waitlist from '../../modules/waitlist/waitlist.policy';
import { ASSOCIATION, associationRoles } from './roles';

/**
 * Every action of every policy refuses someone it must refuse, and grants the one it must grant:
 * one case each here, beside the detailed tests of each policy file. Found by what the policy
 * modules export, not by a name in a file: a new `can*` action without its case here fails.
 */
const POLICY_MODULES = {
  accessLog,
  associations,
  attendance,
  calendar,
  devices,
  events,
  memberships,
  notifications,
  questions,
  register,
  shifts,
  waitlist,
};

const p = associationRoles();
const privateEvent = { associationId: ASSOCIATION, isPublic: false };
const membershipOf = (userId: number) => ({ userId, associationId: ASSOCIATION });

/** action → [a viewer it refuses, a viewer it grants, the subject]. */
const CASES: Record<string, [refused: unknown, granted: unknown, subject: unknown]> = {
  canManageAssociation: [p.volunteer, p.admin, ASSOCIATION],
  canSeeVolunteerContacts: [p.volunteer, p.admin, ASSOCIATION],
  canSeeAssociationPrivateContent: [p.pending, p.volunteer, ASSOCIATION],
  canSeeAssociationLegalData: [p.volunteer, p.admin, ASSOCIATION],
  canSeeAssociationCalendar: [p.volunteer, p.admin, ASSOCIATION],
  canUseAssociationCalendarFeed: [p.otherAdmin, p.admin, ASSOCIATION],
  canManageDevice: [p.stranger, p.admin, { userId: p.admin.id }],
  canSeeEvent: [p.rejected, p.volunteer, privateEvent],
  canManageEvent: [p.volunteer, p.admin, privateEvent],
  canManageMembership: [p.volunteer, p.admin, membershipOf(p.stranger.id)],
  canRemoveMembership: [p.volunteer, p.admin, membershipOf(p.stranger.id)],
  canSeeMembershipContacts: [p.volunteer, p.admin, membershipOf(p.stranger.id)],
  canSendNotification: [p.pendingAdmin, p.admin, ASSOCIATION],
  canSeeSentNotifications: [p.volunteer, p.admin, ASSOCIATION],
  canReadNotification: [p.admin, p.volunteer, { userId: p.volunteer.id }],
  canReadQuestions: [p.volunteer, p.admin, ASSOCIATION],
  canAnswerQuestion: [p.otherAdmin, p.admin, { associationId: ASSOCIATION }],
  canSeeSignUpContacts: [p.volunteer, p.admin, ASSOCIATION],
  canSeeWaitlist: [p.volunteer, p.admin, ASSOCIATION],
  canRemoveFromWaitlist: [p.otherAdmin, p.admin, ASSOCIATION],
  // issue 22: only the person of an accepted sign-up checks in; the rest is the administrators'
  canCheckIn: [p.admin, p.volunteer, { userId: p.volunteer.id, status: 'accepted' }],
  canTakeAttendance: [p.volunteer, p.admin, ASSOCIATION],
  canSeeVolunteerHours: [p.otherAdmin, p.admin, ASSOCIATION],
  canRevokeHoursStatement: [p.volunteer, p.admin, ASSOCIATION],
  canReadRegister: [p.volunteer, p.admin, ASSOCIATION],
  canWriteRegister: [p.otherAdmin, p.admin, ASSOCIATION],
  // who downloaded what (issue 31): a volunteer of the association is refused
  canReadAccessLog: [p.volunteer, p.admin, ASSOCIATION],
  canSignUpToShift: [
    p.pending,
    p.volunteer,
    { shift: { openSubscription: false }, event: { isPublic: true, associationId: ASSOCIATION } },
  ],
};

const actions = Object.entries(POLICY_MODULES).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => /^can[A-Z]/.test(name) && typeof value === 'function')
    .map(([name, action]) => ({ module, name, action: action as Action<unknown> })),
);

describe('every policy action refuses and grants as it must', () => {
  it('finds the actions of every policy module', () => {
    expect(actions.length).toBeGreaterThanOrEqual(Object.keys(CASES).length);
  });

  it('every action has its case (a new one needs a line in CASES)', () => {
    const missing = actions.filter((a) => !(a.name in CASES)).map((a) => `${a.module}.${a.name}`);
    const stale = Object.keys(CASES).filter((name) => !actions.some((a) => a.name === name));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it.each(actions.map((a) => [`${a.module}.${a.name}`, a] as const))('%s', (_label, a) => {
    const [refused, granted, subject] = CASES[a.name];
    expect(a.action(refused as never, subject)).toBe(false);
    expect(a.action(granted as never, subject)).toBe(true);
  });
});
