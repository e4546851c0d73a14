import { conflict } from '../../common/app-error';
import { authorize } from '../../common/policy/authorize';
import { SHIFT_ERRORS } from '../../modules/shifts/shifts.errors';
import { canSeeSignUpContacts, canSignUpToShift } from '../../modules/shifts/shifts.policy';
import { ASSOCIATION, associationRoles, thrown } from './roles';

/**
 * The shifts policy: who may ask for a place and who sees the people behind the sign-ups
 * (spec §6 privacy). Its SQL twin is held to it in test/events/visibility-twin.spec.ts.
 */
const shiftOf = (isPublic: boolean, openSubscription: boolean) => ({
  shift: { openSubscription },
  event: { isPublic, associationId: ASSOCIATION },
});

describe('canSeeSignUpContacts', () => {
  it("phone, e-mail and waiting list: the association's administrators only", () => {
    const p = associationRoles();
    expect(canSeeSignUpContacts(p.stranger, ASSOCIATION)).toBe(false);
    expect(canSeeSignUpContacts(p.pending, ASSOCIATION)).toBe(false);
    expect(canSeeSignUpContacts(p.pendingAdmin, ASSOCIATION)).toBe(false);
    expect(canSeeSignUpContacts(p.volunteer, ASSOCIATION)).toBe(false);
    expect(canSeeSignUpContacts(p.otherAdmin, ASSOCIATION)).toBe(false);
    expect(canSeeSignUpContacts(p.admin, ASSOCIATION)).toBe(true);
  });
});

describe('canSignUpToShift', () => {
  it("a shift closed to outsiders: the association's accepted volunteers only", () => {
    const p = associationRoles();
    const subject = shiftOf(true, false);
    expect(canSignUpToShift(p.stranger, subject)).toBe(false);
    expect(canSignUpToShift(p.pending, subject)).toBe(false);
    expect(canSignUpToShift(p.volunteer, subject)).toBe(true);
    expect(canSignUpToShift(p.admin, subject)).toBe(true);
  });

  it('open subscription lets outsiders in on a public event only', () => {
    const p = associationRoles();
    expect(canSignUpToShift(p.stranger, shiftOf(true, true))).toBe(true);
    expect(canSignUpToShift(p.stranger, shiftOf(false, true))).toBe(false);
    expect(canSignUpToShift(p.volunteer, shiftOf(false, true))).toBe(true);
  });

  it('refused through authorize with the 409 the shifts service throws (joining changes it)', () => {
    const p = associationRoles();
    expect(
      thrown(() =>
        authorize(p.stranger, canSignUpToShift, shiftOf(true, false), () =>
          conflict(SHIFT_ERRORS.notAllowed),
        ),
      ),
    ).toMatchObject({ code: 'CONFLICT', key: SHIFT_ERRORS.notAllowed });
    expect(thrown(() => authorize(p.volunteer, canSeeSignUpContacts, ASSOCIATION))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
