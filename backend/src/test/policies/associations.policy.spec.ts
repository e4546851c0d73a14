import { AppError } from '../../common/app-error';
import { authorize } from '../../common/policy/authorize';
import {
  canManageAssociation,
  canSeeAssociationLegalData,
  canSeeAssociationPrivateContent,
  canSeeVolunteerContacts,
} from '../../modules/associations/associations.policy';
import { ASSOCIATION, associationRoles, thrown } from './roles';

/**
 * The associations policy, a plain function of the viewer (docs/architecture.md, "Who may do
 * what"): only an accepted membership grants anything, and only an accepted administrator's grants
 * management and volunteers' contacts (spec §6).
 */
describe.each([
  ['canManageAssociation', canManageAssociation],
  ['canSeeVolunteerContacts', canSeeVolunteerContacts],
  ['canSeeAssociationLegalData', canSeeAssociationLegalData],
])('%s: the accepted administrators only', (_name, action) => {
  it('refuses a stranger, a pending or rejected requester, a plain volunteer, a pending administrator and another association’s administrator', () => {
    const p = associationRoles();
    expect(
      [p.stranger, p.pending, p.rejected, p.volunteer, p.pendingAdmin, p.otherAdmin].map((v) =>
        action(v, ASSOCIATION),
      ),
    ).toEqual([false, false, false, false, false, false]);
  });

  it("grants the association's administrator", () => {
    expect(action(associationRoles().admin, ASSOCIATION)).toBe(true);
  });

  it('refuses through authorize with a 403 (FORBIDDEN)', () => {
    const p = associationRoles();
    const refusal = () => authorize(p.volunteer, action, ASSOCIATION);
    expect(refusal).toThrow(AppError);
    expect(thrown(refusal)).toMatchObject({ code: 'FORBIDDEN', key: 'error.forbidden' });
    expect(() => authorize(p.admin, action, ASSOCIATION)).not.toThrow();
  });
});

describe('canSeeAssociationPrivateContent: accepted volunteers and administrators', () => {
  it('refuses a stranger, a pending or rejected requester and another association’s administrator', () => {
    const p = associationRoles();
    expect(
      [p.stranger, p.pending, p.rejected, p.pendingAdmin, p.otherAdmin].map((v) =>
        canSeeAssociationPrivateContent(v, ASSOCIATION),
      ),
    ).toEqual([false, false, false, false, false]);
  });

  it('grants a plain volunteer and the administrator', () => {
    const p = associationRoles();
    expect(
      [p.volunteer, p.admin].map((v) => canSeeAssociationPrivateContent(v, ASSOCIATION)),
    ).toEqual([true, true]);
  });

  it('refuses through authorize with a 403 (FORBIDDEN)', () => {
    const p = associationRoles();
    expect(
      thrown(() => authorize(p.pending, canSeeAssociationPrivateContent, ASSOCIATION)),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });
});
