import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { notFound } from '../../common/app-error';
import type { ConnectionArgsOf } from '../../common/paging/connection.args';
import {
  decodeCursor,
  encodeCursor,
  isKeysetPosition,
  isOffsetPosition,
} from '../../common/paging/cursor';
import { containsPattern } from '../../common/paging/escape-like';
import { pageOf, pageSize, type Page } from '../../common/paging/page';
import { viewerStateOfRow, type ViewerState } from '../associations/viewer-state.types';
import { Event } from './event.entity';
import { EVENT_ERRORS } from './events.errors';
import { visibleEventSql } from './events.policy';

export type EventScope = 'explore' | 'favourite' | 'mine';

const NOT_TERMINATED = 'e.archived_at IS NULL AND e.end_date >= now()';
const TERMINATED = '(e.archived_at IS NOT NULL OR e.end_date < now())';

/** A position in /my-event's order: the start, the id, and 0 in programme or 1 terminated. */
type PartPosition = [string, number, 0 | 1];
const isPartPosition = (v: unknown): v is PartPosition =>
  Array.isArray(v) &&
  v.length === 3 &&
  typeof v[0] === 'string' &&
  !Number.isNaN(Date.parse(v[0])) &&
  Number.isInteger(v[1]) &&
  (v[2] === 0 || v[2] === 1);

/** Archived, or over (the SQL of `TERMINATED`, for a row read with it). */
const isTerminated = (e: Event) => e.archivedAt !== null || e.endDate.getTime() < Date.now();

/** The keyset position of an event in programme order: `[start ISO, id]` (cursors in use keep it). */
export const eventCursor = (e: Event) => encodeCursor([e.startDate.toISOString(), e.id]);

/**
 * A page of events, with what the viewer is to each event's association (read by the page's own
 * statement, issue 20): the caller primes `viewerStateByAssociation` with it, so the cards'
 * `isAdmin` costs no statement of its own.
 */
export type EventPage = Page<Event> & { viewerStates: ReadonlyMap<number, ViewerState> };

/**
 * The page's statement also reads the viewer's follow and membership of each event's association
 * (the query binds `:viewerId` for the visibility rule). The membership join is on the unique
 * (user, association) pair: no event is repeated.
 */
function withViewerState(qb: SelectQueryBuilder<Event>): SelectQueryBuilder<Event> {
  return qb
    .leftJoin(
      'user_association',
      'vm',
      'vm.association_id = e.association_id AND vm.user_id = :viewerId',
    )
    .addSelect(
      'EXISTS (SELECT 1 FROM favourite_association vf WHERE vf.association_id = e.association_id AND vf.user_id = :viewerId)',
      'v_favourite',
    )
    .addSelect('vm.status', 'v_status')
    .addSelect('vm.is_admin', 'v_is_admin');
}

interface ViewerStateRaw {
  e_association_id: number;
  v_favourite: boolean;
  v_status: ViewerState['status'];
  v_is_admin: boolean | null;
}

/** Each raw row's state; the viewer is the query's own `:viewerId`. */
function viewerStatesOf(
  qb: SelectQueryBuilder<Event>,
  raw: ViewerStateRaw[],
): ReadonlyMap<number, ViewerState> {
  const viewerId = qb.getParameters().viewerId as number;
  return new Map(
    raw.map((r) => [
      r.e_association_id,
      viewerStateOfRow(viewerId, r.e_association_id, {
        favourite: r.v_favourite,
        status: r.v_status,
        is_admin: r.v_is_admin,
      }),
    ]),
  );
}

/**
 * Reads of events as a viewer may see them (events.policy): one event, and the lists of the
 * explore, favourite, my-events, association and history screens.
 */
