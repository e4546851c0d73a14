import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { Association } from '../associations/association.entity';
import { canManageAssociation } from '../associations/associations.policy';
import {
  viewerStateOfRow,
  type ViewerState,
  type ViewerStateRow,
} from '../associations/viewer-state.types';
import { EventType } from '../catalog/event-type.entity';
import { Topic } from '../catalog/topic.entity';
import { Shift } from '../shifts/shift.entity';
import type { SignUpStatus } from '../shifts/sign-up.entity';
import { entityColumnsSql, entityOfRow } from '../../platform/entity-rows';
import type { LoaderDeps } from '../../platform/loader-deps';
import { canSeeSignUpContacts } from '../shifts/shifts.policy';
import { Event } from './event.entity';
import type { ShiftPerson } from './shift-person.types';
import { eventVisibleToSql } from './events.policy';

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

interface ShiftLoaders {
  readonly viewerSignUpByShift: DataLoader<number, SignUpStatus | null>;
}

/** The loaders the event page's one read fills (`eventPage` below), by their types. */
interface EventPageLoaders {
  readonly eventById: DataLoader<number, Event | null>;
  readonly associationById: DataLoader<number, Association | null>;
  readonly likesByEvent: DataLoader<number, number>;
  readonly viewerLikesEvent: DataLoader<number, boolean>;
  readonly photosByEvent: DataLoader<number, { id: number; mediaId: number }[]>;
  readonly topicsByEvent: DataLoader<number, Topic[]>;
  readonly eventTypesByEvent: DataLoader<number, EventType[]>;
  readonly viewerStateByAssociation: DataLoader<number, ViewerState>;
  readonly mediaKeyById: DataLoader<number, string | null>;
}

/**
 * What an event shows besides its row: its association's columns (prefixed `a_`, read by
 * `entityOfRow`) and the fields below.
 */
interface EventDetailsRow extends Record<string, unknown> {
  id: number;
  association_id: number;
  likes: number;
  liked: boolean;
  photos: { id: number; mediaId: number; key: string | null }[];
  topics: { id: number; name: string; imageId: number | null }[];
  event_types: { id: number; name: string }[];
}

/** The event page's row: the event's columns (prefixed `e_`), its details, the viewer's state. */
type EventPageRow = ViewerStateRow & EventDetailsRow;

/**
 * What an event shows besides its row, for the viewer `$2`: the columns of `EventDetailsRow`
 * after the association's (`associationColumns`, from the entity).
 */
const DETAILS_COLUMNS = `
       (SELECT count(*)::int FROM event_like l WHERE l.event_id = e.id) AS likes,
       EXISTS (SELECT 1 FROM event_like l WHERE l.event_id = e.id AND l.user_id = $2) AS liked,
       (SELECT coalesce(json_agg(json_build_object('id', p.id, 'mediaId', p.media_id, 'key', md.key)
                                 ORDER BY p.position, p.id), '[]')
          FROM event_photo p LEFT JOIN media md ON md.id = p.media_id WHERE p.event_id = e.id) AS photos,
       (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'imageId', t.image_id)
                                 ORDER BY t.name), '[]')
          FROM event_topic et JOIN topic t ON t.id = et.topic_id WHERE et.event_id = e.id) AS topics,
       (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name), '[]')
          FROM event_event_type eet JOIN event_type t ON t.id = eet.event_type_id
         WHERE eet.event_id = e.id) AS event_types`;

/**
 * The event page's event in one statement (issue 20): the event as the viewer may see it
 * (events.policy's SQL twin, `eventVisibleToSql`), its association, likes, the viewer's like,
 * photos with their media keys, topics, event types, and what the viewer is to the association;
 * each answer primes the loader its field asks, so the fields cost no statement. Plain SQL on the
 * driver: the same rows the loaders read, without the ORM's query building and hydration. The
 * entities' columns come from their metadata (platform/entity-rows.ts), so the statements are
 * built once per data source: a column a migration adds is read with the rest, never left
 * undefined in the entity a field resolver computes with (the data-access rule,
 * docs/architecture.md).
 */
interface EventPageSql {
  page: string;
  details: string;
  associations: string;
}
const statements = new WeakMap<DataSource, EventPageSql>();

function eventPageSql(dataSource: DataSource): EventPageSql {
  let sql = statements.get(dataSource);
  if (sql) return sql;
  const associationColumns = entityColumnsSql(dataSource, Association, 'a', 'a_');
  sql = {
    page: `
SELECT e.id, e.association_id, ${entityColumnsSql(dataSource, Event, 'e', 'e_')},
       ${associationColumns},
       ${DETAILS_COLUMNS},
       EXISTS (SELECT 1 FROM favourite_association f
                WHERE f.association_id = e.association_id AND f.user_id = $2) AS favourite,
       m.status, m.is_admin
  FROM event e
  JOIN association a ON a.id = e.association_id
  LEFT JOIN user_association m ON m.association_id = e.association_id AND m.user_id = $2
 WHERE e.id = $1 AND ${eventVisibleToSql('e', '$2')}`,
    // the same for a list of events (already read as the viewer may see them), by id
    details: `
SELECT e.id, e.association_id, ${associationColumns}, ${DETAILS_COLUMNS}
  FROM event e JOIN association a ON a.id = e.association_id
 WHERE e.id = ANY($1)`,
    associations: `SELECT ${associationColumns} FROM association a WHERE a.id = ANY($1)`,
  };
  statements.set(dataSource, sql);
  return sql;
}

