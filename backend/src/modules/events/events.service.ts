import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { LIMITS, eventSchema, joinAddress } from '@insieme/schema';
import { badInput, forbidden, notFound } from '../../common/app-error';
import { validateInput } from '../../common/validate';
import { Topic as PubTopic, type AppPubSub } from '../../graphql/pubsub';
import type { CatalogService } from '../catalog/catalog.service';
import { IMAGE_SIDES, type MediaService } from '../media/media.service';
import { Shift } from '../shifts/shift.entity';
import { displayDate, plusRomeDays, repetitionOffsets, sameRomeDay } from './event-dates';
import { EventLike } from './event-like.entity';
import { EventPhoto } from './event-photo.entity';
import { EventView } from './event-view.entity';
import { Event } from './event.entity';
import { EVENT_ERRORS } from './events.errors';
import { assertCanManageEvent, canSeeEvent, visibleEventSql } from './events.policy';

export interface ShiftData {
  id?: number | null;
  title?: string | null;
  description?: string | null;
  color: string;
  startDate: Date;
  endDate: Date;
  maxVolunteer?: number | null;
  openSubscription?: boolean | null;
}

export interface EventData {
  name: string;
  description?: string | null;
  street: string;
  town: string;
  province: string;
  startDate: Date;
  endDate: Date;
  isPublic: boolean;
  topicIds: number[];
  eventTypeIds: number[];
  shifts: ShiftData[];
}

export interface CreateEventData extends EventData {
  associationId: number;
  photos: (string | Buffer)[];
  repeatWeekdays?: number[] | null;
}

export interface UpdateEventData extends EventData {
  id: number;
  keepPhotoIds: number[];
  newPhotos: (string | Buffer)[];
}

export type EventScope = 'explore' | 'favourite' | 'mine';

