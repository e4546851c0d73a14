import { notFound } from '../../common/app-error';
import { authorize, can } from '../../common/policy/authorize';
import type { Event } from '../../modules/events/event.entity';
import { EVENT_ERRORS } from '../../modules/events/events.errors';
import {
  assertCanManageEvent,
  canManageEvent,
  canSeeEvent,
  eventVisibleToSql,
} from '../../modules/events/events.policy';
import { buildAssociation, buildEvent, buildMembership, buildUser } from '../factories';
import { associationRoles, policyDatabase } from './roles';

/**
 * The events policy asked directly, against a real database: who sees an event and who manages
 * it (ARCHITECTURE §7). Each action refuses a stranger and a plain volunteer where it should.
 */
const db = policyDatabase();

/** Each role of an association, with a public and a private event of it. */
async function people() {
  const { app } = db;
  const roles = await associationRoles(app);
  const associationId = roles.association.id;
  const publicEvent = await buildEvent(app, { associationId, isPublic: true });
  const privateEvent = await buildEvent(app, { associationId, isPublic: false });
  return { ...roles, publicEvent, privateEvent };
}

describe('canSeeEvent', () => {
  it('a public event: everyone signed in', async () => {
    const p = await people();
    for (const user of [p.stranger, p.pending, p.volunteer, p.admin])
      expect(await can(db.em, user.id, canSeeEvent, p.publicEvent)).toBe(true);
  });

  it("a private event: the association's accepted volunteers and administrators only", async () => {
    const p = await people();
    expect(await can(db.em, p.stranger.id, canSeeEvent, p.privateEvent)).toBe(false);
    expect(await can(db.em, p.pending.id, canSeeEvent, p.privateEvent)).toBe(false);
    expect(await can(db.em, p.volunteer.id, canSeeEvent, p.privateEvent)).toBe(true);
    expect(await can(db.em, p.admin.id, canSeeEvent, p.privateEvent)).toBe(true);
  });

  it("another association's administrator is a stranger to a private event", async () => {
    const p = await people();
    const other = await buildUser(db.app);
    await buildAssociation(db.app, { adminId: other.id });
    expect(await can(db.em, other.id, canSeeEvent, p.privateEvent)).toBe(false);
  });
});

describe('canManageEvent', () => {
  it("refuses a stranger and a plain volunteer; grants the association's administrator", async () => {
    const p = await people();
    for (const event of [p.publicEvent, p.privateEvent]) {
      expect(await can(db.em, p.stranger.id, canManageEvent, event)).toBe(false);
      expect(await can(db.em, p.volunteer.id, canManageEvent, event)).toBe(false);
      expect(await can(db.em, p.admin.id, canManageEvent, event)).toBe(true);
    }
  });

  it('an administrator whose membership is not accepted manages nothing', async () => {
    const p = await people();
    const waitingAdmin = await buildUser(db.app);
    await buildMembership(db.app, {
      userId: waitingAdmin.id,
      associationId: p.privateEvent.associationId,
      isAdmin: true,
      status: 'waiting',
    });
    expect(await can(db.em, waitingAdmin.id, canManageEvent, p.privateEvent)).toBe(false);
  });
});

describe('refusals as the services throw them', () => {
  const refuse = () => notFound(EVENT_ERRORS.notFound);
  const manage = (userId: number, event: Event) =>
    assertCanManageEvent(db.em, userId, event, refuse);

  it('a private event: 404 to who cannot see it, 403 to its own volunteers', async () => {
    const p = await people();
    await expect(manage(p.stranger.id, p.privateEvent)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      key: EVENT_ERRORS.notFound,
    });
    await expect(manage(p.volunteer.id, p.privateEvent)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(manage(p.admin.id, p.privateEvent)).resolves.toBeUndefined();
  });

  it('a public event: 403 to a stranger (its existence is no secret)', async () => {
    const p = await people();
    await expect(manage(p.stranger.id, p.publicEvent)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('authorize refuses with 403 unless the domain says otherwise', async () => {
    const p = await people();
    await expect(
      authorize(db.em, p.volunteer.id, canManageEvent, p.publicEvent),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      authorize(db.em, p.stranger.id, canSeeEvent, p.privateEvent, refuse),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', key: EVENT_ERRORS.notFound });
    await expect(
      authorize(db.em, p.admin.id, canManageEvent, p.privateEvent),
    ).resolves.toBeUndefined();
  });
});

describe('eventVisibleToSql, the SQL twin feeds, notices and reminders ask (issue 17)', () => {
  it('agrees with canSeeEvent for every role, also once a volunteer has left', async () => {
    const p = await people();
    const ask = async (userId: number, event: Event) => {
      const [{ visible }]: { visible: boolean }[] = await db.em.query(
        `SELECT ${eventVisibleToSql('e', '$1')} AS visible FROM event e WHERE e.id = $2`,
        [userId, event.id],
      );
      expect(visible).toBe(await can(db.em, userId, canSeeEvent, event));
      return visible;
    };
    for (const user of [p.stranger, p.pending, p.volunteer, p.admin])
      for (const event of [p.publicEvent, p.privateEvent]) await ask(user.id, event);
    await db.em.query('DELETE FROM user_association WHERE user_id = $1', [p.volunteer.id]);
    expect(await ask(p.volunteer.id, p.privateEvent)).toBe(false);
    expect(await ask(p.volunteer.id, p.publicEvent)).toBe(true);
  });
});