/** Fills the loaders from an event's details; a loader already holding a key keeps its answer. */
function primeDetails(dataSource: DataSource, loaders: EventPageLoaders, r: EventDetailsRow): void {
  loaders.associationById.prime(r.association_id, entityOfRow(dataSource, Association, r, 'a_'));
  loaders.likesByEvent.prime(r.id, r.likes);
  loaders.viewerLikesEvent.prime(r.id, r.liked);
  loaders.photosByEvent.prime(
    r.id,
    r.photos.map((p) => ({ id: p.id, mediaId: p.mediaId })),
  );
  for (const p of r.photos) loaders.mediaKeyById.prime(p.mediaId, p.key);
  loaders.topicsByEvent.prime(
    r.id,
    r.topics.map((t) => Object.assign(new Topic(), t)),
  );
  loaders.eventTypesByEvent.prime(
    r.id,
    r.event_types.map((t) => Object.assign(new EventType(), t)),
  );
}

/** The event page's row: its details, and what the viewer is to its association. */
function primeEventPage(
  dataSource: DataSource,
  loaders: EventPageLoaders,
  viewerId: number,
  r: EventPageRow,
): void {
  primeDetails(dataSource, loaders, r);
  loaders.viewerStateByAssociation.prime(
    r.association_id,
    viewerStateOfRow(viewerId, r.association_id, r),
  );
}

/**
 * Per-request loaders for events and shifts: a page costs a fixed number of statements. Each is
 * built by the request that first asks for it (graphql/loaders.ts); the second argument is that
 * request's loaders, for those built on others.
 */
export const eventLoaders = {
  /**
   * One event as the event page shows it, when the viewer may see it (null otherwise, as
   * `EventQueriesService.getVisible`): one statement that fills the page's loaders.
   */
  eventPage:
    ({ dataSource }: LoaderDeps, loaders: EventPageLoaders) =>
    async (viewerId: number, eventId: number): Promise<Event | null> => {
      const [r]: EventPageRow[] = await dataSource.query(eventPageSql(dataSource).page, [
        eventId,
        viewerId,
      ]);
      if (!r) return null;
      primeEventPage(dataSource, loaders, viewerId, r);
      const event = entityOfRow(dataSource, Event, r, 'e_');
      loaders.eventById.prime(r.id, event);
      return event;
    },
  /**
   * Reads in one statement what a list of events shows besides their rows (association, likes,
   * the viewer's like, photos, topics, event types) and primes those loaders: the REST facade's
   * event bodies ask all of them, which were six statements (issue 20).
   */
  primeEventDetails:
    ({ dataSource, viewer }: LoaderDeps, loaders: EventPageLoaders) =>
    async (eventIds: readonly number[]): Promise<void> => {
      if (eventIds.length === 0) return;
      const rows: EventDetailsRow[] = await dataSource.query(eventPageSql(dataSource).details, [
        eventIds,
        viewer?.id ?? null,
      ]);
      for (const r of rows) primeDetails(dataSource, loaders, r);
    },
  eventById: ({ dataSource }: LoaderDeps) =>
    new DataLoader<number, Event | null>(async (ids) => {
      const rows = await dataSource.getRepository(Event).findBy(ids.map((id) => ({ id })));
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    }),
  /** Associations by id: plain SQL on the driver, the columns `Association` selects by default. */
  associationById: ({ dataSource }: LoaderDeps) =>
    new DataLoader<number, Association | null>(async (ids) => {
      const rows: Record<string, unknown>[] = await dataSource.query(
        eventPageSql(dataSource).associations,
        [ids],
      );
      const byId = new Map(
        rows.map((r) => {
          const association = entityOfRow(dataSource, Association, r, 'a_');
          return [association.id, association];
        }),
      );
      return ids.map((id) => byId.get(id) ?? null);
    }),
  /**
   * Each event's shifts in start order, plain SQL on the driver; for a signed-in viewer the same
   * statement brings their sign-up to each shift and primes `viewerSignUpByShift`, so a list's
   * `mySignUp` and `iAmSubscribed` cost no statement of their own (issue 20).
   */
  shiftsByEvent: ({ dataSource, viewer }: LoaderDeps, loaders: ShiftLoaders) =>
    new DataLoader<number, Shift[]>(async (eventIds) => {
      const viewerId = viewer?.id ?? null;
      const columns = entityColumnsSql(dataSource, Shift, 's');
      const rows: (Record<string, unknown> & { id: number; my_status: SignUpStatus | null })[] =
        await dataSource.query(
          viewerId === null
            ? `SELECT ${columns}, NULL AS my_status FROM shift s
                WHERE s.event_id = ANY($1) ORDER BY s.start_date, s.id`
            : `SELECT ${columns}, us.status AS my_status FROM shift s
                 LEFT JOIN user_shift us ON us.shift_id = s.id AND us.user_id = $2
                WHERE s.event_id = ANY($1) ORDER BY s.start_date, s.id`,
          viewerId === null ? [eventIds] : [eventIds, viewerId],
        );
      const shifts = rows.map((r) => {
        if (viewerId !== null) loaders.viewerSignUpByShift.prime(r.id, r.my_status);
        return entityOfRow(dataSource, Shift, r);
      });
      return groupBy(eventIds, shifts, (r) => r.eventId);
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
