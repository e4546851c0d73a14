import { Event } from '../modules/events/event.entity';
import { Membership } from '../modules/memberships/membership.entity';
import { Shift } from '../modules/shifts/shift.entity';
import { User } from '../modules/users/user.entity';
import {
  buildAssociation,
  buildEvent,
  buildEventLike,
  buildFollow,
  buildMembership,
  buildNotification,
  buildShift,
  buildSignUp,
  buildUser,
} from './factories';
import { startTestApp, type TestApp } from './test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const adminsOf = (associationId: number) =>
  app.dataSource.getRepository(Membership).findBy({ associationId, isAdmin: true });

describe('factories build the parents they are not given', () => {
  it('a sign-up builds its shift, event, association with an administrator, and user', async () => {
    const signUp = await buildSignUp(app);
    expect(signUp).toMatchObject({ id: expect.any(Number), status: 'accepted' });
    const shift = await app.dataSource.getRepository(Shift).findOneByOrFail({ id: signUp.shiftId });
    // an accepted sign-up takes a place, as the services keep it
    expect(shift.acceptedCount).toBe(1);
    const event = await app.dataSource.getRepository(Event).findOneByOrFail({ id: shift.eventId });
    expect(await adminsOf(event.associationId)).toEqual([
      expect.objectContaining({ status: 'accepted', isAdmin: true }),
    ]);
  });

  it('uses the parents it is given and builds no others', async () => {
    const users = () => app.dataSource.getRepository(User).count();
    const usersBefore = await users();
    const user = await buildUser(app);
    const association = await buildAssociation(app, { adminId: user.id });
    const event = await buildEvent(app, { associationId: association.id, isPublic: false });
    const shift = await buildShift(app, { eventId: event.id, maxVolunteer: 3 });
    expect(shift).toMatchObject({
      eventId: event.id,
      startDate: event.startDate,
      endDate: event.endDate,
      maxVolunteer: 3,
    });
    const waiting = await buildSignUp(app, {
      shiftId: shift.id,
      userId: user.id,
      status: 'waiting',
    });
    expect(waiting).toMatchObject({ shiftId: shift.id, userId: user.id, decidedAt: null });
    expect(
      (await app.dataSource.getRepository(Shift).findOneByOrFail({ id: shift.id })).acceptedCount,
    ).toBe(0);
    expect(await adminsOf(association.id)).toEqual([
      expect.objectContaining({ userId: user.id, isAdmin: true }),
    ]);
    expect(await users()).toBe(usersBefore + 1);
  });

  it('memberships, follows, likes and notifications build their user and association or event', async () => {
    const membership = await buildMembership(app, { status: 'waiting' });
    expect(membership).toMatchObject({ status: 'waiting', isAdmin: false, decidedAt: null });
    expect(await adminsOf(membership.associationId)).toHaveLength(1);
    const follow = await buildFollow(app);
    expect(follow.userId).not.toBe(membership.userId);
    expect((await buildEventLike(app)).eventId).toEqual(expect.any(Number));
    expect(await buildNotification(app)).toMatchObject({
      id: expect.any(Number),
      displayed: false,
    });
  });
});
