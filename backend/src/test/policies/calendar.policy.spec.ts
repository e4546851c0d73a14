import { authorize } from '../../common/policy/authorize';
import {
  canSeeAssociationCalendar,
  canUseAssociationCalendarFeed,
} from '../../modules/calendar/calendar.policy';
import { ASSOCIATION, associationRoles, thrown } from './roles';

/** The calendar policy: an association's calendar is a management screen. */
describe.each([
  ['canSeeAssociationCalendar', canSeeAssociationCalendar],
  ['canUseAssociationCalendarFeed', canUseAssociationCalendarFeed],
])('%s', (_name, action) => {
  it('refuses a stranger, a pending requester and a plain volunteer; grants an administrator', () => {
    const { admin, volunteer, pending, stranger } = associationRoles();
    expect(action(stranger, ASSOCIATION)).toBe(false);
    expect(action(pending, ASSOCIATION)).toBe(false);
    expect(action(volunteer, ASSOCIATION)).toBe(false);
    expect(action(admin, ASSOCIATION)).toBe(true);
    expect(thrown(() => authorize(volunteer, action, ASSOCIATION))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('refuses the administrator of another association', () => {
    expect(action(associationRoles().otherAdmin, ASSOCIATION)).toBe(false);
  });
});
