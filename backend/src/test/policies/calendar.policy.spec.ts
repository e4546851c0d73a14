import { authorize, can } from '../../common/policy/authorize';
import {
  canSeeAssociationCalendar,
  canUseAssociationCalendarFeed,
} from '../../modules/calendar/calendar.policy';
import { buildAssociation, buildUser } from '../factories';
import { associationRoles, policyDatabase } from './roles';

/** The calendar policy asked directly: an association's calendar is a management screen. */
const db = policyDatabase();

describe.each([
  ['canSeeAssociationCalendar', canSeeAssociationCalendar],
  ['canUseAssociationCalendarFeed', canUseAssociationCalendarFeed],
])('%s', (_name, action) => {
  it('refuses a stranger, a pending requester and a plain volunteer; grants an administrator', async () => {
    const { association, admin, volunteer, pending, stranger } = await associationRoles(db.app);
    expect(await can(db.em, stranger.id, action, association.id)).toBe(false);
    expect(await can(db.em, pending.id, action, association.id)).toBe(false);
    expect(await can(db.em, volunteer.id, action, association.id)).toBe(false);
    expect(await can(db.em, admin.id, action, association.id)).toBe(true);
    await expect(authorize(db.em, volunteer.id, action, association.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('refuses the administrator of another association', async () => {
    const { association } = await associationRoles(db.app);
    const otherAdmin = await buildUser(db.app);
    await buildAssociation(db.app, { adminId: otherAdmin.id });
    expect(await can(db.em, otherAdmin.id, action, association.id)).toBe(false);
  });
});
