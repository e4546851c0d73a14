import { AppError } from '../../common/app-error';
import { authorize } from '../../common/policy/authorize';
import {
  canManageMembership,
  canRemoveMembership,
  canSeeMembershipContacts,
  type MembershipRef,
} from '../../modules/memberships/memberships.policy';
import { ASSOCIATION, associationRoles, thrown } from './roles';

/**
 * The memberships policy (docs/architecture.md, "Who may do what"): on one person's place in an
 * association, the association's accepted administrators decide; the person may only leave and see
 * their own contacts.
 */
function people() {
  const r = associationRoles();
  const otherVolunteer = associationRoles().volunteer;
  const membership: MembershipRef = { userId: r.volunteer.id, associationId: ASSOCIATION };
  const request: MembershipRef = { userId: r.pending.id, associationId: ASSOCIATION };
  return { ...r, otherVolunteer, membership, request };
}

describe('canManageMembership: decide a request, change roles', () => {
  it('refuses a stranger, a plain volunteer and the requester themself', () => {
    const p = people();
    for (const viewer of [p.stranger, p.volunteer, p.pending])
      expect(canManageMembership(viewer, p.request)).toBe(false);
  });

  it("refuses a pending requester on someone else's membership", () => {
    const p = people();
    expect(canManageMembership(p.pending, p.membership)).toBe(false);
  });

  it("grants the association's administrator", () => {
    const p = people();
    expect(canManageMembership(p.admin, p.request)).toBe(true);
    expect(canManageMembership(p.admin, p.membership)).toBe(true);
  });

  it('refuses through authorize with a 403 (FORBIDDEN)', () => {
    const p = people();
    const refusal = () => authorize(p.volunteer, canManageMembership, p.request);
    expect(refusal).toThrow(AppError);
    expect(thrown(refusal)).toMatchObject({ code: 'FORBIDDEN', key: 'error.forbidden' });
  });
});

describe('canRemoveMembership: an administrator anyone’s, a person their own', () => {
  it('refuses a stranger, a pending requester and another volunteer', () => {
    const p = people();
    for (const viewer of [p.stranger, p.pending, p.otherVolunteer])
      expect(canRemoveMembership(viewer, p.membership)).toBe(false);
  });

  it('grants the administrator, the volunteer themself and the requester (withdrawing)', () => {
    const p = people();
    expect(canRemoveMembership(p.admin, p.membership)).toBe(true);
    expect(canRemoveMembership(p.volunteer, p.membership)).toBe(true);
    expect(canRemoveMembership(p.pending, p.request)).toBe(true);
  });

  it('refuses through authorize with a 403 (FORBIDDEN)', () => {
    const p = people();
    expect(
      thrown(() => authorize(p.otherVolunteer, canRemoveMembership, p.membership)),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('canSeeMembershipContacts: phone and e-mail (spec §6)', () => {
  it('refuses a stranger, a pending requester and another volunteer', () => {
    const p = people();
    for (const viewer of [p.stranger, p.pending, p.otherVolunteer])
      expect(canSeeMembershipContacts(viewer, p.membership)).toBe(false);
  });

  it('grants the administrator and the person themself', () => {
    const p = people();
    expect(canSeeMembershipContacts(p.admin, p.membership)).toBe(true);
    expect(canSeeMembershipContacts(p.volunteer, p.membership)).toBe(true);
  });

  it('refuses through authorize with a 403 (FORBIDDEN)', () => {
    const p = people();
    expect(
      thrown(() => authorize(p.stranger, canSeeMembershipContacts, p.membership)),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });
});
