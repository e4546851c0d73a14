import DataLoader from 'dataloader';
import { Association } from '../associations/association.entity';
import { canManageAssociation } from '../associations/associations.policy';
import { EventType } from '../catalog/event-type.entity';
import { Topic } from '../catalog/topic.entity';
import { Shift } from '../shifts/shift.entity';
import type { SignUpStatus } from '../shifts/sign-up.entity';
import type { LoaderDeps } from '../../platform/loader-deps';
import { canSeeSignUpContacts } from '../shifts/shifts.policy';
import { Event } from './event.entity';

export interface ShiftPerson {
  signUpId: number;
  userId: number;
  name: string;
  surname: string;
  imageId: number | null;
  /** Null where the viewer may not see it (shifts.policy `canSeeSignUpContacts`). */
  phone: string | null;
  email: string | null;
  requestedAt: Date;
  /** a request made by accepting a waitlist offer (it holds its place until decided) */
  fromWaitlist: boolean;
}

function groupBy<K, V>(keys: readonly K[], rows: V[], key: (row: V) => K): V[][] {
  const map = new Map<K, V[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(row);
    map.set(key(row), list);
  }
  return keys.map((k) => map.get(k) ?? []);
}

/** A shift's people of one status with their contacts (the fields below hide what the viewer may not see). */
const people = ({ dataSource }: LoaderDeps, status: 'accepted' | 'waiting') =>
  new DataLoader<number, ShiftPerson[]>(async (shiftIds) => {
    const rows: (ShiftPerson & { shiftId: number })[] = await dataSource.query(
      `SELECT us.shift_id AS "shiftId", us.id AS "signUpId", u.id AS "userId", u.name, u.surname,
              u.image_id AS "imageId", u.phone, u.email, us.created_at AS "requestedAt",
              us.from_waitlist AS "fromWaitlist"
         FROM user_shift us JOIN user_account u ON u.id = us.user_id
        WHERE us.shift_id = ANY($1) AND us.status = $2
        -- pending requests from the waitlist first: they hold a place until decided
        ORDER BY us.status = 'waiting' AND us.from_waitlist DESC, u.surname, u.name, us.id`,
      [shiftIds, status],
    );
    return groupBy(shiftIds, rows, (r) => r.shiftId);
  });

/** Whether the viewer may see the contacts of an association's sign-ups. */
const contactsVisible = async ({ viewer }: LoaderDeps, associationId: number) =>
  viewer !== null && canSeeSignUpContacts(await viewer.get(), associationId);

/** The people loaders the shift fields below share, within one request's loaders. */
interface PeopleLoaders {
  readonly acceptedByShift: DataLoader<number, ShiftPerson[]>;
  readonly waitingByShift: DataLoader<number, ShiftPerson[]>;
}

/**
 * Per-request loaders for events and shifts: a page costs a fixed number of statements. Each is
 * built by the request that first asks for it (graphql/loaders.ts); the second argument is that
 * request's loaders, for those built on others.
 */
