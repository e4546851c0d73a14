import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { Association } from '../../modules/associations/association.entity';
import { Event } from '../../modules/events/event.entity';
import { Shift } from '../../modules/shifts/shift.entity';
import { User } from '../../modules/users/user.entity';
import { insertEvent, world } from '../events/support';
import { startTestApp, type TestApp } from '../test-app';

/**
 * The hot reads that run as plain SQL (issue 20: the event page's one read, the shifts with my
 * sign-up, the frame's `me`) hand the resolvers entities: each must carry every column the ORM
 * would have read, with the same value — a column a later migration adds and a plain read
 * leaves out is undefined, and a field computed from it breaks (the waitlist's held places and
 * mail choice did, once).
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ JOB_CONCURRENCY: '0' });
});
afterAll(() => app.stop());

function expectSameColumns<T extends ObjectLiteral>(
  entity: EntityTarget<T>,
  plain: T | null | undefined,
  orm: T,
): void {
  const columns = app.dataSource
    .getMetadata(entity)
    .columns.filter((c) => c.isSelect)
    .map((c) => c.propertyName);
  expect(columns.length).toBeGreaterThan(5);
  const pick = (value: T | null | undefined) =>
    Object.fromEntries(columns.map((c) => [c, value?.[c]]));
  expect(pick(plain)).toEqual(pick(orm));
}

it('the event page, its association and its shifts carry every column, as the ORM reads them', async () => {
  const w = await world(app);
  const start = new Date(Date.now() + 26 * 3600_000);
  const { event } = await insertEvent(app, w.association.id, {
    start,
    end: new Date(start.getTime() + 3600_000),
    max: 4,
  });
  const loaders = app.services.loaders(null);
  const page = await loaders.eventPage(w.volunteer.user.id, event.id);
  expectSameColumns(
    Event,
    page,
    await app.dataSource.getRepository(Event).findOneByOrFail({ id: event.id }),
  );
  expectSameColumns(
    Association,
    await loaders.associationById.load(w.association.id),
    await app.dataSource.getRepository(Association).findOneByOrFail({ id: w.association.id }),
  );
  const [shift] = await loaders.shiftsByEvent.load(event.id);
  expectSameColumns(
    Shift,
    shift,
    await app.dataSource.getRepository(Shift).findOneByOrFail({ eventId: event.id }),
  );
  // the association as its own loader reads it, without the event page's row
  expectSameColumns(
    Association,
    await app.services.loaders(null).associationById.load(w.association.id),
    await app.dataSource.getRepository(Association).findOneByOrFail({ id: w.association.id }),
  );
});

it('the frame’s me carries every column of the user, as the ORM reads it', async () => {
  const w = await world(app);
  const shell = await app.services.loaders(null).viewerShell.load(w.volunteer.user.id);
  expectSameColumns(
    User,
    shell?.user,
    await app.dataSource.getRepository(User).findOneByOrFail({ id: w.volunteer.user.id }),
  );
});
