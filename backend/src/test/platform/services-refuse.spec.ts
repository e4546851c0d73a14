import crypto from 'node:crypto';
import { loadViewer } from '../../common/policy/viewer';
import { buildAssociation, buildMembership, buildNotification, buildUser } from '../factories';
import { thrown } from '../policies/roles';
import { startTestApp, type TestApp } from '../test-app';

/**
 * The services refuse through the policies (test/policies asks the policies themselves, without
 * a database): with the viewer read from the database as a request reads it, and, for writes,
 * with the role read in the write's own transaction.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const viewerOf = (user: { id: number }) => loadViewer(app.dataSource.manager, user.id);

/** An association with its administrator, two accepted volunteers, a requester and a stranger. */
async function people() {
  const admin = await buildUser(app);
  const association = await buildAssociation(app, { adminId: admin.id });
  const volunteer = await buildUser(app);
  const membership = await buildMembership(app, {
    userId: volunteer.id,
    associationId: association.id,
  });
  const otherVolunteer = await buildUser(app);
  await buildMembership(app, { userId: otherVolunteer.id, associationId: association.id });
  const pending = await buildUser(app);
  const request = await buildMembership(app, {
    userId: pending.id,
    associationId: association.id,
    status: 'waiting',
  });
  const otherAdmin = await buildUser(app);
  await buildAssociation(app, { adminId: otherAdmin.id });
  const stranger = await buildUser(app);
  return {
    associationId: association.id,
    admin,
    volunteer,
    membership,
    otherVolunteer,
    pending,
    request,
    otherAdmin,
    stranger,
  };
}

describe('associations', () => {
  it('a plain volunteer may not open the dashboard or its counters (403)', async () => {
    const p = await people();
    const associations = app.services.associations;
    await expect(
      associations.requireDashboard(await viewerOf(p.volunteer), p.associationId),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const pending = await viewerOf(p.pending);
    expect(thrown(() => associations.assertCanManage(pending, p.associationId))).toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      associations.counters(await viewerOf(p.volunteer), p.associationId),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      associations.statistics(await viewerOf(p.pending), p.associationId),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      associations.requireDashboard(await viewerOf(p.admin), p.associationId),
    ).resolves.toMatchObject({ id: p.associationId });
    await expect(
      associations.counters(await viewerOf(p.admin), p.associationId),
    ).resolves.toMatchObject({ associationId: p.associationId });
  });

  it('an edit is refused to a volunteer, as read in its transaction', async () => {
    const p = await people();
    await expect(
      app.services.associations.update(p.volunteer.id, { id: p.associationId } as never),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('memberships', () => {
  it('refuses lists and decisions to a plain volunteer (403), and removal by another volunteer', async () => {
    const p = await people();
    const memberships = app.services.memberships;
    await expect(
      memberships.list(await viewerOf(p.volunteer), p.associationId, 'waiting'),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(memberships.decide(p.volunteer.id, p.request.id, true)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(memberships.remove(p.otherVolunteer.id, p.membership.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('gives administrators the contacts once per list, and a person leaving their own', async () => {
    const p = await people();
    const memberships = app.services.memberships;
    const list = await memberships.list(await viewerOf(p.admin), p.associationId, 'accepted');
    expect(list.contactsVisible).toBe(true);
    expect(list.volunteers.every((v) => v.user.email !== null && v.user.phone !== null)).toBe(true);
    const left = await memberships.remove(p.volunteer.id, p.membership.id);
    expect(left).toMatchObject({ outcome: 'removed', contactsVisible: true });
    expect(left.membership.user.email).toBe(p.volunteer.email);
  });

  it('a decision hides nothing from the administrator who made it', async () => {
    const p = await people();
    const record = await app.services.memberships.decide(p.admin.id, p.request.id, true);
    expect(record).toMatchObject({ outcome: 'accepted', contactsVisible: true });
    expect(record.membership.user.phone).toBe(p.pending.phone);
  });
});

describe('notifications', () => {
  it("the service reads someone else's as missing (null / 404)", async () => {
    const p = await people();
    const notification = await buildNotification(app, { userId: p.volunteer.id });
    const service = app.services.notifications;
    expect(await service.get(p.stranger.id, notification.id)).toBeNull();
    await expect(service.markDisplayed(p.stranger.id, notification.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('one of another association is not marked when an association is named (404)', async () => {
    const p = await people();
    const notification = await buildNotification(app, {
      userId: p.volunteer.id,
      associationId: p.associationId,
    });
    const service = app.services.notifications;
    await expect(
      service.markDisplayed(p.volunteer.id, notification.id, {
        associationId: p.associationId + 1,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await service.get(p.volunteer.id, notification.id)).toMatchObject({ displayed: false });
    await expect(
      service.markDisplayed(p.volunteer.id, notification.id, { associationId: p.associationId }),
    ).resolves.toMatchObject({ displayed: true });
  });

  it('what an association sent: its administrators only', async () => {
    const p = await people();
    await expect(
      app.services.notifications.sent(await viewerOf(p.otherAdmin), p.associationId, {
        first: 10,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('questions', () => {
  it("refuses another association's administrator everywhere, and nothing changes", async () => {
    const p = await people();
    const service = app.services.questions;
    const question = await service.ask(p.stranger.id, p.associationId, 'Orari?');
    const otherAdmin = await viewerOf(p.otherAdmin);
    await expect(service.list(otherAdmin, p.associationId, { first: 10 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(service.get(otherAdmin, question.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(service.markRead(otherAdmin, question.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(service.answer(p.otherAdmin.id, question.id, 'No')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const unchanged = await service.get(await viewerOf(p.admin), question.id);
    expect(unchanged).toMatchObject({ displayed: false, answer: null });
  });
});

describe('devices', () => {
  it("another person's removal removes nothing; the permission follows the device", async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const keys = {
      p256dh: crypto.createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: crypto.randomBytes(16).toString('base64url'),
    };
    const endpoint = `https://93.184.215.14/push/${crypto.randomBytes(6).toString('hex')}`;
    const devices = app.services.devices;
    await devices.register(owner.id, { endpoint, keys });
    expect(await devices.unregister(other.id, endpoint)).toBe(false);
    expect(await devices.isRegistered(other.id, endpoint)).toBe(false);
    expect(await devices.isRegistered(owner.id, `${endpoint}-unknown`)).toBe(false);
    expect(await devices.isRegistered(owner.id, endpoint)).toBe(true);
    await devices.register(other.id, { endpoint, keys });
    expect(await devices.isRegistered(owner.id, endpoint)).toBe(false);
    expect(await devices.isRegistered(other.id, endpoint)).toBe(true);
  });
});
