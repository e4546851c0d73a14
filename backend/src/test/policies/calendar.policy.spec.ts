import { authorize, can } from '../../common/policy/authorize';
import { canSeeAssociationCalendar } from '../../modules/calendar/calendar.policy';
import { associationRoles, policyDatabase } from './roles';

/** The calendar policy asked directly: an association's calendar is a management screen. */
const db = policyDatabase();

describe('canSeeAssociationCalendar', () => {
  it('refuses a stranger and a plain volunteer; grants an administrator', async () => {
    const { association, admin, volunteer, pending, stranger } = await associationRoles(db.app);
    expect(await can(db.em, stranger.id, canSeeAssociationCalendar, association.id)).toBe(false);
    expect(await can(db.em, pending.id, canSeeAssociationCalendar, association.id)).toBe(false);
    expect(await can(db.em, volunteer.id, canSeeAssociationCalendar, association.id)).toBe(false);
    expect(await can(db.em, admin.id, canSeeAssociationCalendar, association.id)).toBe(true);
    await expect(
      authorize(db.em, volunteer.id, canSeeAssociationCalendar, association.id),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
