import { conflict } from '../../common/app-error';
import { authorize, can } from '../../common/policy/authorize';
import { SHIFT_ERRORS } from '../../modules/shifts/shifts.errors';
import {
  canSeeSignUpContacts,
  canSignUpToShift,
  signUpAllowedSql,
  signUpContactsVisibleIn,
} from '../../modules/shifts/shifts.policy';
import { buildAssociation, buildEvent, buildMembership, buildShift } from '../factories';
import { associationRoles, policyDatabase } from './roles';

/**
 * The shifts policy asked directly, against a real database: who may ask for a place and who
 * sees the people behind the sign-ups (spec §6 privacy).
 */
const db = policyDatabase();
const people = () => associationRoles(db.app);

async function shiftOf(associationId: number, isPublic: boolean, openSubscription: boolean) {
  const event = await buildEvent(db.app, { associationId, isPublic });
  const shift = await buildShift(db.app, { eventId: event.id, openSubscription });
  return { shift, event };
}

describe('canSeeSignUpContacts', () => {
  it("phone, e-mail and waiting list: the association's administrators only", async () => {
    const p = await people();
    expect(await can(db.em, p.stranger.id, canSeeSignUpContacts, p.association.id)).toBe(false);
    expect(await can(db.em, p.pending.id, canSeeSignUpContacts, p.association.id)).toBe(false);
    expect(await can(db.em, p.volunteer.id, canSeeSignUpContacts, p.association.id)).toBe(false);
    expect(await can(db.em, p.admin.id, canSeeSignUpContacts, p.association.id)).toBe(true);
  });

  it('answers a page of associations at once, with the same rule', async () => {
    const p = await people();
    const other = await buildAssociation(db.app);
    await buildMembership(db.app, { userId: p.admin.id, associationId: other.id });
    const ids = [p.association.id, other.id];
    expect([...(await signUpContactsVisibleIn(db.em, p.admin.id, ids))]).toEqual([
      p.association.id,
    ]);
    expect((await signUpContactsVisibleIn(db.em, p.volunteer.id, ids)).size).toBe(0);
    expect((await signUpContactsVisibleIn(db.em, p.stranger.id, ids)).size).toBe(0);
    expect((await signUpContactsVisibleIn(db.em, p.admin.id, [])).size).toBe(0);
  });
});

describe('canSignUpToShift', () => {
  it("a shift closed to outsiders: the association's accepted volunteers only", async () => {
    const p = await people();
    const subject = await shiftOf(p.association.id, true, false);
    expect(await can(db.em, p.stranger.id, canSignUpToShift, subject)).toBe(false);
    expect(await can(db.em, p.pending.id, canSignUpToShift, subject)).toBe(false);
    expect(await can(db.em, p.volunteer.id, canSignUpToShift, subject)).toBe(true);
    expect(await can(db.em, p.admin.id, canSignUpToShift, subject)).toBe(true);
  });

  it('open subscription lets outsiders in on a public event only', async () => {
    const p = await people();
    const open = await shiftOf(p.association.id, true, true);
    expect(await can(db.em, p.stranger.id, canSignUpToShift, open)).toBe(true);
    const privateOpen = await shiftOf(p.association.id, false, true);
    expect(await can(db.em, p.stranger.id, canSignUpToShift, privateOpen)).toBe(false);
    expect(await can(db.em, p.volunteer.id, canSignUpToShift, privateOpen)).toBe(true);
  });

  it('refused through authorize with the 409 the shifts service throws (joining changes it)', async () => {
    const p = await people();
    const subject = await shiftOf(p.association.id, true, false);
    await expect(
      authorize(db.em, p.stranger.id, canSignUpToShift, subject, () =>
        conflict(SHIFT_ERRORS.notAllowed),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', key: SHIFT_ERRORS.notAllowed });
    await expect(
      authorize(db.em, p.volunteer.id, canSeeSignUpContacts, p.association.id),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('signUpAllowedSql, the SQL twin leaving asks (issue 17)', () => {
  it('agrees with canSignUpToShift for every role and every kind of shift', async () => {
    const p = await people();
    const shifts = [
      await shiftOf(p.association.id, true, false),
      await shiftOf(p.association.id, true, true),
      await shiftOf(p.association.id, false, false),
      await shiftOf(p.association.id, false, true),
    ];
    for (const user of [p.stranger, p.pending, p.volunteer, p.admin])
      for (const subject of shifts) {
        const [{ allowed }]: { allowed: boolean }[] = await db.em.query(
          `SELECT ${signUpAllowedSql('s', 'e', '$1')} AS allowed
             FROM shift s JOIN event e ON e.id = s.event_id WHERE s.id = $2`,
          [user.id, subject.shift.id],
        );
        expect(allowed).toBe(await can(db.em, user.id, canSignUpToShift, subject));
      }
  });
});