export const eventLoaders = {
  eventById: ({ dataSource }: LoaderDeps) =>
    new DataLoader<number, Event | null>(async (ids) => {
      const rows = await dataSource.getRepository(Event).findBy(ids.map((id) => ({ id })));
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    }),
  associationById: ({ dataSource }: LoaderDeps) =>
    new DataLoader<number, Association | null>(async (ids) => {
      const rows = await dataSource.getRepository(Association).findBy(ids.map((id) => ({ id })));
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    }),
  shiftsByEvent: ({ dataSource }: LoaderDeps) =>
    new DataLoader<number, Shift[]>(async (eventIds) => {
      const rows = await dataSource
        .getRepository(Shift)
        .createQueryBuilder('s')
        .where('s.eventId IN (:...eventIds)', { eventIds })
        .orderBy('s.startDate', 'ASC')
        .addOrderBy('s.id', 'ASC')
        .getMany();
      return groupBy(eventIds, rows, (r) => r.eventId);
    }),
  photosByEvent: ({ dataSource }: LoaderDeps) =>
    new DataLoader<number, { id: number; mediaId: number }[]>(async (eventIds) => {
      const rows: { id: number; mediaId: number; eventId: number }[] = await dataSource.query(
        `SELECT id, media_id AS "mediaId", event_id AS "eventId" FROM event_photo WHERE event_id = ANY($1) ORDER BY position, id`,
        [eventIds],
      );
      return groupBy(eventIds, rows, (r) => r.eventId);
    }),
  topicsByEvent: ({ dataSource }: LoaderDeps) =>
    new DataLoader<number, Topic[]>(async (eventIds) => {
      const rows: { event_id: number; id: number; name: string; image_id: number | null }[] =
        await dataSource.query(
          `SELECT et.event_id, t.id, t.name, t.image_id FROM event_topic et JOIN topic t ON t.id = et.topic_id
          WHERE et.event_id = ANY($1) ORDER BY t.name`,
          [eventIds],
        );
      return groupBy(eventIds, rows, (r) => r.event_id).map((list) =>
        list.map((r) =>
          Object.assign(new Topic(), { id: r.id, name: r.name, imageId: r.image_id }),
        ),
      );
    }),
  eventTypesByEvent: ({ dataSource }: LoaderDeps) =>
    new DataLoader<number, EventType[]>(async (eventIds) => {
      const rows: { event_id: number; id: number; name: string }[] = await dataSource.query(
        `SELECT eet.event_id, t.id, t.name FROM event_event_type eet JOIN event_type t ON t.id = eet.event_type_id
          WHERE eet.event_id = ANY($1) ORDER BY t.name`,
        [eventIds],
      );
      return groupBy(eventIds, rows, (r) => r.event_id).map((list) =>
        list.map((r) => Object.assign(new EventType(), { id: r.id, name: r.name })),
      );
    }),
  likesByEvent: ({ dataSource }: LoaderDeps) =>
    new DataLoader<number, number>(async (eventIds) => {
      const rows: { event_id: number; n: number }[] = await dataSource.query(
        'SELECT event_id, count(*)::int AS n FROM event_like WHERE event_id = ANY($1) GROUP BY event_id',
        [eventIds],
      );
      const counts = new Map(rows.map((r) => [r.event_id, r.n]));
      return eventIds.map((id) => counts.get(id) ?? 0);
    }),
  viewerLikesEvent: ({ dataSource, viewer }: LoaderDeps) =>
    new DataLoader<number, boolean>(async (eventIds) => {
      const viewerId = viewer?.id ?? null;
      if (viewerId === null) return eventIds.map(() => false);
      const rows: { event_id: number }[] = await dataSource.query(
        'SELECT event_id FROM event_like WHERE user_id = $1 AND event_id = ANY($2)',
        [viewerId, eventIds],
      );
      const liked = new Set(rows.map((r) => r.event_id));
      return eventIds.map((id) => liked.has(id));
    }),
  viewerSignUpByShift: ({ dataSource, viewer }: LoaderDeps) =>
    new DataLoader<number, SignUpStatus | null>(async (shiftIds) => {
      const viewerId = viewer?.id ?? null;
      if (viewerId === null) return shiftIds.map(() => null);
      const rows: { shift_id: number; status: SignUpStatus }[] = await dataSource.query(
        'SELECT shift_id, status FROM user_shift WHERE user_id = $1 AND shift_id = ANY($2)',
        [viewerId, shiftIds],
      );
      const byShift = new Map(rows.map((r) => [r.shift_id, r.status]));
      return shiftIds.map((id) => byShift.get(id) ?? null);
    }),
  acceptedByShift: (deps: LoaderDeps) => people(deps, 'accepted'),
  waitingByShift: (deps: LoaderDeps) => people(deps, 'waiting'),
  /**
   * A shift's accepted people as this viewer may see them: phone and e-mail only for the
   * association's administrators (shifts.policy `canSeeSignUpContacts`, on the request's
   * viewer), so REST and GraphQL show the same fields and only map them.
   */
  shiftVolunteers:
    (deps: LoaderDeps, loaders: PeopleLoaders) =>
    async (shiftId: number, associationId: number): Promise<ShiftPerson[]> => {
      const [accepted, contacts] = await Promise.all([
        loaders.acceptedByShift.load(shiftId),
        contactsVisible(deps, associationId),
      ]);
      return contacts ? accepted : accepted.map((p) => ({ ...p, phone: null, email: null }));
    },
  /**
   * Whether the viewer administers the association (associations.policy
   * `canManageAssociation`), from the request's memberships: the read the contact rule above
   * makes anyway, so a list's `is_admin` costs no statement of its own.
   */
  viewerAdministers:
    ({ viewer }: LoaderDeps) =>
    async (associationId: number): Promise<boolean> =>
      viewer !== null && canManageAssociation(await viewer.get(), associationId),
  /** A shift's pending sign-ups, for the same viewers only (empty for everyone else). */
  shiftWaiting:
    (deps: LoaderDeps, loaders: PeopleLoaders) =>
    async (shiftId: number, associationId: number): Promise<ShiftPerson[]> =>
      (await contactsVisible(deps, associationId)) ? loaders.waitingByShift.load(shiftId) : [],
};