export class EventQueriesService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The event when the viewer may see it (events.policy `canSeeEvent`, as SQL): one statement,
   * so the event page and its view write wait for one round trip, not two.
   */
  async getVisible(viewerId: number, eventId: number): Promise<Event | null> {
    return this.dataSource
      .getRepository(Event)
      .createQueryBuilder('e')
      .where('e.id = :eventId', { eventId })
      .andWhere(visibleEventSql('e', 'viewerId'), { viewerId })
      .getOne();
  }

  /** Not visible reads as not found: a private event's existence is not revealed. */
  async requireVisible(viewerId: number, eventId: number): Promise<Event> {
    const event = await this.getVisible(viewerId, eventId);
    if (!event) throw notFound(EVENT_ERRORS.notFound);
    return event;
  }

  /**
   * Explore (visible events in programme), events of the associations I follow, or events where I
   * have a sign-up; searchable by name and address; keyset-paginated on (start, id).
   */
  async list(viewerId: number, scope: EventScope, options: ConnectionArgsOf): Promise<EventPage> {
    const qb = this.dataSource
      .getRepository(Event)
      .createQueryBuilder('e')
      .where(visibleEventSql('e', 'viewerId'), { viewerId });
    if (scope !== 'mine') qb.andWhere(NOT_TERMINATED);
    if (scope === 'favourite')
      qb.andWhere(
        'e.association_id IN (SELECT association_id FROM favourite_association WHERE user_id = :viewerId)',
      );
    if (scope === 'mine') {
      qb.andWhere(
        `e.id IN (SELECT s.event_id FROM shift s JOIN user_shift us ON us.shift_id = s.id
                   WHERE us.user_id = :viewerId AND us.status IN ('waiting', 'accepted'))`,
      );
      return this.upcomingThenPastPage(qb, options);
    }
    return this.keysetPage(qb, options);
  }

  /**
   * /my-event (issue 18): the events in programme first, soonest first, then the terminated ones,
   * most recent first. The cursor names the part it stopped in: `[start ISO, id, 0 | 1]`.
   */
  private async upcomingThenPastPage(
    qb: SelectQueryBuilder<Event>,
    options: ConnectionArgsOf,
  ): Promise<EventPage> {
    const first = pageSize(options.first);
    this.applySearch(qb, options.search);
    const counted = qb.clone().getCount();
    const cursor = decodeCursor(options.after, isPartPosition);
    if (cursor) {
      const position = { cursorStart: new Date(cursor[0]), cursorId: cursor[1] };
      if (cursor[2] === 0)
        qb.andWhere(
          `(${TERMINATED} OR (e.start_date, e.id) > (:cursorStart, :cursorId))`,
          position,
        );
      else
        qb.andWhere(`${TERMINATED} AND (e.start_date, e.id) < (:cursorStart, :cursorId)`, position);
    }
    const [totalCount, read] = await Promise.all([
      counted,
      withViewerState(qb)
        .orderBy(TERMINATED, 'ASC')
        .addOrderBy(`CASE WHEN ${NOT_TERMINATED} THEN e.start_date END`, 'ASC')
        .addOrderBy(`CASE WHEN ${NOT_TERMINATED} THEN e.id END`, 'ASC')
        .addOrderBy('e.start_date', 'DESC')
        .addOrderBy('e.id', 'DESC')
        .limit(first + 1)
        .getRawAndEntities(),
    ]);
    return {
      ...pageOf(read.entities, first, totalCount, {
        of: (e) => encodeCursor([e.startDate.toISOString(), e.id, isTerminated(e) ? 1 : 0]),
      }),
      viewerStates: viewerStatesOf(qb, read.raw),
    };
  }

  /** An association's events: in programme (default) or all; private ones only for its people. */
  async listForAssociation(
    viewerId: number,
    associationId: number,
    options: ConnectionArgsOf & { onlyActive: boolean },
  ): Promise<EventPage> {
    const qb = this.ofAssociation(viewerId, associationId);
    if (options.onlyActive) qb.andWhere(NOT_TERMINATED);
    return this.keysetPage(qb, options);
  }

  /**
   * Terminated events of an association, most recent first, or most liked first (`popular`).
   * Likes change, so there is no stable key: the cursor is an offset.
   */
  async history(
    viewerId: number,
    associationId: number,
    options: ConnectionArgsOf & { popular: boolean },
  ): Promise<Page<Event>> {
    const first = pageSize(options.first);
    const offset = decodeCursor(options.after, isOffsetPosition) ?? 0;
    const qb = this.ofAssociation(viewerId, associationId).andWhere(TERMINATED);
    this.applySearch(qb, options.search);
    const totalCount = await qb.getCount();
    if (options.popular)
      qb.addSelect('(SELECT count(*) FROM event_like l WHERE l.event_id = e.id)', 'likes').orderBy(
        'likes',
        'DESC',
      );
    else qb.orderBy('e.end_date', 'DESC');
    const rows = await qb
      .addOrderBy('e.id', 'DESC')
      .offset(offset)
      .limit(first + 1)
      .getMany();
    return pageOf(rows, first, totalCount, { next: encodeCursor(offset + first) });
  }

  private ofAssociation(viewerId: number, associationId: number): SelectQueryBuilder<Event> {
    return this.dataSource
      .getRepository(Event)
      .createQueryBuilder('e')
      .where('e.association_id = :associationId', { associationId })
      .andWhere(visibleEventSql('e', 'viewerId'), { viewerId });
  }

  private applySearch(qb: SelectQueryBuilder<Event>, search?: string | null): void {
    const term = containsPattern(search);
    if (term)
      // dates as people type them (spec §2 my-event: "search over name, address and start date")
      qb.andWhere(
        "(e.name ILIKE :term OR e.address ILIKE :term OR to_char(e.start_date AT TIME ZONE 'Europe/Rome', 'DD/MM/YYYY') ILIKE :term)",
        { term },
      );
  }

  private async keysetPage(
    qb: SelectQueryBuilder<Event>,
    options: ConnectionArgsOf,
  ): Promise<EventPage> {
    const first = pageSize(options.first);
    this.applySearch(qb, options.search);
    // the count and the page in parallel (one round trip, not two)
    const counted = qb.clone().getCount();
    const cursor = decodeCursor(options.after, isKeysetPosition);
    if (cursor)
      qb.andWhere('(e.start_date, e.id) > (:cursorStart, :cursorId)', {
        cursorStart: new Date(cursor[0]),
        cursorId: cursor[1],
      });
    const [totalCount, read] = await Promise.all([
      counted,
      withViewerState(qb)
        .orderBy('e.start_date', 'ASC')
        .addOrderBy('e.id', 'ASC')
        .limit(first + 1)
        .getRawAndEntities(),
    ]);
    return {
      ...pageOf(read.entities, first, totalCount, { of: eventCursor }),
      viewerStates: viewerStatesOf(qb, read.raw),
    };
  }
}

declare module '../../platform/services' {
  interface Services {
    eventQueries: EventQueriesService;
  }
}