export interface EventPage {
  nodes: Event[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

interface ValidShift {
  id?: number;
  title: string;
  description: string;
  color: string;
  startDate: Date;
  endDate: Date;
  maxVolunteer: number;
  openSubscription: boolean;
}

const escapeLike = (s: string) => s.replace(/[%_\\]/g, '\\$&');
const NOT_TERMINATED = 'e.archived_at IS NULL AND e.end_date >= now()';
const TERMINATED = '(e.archived_at IS NOT NULL OR e.end_date < now())';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function decode<T>(cursor: string | null | undefined, valid: (v: unknown) => v is T): T | null {
  if (!cursor) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}
const isKeyset = (v: unknown): v is [string, number] =>
  Array.isArray(v) && typeof v[0] === 'string' && Number.isInteger(v[1]);
const isOffset = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
export const eventCursor = (e: Event) => encode([e.startDate.toISOString(), e.id]);

export class EventsService {
  /** The ids of an event's photos (REST PUT keeps them all when `keep_photos` is absent). */
  async photoIds(eventId: number): Promise<number[]> {
    const photos = await this.dataSource.getRepository(EventPhoto).findBy({ eventId });
    return photos.map((p) => p.id);
  }

  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly media: MediaService,
    private readonly pubSub: AppPubSub,
  ) {}

  /** The spec §5 event and shift rules; dates before `now` are refused (invalid_date). */
  private async validate(data: EventData, now: Date): Promise<ValidShift[]> {
    const values = await validateInput<{
      shifts: (Omit<ValidShift, 'startDate' | 'endDate'> & {
        startDate: string;
        endDate: string;
      })[];
    }>(
      eventSchema,
      {
        name: data.name,
        description: data.description ?? '',
        street: data.street,
        town: data.town,
        province: data.province,
        startDate: data.startDate.toISOString(),
        endDate: data.endDate.toISOString(),
        public: data.isPublic,
        topicIds: data.topicIds,
        eventTypeIds: data.eventTypeIds,
        shifts: data.shifts.map((s) => ({
          ...s,
          startDate: s.startDate.toISOString(),
          endDate: s.endDate.toISOString(),
        })),
      },
      { now },
    );
    // open subscription is for public events only (spec §5): a private event ignores it
    return values.shifts.map((s) => ({
      ...s,
      description: s.description ?? '',
      startDate: new Date(s.startDate),
      endDate: new Date(s.endDate),
      openSubscription: data.isPublic && s.openSubscription,
    }));
  }

  private async requireManaged(
    em: EntityManager,
    userId: number,
    eventId: number,
    lock = false,
  ): Promise<Event> {
    const event = await em.getRepository(Event).findOne({
      where: { id: eventId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!event) throw notFound(EVENT_ERRORS.notFound);
    await assertCanManageEvent(em, userId, event, () => notFound(EVENT_ERRORS.notFound));
    return event;
  }

  private async insertShifts(
    em: EntityManager,
    eventId: number,
    shifts: ValidShift[],
    dayOffset = 0,
  ): Promise<void> {
    if (!shifts.length) return;
    await em.getRepository(Shift).insert(
      shifts.map((s) => ({
        eventId,
        title: s.title,
        description: s.description,
        color: s.color,
        startDate: plusRomeDays(s.startDate, dayOffset),
        endDate: plusRomeDays(s.endDate, dayOffset),
        maxVolunteer: s.maxVolunteer,
        openSubscription: s.openSubscription,
      })),
    );
  }

  private async storePhotos(
    em: EntityManager,
    eventId: number,
    photos: (string | Buffer)[],
    firstPosition: number,
  ): Promise<number[]> {
    const mediaIds: number[] = [];
    for (const [i, photo] of photos.entries()) {
      const media = await this.media.store(em, photo, IMAGE_SIDES.photo);
      await em
        .getRepository(EventPhoto)
        .insert({ eventId, mediaId: media.id, position: firstPosition + i });
      mediaIds.push(media.id);
    }
    return mediaIds;
  }

  /**
   * Creates an event with its shifts and photos; with `repeatWeekdays` (start and end on the same
   * day) also a copy, named with its date, on each chosen weekday through the end of next month.
   */
  async create(userId: number, data: CreateEventData): Promise<{ event: Event; copies: Event[] }> {
    const shifts = await this.validate(data, new Date());
    if (data.photos.length > LIMITS.eventPhotosMax)
      throw badInput(EVENT_ERRORS.tooManyPhotos, {
        field: 'photos',
        params: { max: LIMITS.eventPhotosMax },
      });
    const weekdays = data.repeatWeekdays ?? [];
    if (weekdays.some((d) => !Number.isInteger(d) || d < 0 || d > 6))
      throw badInput(EVENT_ERRORS.repetitionWeekdays, { field: 'repeatWeekdays' });
    if (weekdays.length && !sameRomeDay(data.startDate, data.endDate))
      throw badInput(EVENT_ERRORS.repetitionSameDay, { field: 'repeatWeekdays' });

    return this.dataSource.transaction(async (em) => {
      const rows: unknown[] = await em.query(
        `SELECT 1 FROM user_association WHERE user_id = $1 AND association_id = $2 AND is_admin AND status = 'accepted'`,
        [userId, data.associationId],
      );
      if (!rows.length) throw forbidden();
      const topics = await this.catalog.requireTopics(em, data.topicIds);
      const eventTypes = await this.catalog.requireEventTypes(
        em,
        data.eventTypeIds,
        'eventTypeIds',
      );
      const base = {
        associationId: data.associationId,
        description: (data.description ?? '').trim(),
        address: joinAddress({ street: data.street, town: data.town, province: data.province }),
        isPublic: data.isPublic,
        archivedAt: null,
        topics,
        eventTypes,
      };
      const event = await em.getRepository(Event).save(
        em.getRepository(Event).create({
          ...base,
          name: data.name.trim(),
          startDate: data.startDate,
          endDate: data.endDate,
        }),
      );
      await this.insertShifts(em, event.id, shifts);
      const mediaIds = await this.storePhotos(em, event.id, data.photos, 0);

      const copies: Event[] = [];
      for (const offset of repetitionOffsets(data.startDate, weekdays)) {
        const startDate = plusRomeDays(data.startDate, offset);
        const name = `${data.name
          .trim()
          .slice(0, LIMITS.eventNameMax - 11)
          .trim()} ${displayDate(startDate)}`;
        const copy = await em
          .getRepository(Event)
          .save(
            em
              .getRepository(Event)
              .create({ ...base, name, startDate, endDate: plusRomeDays(data.endDate, offset) }),
          );
        await this.insertShifts(em, copy.id, shifts, offset);
        if (mediaIds.length)
          await em
            .getRepository(EventPhoto)
            .insert(mediaIds.map((mediaId, position) => ({ eventId: copy.id, mediaId, position })));
        copies.push(copy);
      }
      return { event, copies };
    });
  }

  /**
   * Edits an event by one of its administrators. Every existing shift must still be listed (a
   * shift cannot be dropped from the form); places cannot go below the accepted sign-ups.
   */
  async update(userId: number, data: UpdateEventData): Promise<Event> {
    const result = await this.dataSource.transaction(async (em) => {
      const event = await this.requireManaged(em, userId, data.id, true);
      // dates already in the past (an event under way) stay editable; new ones must be future
      const now = new Date(Math.min(Date.now(), event.startDate.getTime()));
      const shifts = await this.validate(data, now);
      const current = await em
        .getRepository(Shift)
        .find({ where: { eventId: event.id }, lock: { mode: 'pessimistic_write' } });
      const currentIds = new Set(current.map((s) => s.id));
      const listed = new Set(shifts.filter((s) => s.id).map((s) => s.id!));
      for (const id of listed)
        if (!currentIds.has(id)) throw badInput(EVENT_ERRORS.unknownShift, { field: 'shifts' });
      if (current.some((s) => !listed.has(s.id)))
        throw badInput(EVENT_ERRORS.cannotDropShift, { field: 'shifts' });

      const photos = await em
        .getRepository(EventPhoto)
        .find({ where: { eventId: event.id }, order: { position: 'ASC' } });
      const keep = new Set(data.keepPhotoIds);
      for (const id of keep)
        if (!photos.some((p) => p.id === id))
          throw badInput(EVENT_ERRORS.unknownPhoto, { field: 'keepPhotoIds' });
      if (keep.size + data.newPhotos.length > LIMITS.eventPhotosMax)
        throw badInput(EVENT_ERRORS.tooManyPhotos, {
          field: 'newPhotos',
          params: { max: LIMITS.eventPhotosMax },
        });

      Object.assign(event, {
        name: data.name.trim(),
        description: (data.description ?? '').trim(),
        address: joinAddress({ street: data.street, town: data.town, province: data.province }),
        startDate: data.startDate,
        endDate: data.endDate,
        isPublic: data.isPublic,
        topics: await this.catalog.requireTopics(em, data.topicIds),
        eventTypes: await this.catalog.requireEventTypes(em, data.eventTypeIds, 'eventTypeIds'),
      });
      await em.getRepository(Event).save(event);

      for (const s of shifts.filter((x) => x.id)) {
        const existing = current.find((c) => c.id === s.id)!;
        if (s.maxVolunteer < existing.acceptedCount)
          throw badInput(EVENT_ERRORS.maxBelowAccepted, {
            field: 'shifts',
            params: { accepted: existing.acceptedCount },
          });
        await em.getRepository(Shift).update(s.id!, {
          title: s.title,
          description: s.description,
          color: s.color,
          startDate: s.startDate,
          endDate: s.endDate,
          maxVolunteer: s.maxVolunteer,
          openSubscription: s.openSubscription,
        });
      }
      await this.insertShifts(
        em,
        event.id,
        shifts.filter((s) => !s.id),
      );

      const dropped = photos.filter((p) => !keep.has(p.id));
      if (dropped.length) await em.getRepository(EventPhoto).delete(dropped.map((p) => p.id));
      await this.removeOrphanMedia(
        em,
        dropped.map((p) => p.mediaId),
      );
      const kept = photos.filter((p) => keep.has(p.id));
      for (const [position, p] of kept.entries())
        await em.getRepository(EventPhoto).update(p.id, { position });
      await this.storePhotos(em, event.id, data.newPhotos, kept.length);
      return { event, shiftIds: current.map((s) => s.id) };
    });
    for (const shiftId of result.shiftIds) this.publishShiftChanged(result.event.id, shiftId);
    return result.event;
  }

  /** Adds photos (the legacy multipart upload), at most 3 in all. */
  async addPhotos(userId: number, eventId: number, photos: (string | Buffer)[]): Promise<Event> {
    return this.dataSource.transaction(async (em) => {
      const event = await this.requireManaged(em, userId, eventId, true);
      const current = await em.getRepository(EventPhoto).countBy({ eventId });
      if (current + photos.length > LIMITS.eventPhotosMax)
        throw badInput(EVENT_ERRORS.tooManyPhotos, {
          field: 'photos',
          params: { max: LIMITS.eventPhotosMax },
        });
      await this.storePhotos(em, eventId, photos, current);
      return event;
    });
  }

  /** Copies shared by repeated events are removed only when no event uses them any more. */
  private async removeOrphanMedia(em: EntityManager, mediaIds: number[]): Promise<void> {
    if (!mediaIds.length) return;
    await em.query(
      `DELETE FROM media m WHERE m.id = ANY($1) AND NOT EXISTS (SELECT 1 FROM event_photo p WHERE p.media_id = m.id)`,
      [mediaIds],
    );
  }

  /** A private copy without images (its shifts closed to outsiders, without sign-ups). */
  async duplicate(userId: number, eventId: number): Promise<Event> {
    return this.dataSource.transaction(async (em) => {
      const source = await this.requireManaged(em, userId, eventId);
      const full = await em
        .getRepository(Event)
        .findOneOrFail({ where: { id: source.id }, relations: { topics: true, eventTypes: true } });
      const copy = await em.getRepository(Event).save(
        em.getRepository(Event).create({
          associationId: full.associationId,
          name: full.name,
          description: full.description,
          address: full.address,
          startDate: full.startDate,
          endDate: full.endDate,
          isPublic: false,
          archivedAt: null,
          topics: full.topics,
          eventTypes: full.eventTypes,
        }),
      );
      await em.query(
        `INSERT INTO shift (event_id, title, description, color, start_date, end_date, max_volunteer, open_subscription)
         SELECT $2, title, description, color, start_date, end_date, max_volunteer, false FROM shift WHERE event_id = $1 ORDER BY id`,
        [source.id, copy.id],
      );
      return copy;
    });
  }

  /** Irreversible: shifts, sign-ups, likes and photos go with it. */
  async delete(userId: number, eventId: number): Promise<number> {
    const associationId = await this.dataSource.transaction(async (em) => {
      const event = await this.requireManaged(em, userId, eventId, true);
      const photos = await em.getRepository(EventPhoto).findBy({ eventId: event.id });
      await em.getRepository(Event).delete(event.id);
      await this.removeOrphanMedia(
        em,
        photos.map((p) => p.mediaId),
      );
      return event.associationId;
    });
    this.pubSub.publish(PubTopic.DashboardCounters, associationId, { associationId });
    return eventId;
  }

  /** Archive: irreversible; sign-ups are refused from now on. */
  async terminate(userId: number, eventId: number): Promise<Event> {
    return this.dataSource.transaction(async (em) => {
      const event = await this.requireManaged(em, userId, eventId, true);
      if (!event.archivedAt) {
        event.archivedAt = new Date();
        await em.getRepository(Event).update(event.id, { archivedAt: event.archivedAt });
      }
      return event;
    });
  }

  async getVisible(viewerId: number, eventId: number): Promise<Event | null> {
    const event = await this.dataSource.getRepository(Event).findOneBy({ id: eventId });
    if (!event || !(await canSeeEvent(this.dataSource.manager, viewerId, event))) return null;
    return event;
  }

  /** Not visible reads as not found: a private event's existence is not revealed. */
  async requireVisible(viewerId: number, eventId: number): Promise<Event> {
    const event = await this.getVisible(viewerId, eventId);
    if (!event) throw notFound(EVENT_ERRORS.notFound);
    return event;
  }

  async like(userId: number, eventId: number): Promise<Event> {
    const event = await this.requireVisible(userId, eventId);
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(EventLike)
      .values({ eventId, userId })
      .orIgnore()
      .execute();
    return event;
  }

  async unlike(userId: number, eventId: number): Promise<Event> {
    const event = await this.requireVisible(userId, eventId);
    await this.dataSource.getRepository(EventLike).delete({ eventId, userId });
    return event;
  }

  async recordView(userId: number | null, eventId: number): Promise<void> {
    if (userId !== null) await this.requireVisible(userId, eventId);
    await this.dataSource.getRepository(EventView).insert({ eventId, userId });
  }

  publishShiftChanged(eventId: number, shiftId: number): void {
    this.pubSub.publish(PubTopic.EventShifts, eventId, { eventId, shiftId });
  }

  /**
   * Explore (visible events in programme), events of the associations I follow, or events where I
   * have a sign-up; searchable by name and address; keyset-paginated on (start, id).
   */
  async list(
    viewerId: number,
    scope: EventScope,
    options: { search?: string | null; first: number; after?: string | null },
  ): Promise<EventPage> {
    const qb = this.dataSource
      .getRepository(Event)
      .createQueryBuilder('e')
      .where(visibleEventSql('e', 'viewerId'), { viewerId });
    if (scope !== 'mine') qb.andWhere(NOT_TERMINATED);
    if (scope === 'favourite')
      qb.andWhere(
        'e.association_id IN (SELECT association_id FROM favourite_association WHERE user_id = :viewerId)',
      );
    if (scope === 'mine')
      qb.andWhere(
        `e.id IN (SELECT s.event_id FROM shift s JOIN user_shift us ON us.shift_id = s.id
                   WHERE us.user_id = :viewerId AND us.status IN ('waiting', 'accepted'))`,
      );
    return this.keysetPage(qb, options);
  }

  /** An association's events: in programme (default) or all; private ones only for its people. */
  async listForAssociation(
    viewerId: number,
    associationId: number,
    options: { onlyActive: boolean; search?: string | null; first: number; after?: string | null },
  ): Promise<EventPage> {
    const qb = this.dataSource
      .getRepository(Event)
      .createQueryBuilder('e')
      .where('e.association_id = :associationId', { associationId })
      .andWhere(visibleEventSql('e', 'viewerId'), { viewerId });
    if (options.onlyActive) qb.andWhere(NOT_TERMINATED);
    return this.keysetPage(qb, options);
  }

  /** Terminated events of an association, most recent first, or most liked first (`popular`). */
  async history(
    viewerId: number,
    associationId: number,
    options: { popular: boolean; search?: string | null; first: number; after?: string | null },
  ): Promise<EventPage> {
    const first = Math.min(Math.max(options.first, 1), 100);
    const offset = decode(options.after, isOffset) ?? 0;
    const qb = this.dataSource
      .getRepository(Event)
      .createQueryBuilder('e')
      .where('e.association_id = :associationId', { associationId })
      .andWhere(visibleEventSql('e', 'viewerId'), { viewerId })
      .andWhere(TERMINATED);
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
    const nodes = rows.slice(0, first);
    return {
      nodes,
      totalCount,
      hasNextPage: rows.length > first,
      endCursor: rows.length > first ? encode(offset + first) : null,
    };
  }

  private applySearch(qb: SelectQueryBuilder<Event>, search?: string | null): void {
    const term = search?.trim();
    if (term)
      // dates as people type them (spec §2 my-event: "search over name, address and start date")
      qb.andWhere(
        "(e.name ILIKE :term OR e.address ILIKE :term OR to_char(e.start_date AT TIME ZONE 'Europe/Rome', 'DD/MM/YYYY') ILIKE :term)",
        { term: `%${escapeLike(term)}%` },
      );
  }

  private async keysetPage(
    qb: SelectQueryBuilder<Event>,
    options: { search?: string | null; first: number; after?: string | null },
  ): Promise<EventPage> {
    const first = Math.min(Math.max(options.first, 1), 100);
    this.applySearch(qb, options.search);
    const totalCount = await qb.getCount();
    const cursor = decode(options.after, isKeyset);
    if (cursor)
      qb.andWhere('(e.start_date, e.id) > (:cursorStart, :cursorId)', {
        cursorStart: new Date(cursor[0]),
        cursorId: cursor[1],
      });
    const rows = await qb
      .orderBy('e.start_date', 'ASC')
      .addOrderBy('e.id', 'ASC')
      .limit(first + 1)
      .getMany();
    const nodes = rows.slice(0, first);
    return {
      nodes,
      totalCount,
      hasNextPage: rows.length > first,
      endCursor: nodes.length ? eventCursor(nodes[nodes.length - 1]) : null,
    };
  }
}
