import { notFound } from '../../common/app-error';
import { authorize } from '../../common/policy/authorize';
import { EVENT_ERRORS } from '../../modules/events/events.errors';
import {
  assertCanManageEvent,
  canManageEvent,
  canSeeEvent,
  type EventRef,
} from '../../modules/events/events.policy';
import { ASSOCIATION, associationRoles, thrown } from './roles';

/**
 * The events policy: who sees an event and who manages it (docs/architecture.md, "Who may do
 * what"). Each action refuses a stranger and a plain volunteer where it should. Its SQL twin is
 * held to it in test/events/visibility-twin.spec.ts.
 */
const publicEvent: EventRef = { associationId: ASSOCIATION, isPublic: true };
const privateEvent: EventRef = { associationId: ASSOCIATION, isPublic: false };

describe('canSeeEvent', () => {
  it('a public event: everyone signed in', () => {
    const p = associationRoles();
    for (const viewer of [p.stranger, p.pending, p.volunteer, p.admin])
      expect(canSeeEvent(viewer, publicEvent)).toBe(true);
  });

  it("a private event: the association's accepted volunteers and administrators only", () => {
    const p = associationRoles();
    expect(canSeeEvent(p.stranger, privateEvent)).toBe(false);
    expect(canSeeEvent(p.pending, privateEvent)).toBe(false);
    expect(canSeeEvent(p.rejected, privateEvent)).toBe(false);
    expect(canSeeEvent(p.volunteer, privateEvent)).toBe(true);
    expect(canSeeEvent(p.admin, privateEvent)).toBe(true);
  });

  it("another association's administrator is a stranger to a private event", () => {
    expect(canSeeEvent(associationRoles().otherAdmin, privateEvent)).toBe(false);
  });
});

describe('canManageEvent', () => {
  it("refuses a stranger and a plain volunteer; grants the association's administrator", () => {
    const p = associationRoles();
    for (const event of [publicEvent, privateEvent]) {
      expect(canManageEvent(p.stranger, event)).toBe(false);
      expect(canManageEvent(p.volunteer, event)).toBe(false);
      expect(canManageEvent(p.admin, event)).toBe(true);
    }
  });

  it('an administrator whose membership is not accepted manages nothing', () => {
    expect(canManageEvent(associationRoles().pendingAdmin, privateEvent)).toBe(false);
  });
});

describe('refusals as the services throw them', () => {
  const refuse = () => notFound(EVENT_ERRORS.notFound);

  it('a private event: 404 to who cannot see it, 403 to its own volunteers', () => {
    const p = associationRoles();
    expect(thrown(() => assertCanManageEvent(p.stranger, privateEvent, refuse))).toMatchObject({
      code: 'NOT_FOUND',
      key: EVENT_ERRORS.notFound,
    });
    expect(thrown(() => assertCanManageEvent(p.volunteer, privateEvent, refuse))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(() => assertCanManageEvent(p.admin, privateEvent, refuse)).not.toThrow();
  });

  it('a public event: 403 to a stranger (its existence is no secret)', () => {
    const p = associationRoles();
    expect(thrown(() => assertCanManageEvent(p.stranger, publicEvent, refuse))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('authorize refuses with 403 unless the domain says otherwise', () => {
    const p = associationRoles();
    expect(thrown(() => authorize(p.volunteer, canManageEvent, publicEvent))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(thrown(() => authorize(p.stranger, canSeeEvent, privateEvent, refuse))).toMatchObject({
      code: 'NOT_FOUND',
      key: EVENT_ERRORS.notFound,
    });
    expect(() => authorize(p.admin, canManageEvent, privateEvent)).not.toThrow();
  });
});
