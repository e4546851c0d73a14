import type { EntityManager } from 'typeorm';
import { LIMITS, joinAddress } from '@insieme/schema';
import { badInput, conflict } from '../../common/app-error';
import { authorize } from '../../common/policy/authorize';
import type { Transactions } from '../../platform/domain-events';
import { viewerIn } from '../../common/policy/viewer';
import { canManageAssociation } from '../associations/associations.policy';
import type { CatalogService } from '../catalog/catalog.service';
import { Shift } from '../shifts/shift.entity';
import { SHIFT_ERRORS } from '../shifts/shifts.errors';
import { attendanceRecordedSql } from '../shifts/sign-up-row';
import { displayDate, plusRomeDays, repetitionOffsets, sameRomeDay } from '../../common/rome-dates';
import { duplicateName } from './duplicate-name';
import {
  validateEventInput,
  type CreateEventData,
  type UpdateEventData,
  type ValidShift,
} from './event-input';
import type { EventPhotosService } from './event-photos.service';
import { Event } from './event.entity';
import { EVENT_ERRORS } from './events.errors';
import type {} from './events.events';
import { requireManagedEvent } from './managed-event';

/**
 * Writes on events by their association's administrators: create (with its repetition), edit,
 * copy, archive, delete. Reads are in event-queries, photos in event-photos, likes and views in
 * event-reactions. What follows a write (change notices, reminders, cancellations, live pages)
 * is recorded as events (events.events.ts) for processors.
 */
export class EventsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly catalog: CatalogService,
    private readonly photos: EventPhotosService,
  ) {}

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

  /**
   * Creates an event with its shifts and photos; with `repeatWeekdays` (start and end on the same
   * day) also a copy, named with its date, on each chosen weekday through the end of next month.
   */
  async create(userId: number, data: CreateEventData): Promise<{ event: Event; copies: Event[] }> {
    const shifts = await validateEventInput(data, new Date());
    this.photos.assertWithinLimit(data.photos.length, 'photos');
    const weekdays = data.repeatWeekdays ?? [];
    if (weekdays.some((d) => !Number.isInteger(d) || d < 0 || d > 6))
      throw badInput(EVENT_ERRORS.repetitionWeekdays, { field: 'repeatWeekdays' });
    if (weekdays.length && !sameRomeDay(data.startDate, data.endDate))
      throw badInput(EVENT_ERRORS.repetitionSameDay, { field: 'repeatWeekdays' });

    return this.transactions.run(async ({ em }) => {
      const viewer = await viewerIn(em, userId, data.associationId);
      authorize(viewer, canManageAssociation, data.associationId);
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
      const mediaIds = await this.photos.store(em, userId, event.id, data.photos, 0, 'photoKeys');

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
        await this.photos.share(em, copy.id, mediaIds);
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
    return this.transactions.run(async (tx) => {
      const em = tx.em;
      const event = await requireManagedEvent(em, userId, data.id, true);
      // dates already in the past (an event under way) stay editable; new ones must be future
      const now = new Date(Math.min(Date.now(), event.startDate.getTime()));
      const shifts = await validateEventInput(data, now);
      const current = await em
        .getRepository(Shift)
        .find({ where: { eventId: event.id }, lock: { mode: 'pessimistic_write' } });
      const currentIds = new Set(current.map((s) => s.id));
      const listed = new Set(shifts.filter((s) => s.id).map((s) => s.id!));
      for (const id of listed)
        if (!currentIds.has(id)) throw badInput(EVENT_ERRORS.unknownShift, { field: 'shifts' });
      if (current.some((s) => !listed.has(s.id)))
        throw badInput(EVENT_ERRORS.cannotDropShift, { field: 'shifts' });
      const before = { event: Object.assign(new Event(), event), shifts: current };
      const photos = await this.photos.planReplacement(
        em,
        event.id,
        data.keepPhotoIds,
        data.newPhotos,
      );

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
        // places held for the waitlist count as taken (docs/waitlist.md)
        const taken = existing.acceptedCount + existing.heldCount;
        if (s.maxVolunteer < taken)
          throw badInput(EVENT_ERRORS.maxBelowAccepted, {
            field: 'shifts',
            params: { accepted: taken },
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
      await this.photos.replace(em, userId, photos);
      const edited = new Map(shifts.filter((s) => s.id).map((s) => [s.id!, s]));
      await tx.record({ name: 'EventEdited', before, after: { event, shifts: edited } });
      const moved = current.filter(
        (c) => edited.get(c.id)!.startDate.getTime() !== c.startDate.getTime(),
      );
      if (moved.length)
        await tx.record({
          name: 'ShiftsMoved',
          eventId: event.id,
          shiftIds: moved.map((c) => c.id),
        });
      return event;
    });
  }

  /**
   * A private copy without images (its shifts closed to outsiders, without sign-ups), named
   * "<name> (copia)" so that the lists tell it from the original.
   */
  async duplicate(userId: number, eventId: number): Promise<Event> {
    return this.transactions.run(async ({ em }) => {
      const source = await requireManagedEvent(em, userId, eventId);
      const full = await em
        .getRepository(Event)
        .findOneOrFail({ where: { id: source.id }, relations: { topics: true, eventTypes: true } });
      const copy = await em.getRepository(Event).save(
        em.getRepository(Event).create({
          associationId: full.associationId,
          name: duplicateName(full.name),
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

  /**
   * Irreversible: shifts, sign-ups, likes and photos go with it. An event with attendance
   * recorded on one of its shifts stays (409 attendance.recorded, issue 31): archive it instead.
   */
  async delete(userId: number, eventId: number): Promise<number> {
    await this.transactions.run(async (tx) => {
      const em = tx.em;
      const event = await requireManagedEvent(em, userId, eventId, true);
      const recorded: unknown[] = await em.query(
        `SELECT 1 FROM shift s JOIN user_shift us ON us.shift_id = s.id
          WHERE s.event_id = $1 AND ${attendanceRecordedSql('us')} LIMIT 1`,
        [event.id],
      );
      if (recorded.length) throw conflict(SHIFT_ERRORS.attendanceRecorded);
      await tx.record({ name: 'EventCancelled', event, reason: 'deleted' });
      const mediaIds = await this.photos.mediaIdsOf(em, event.id);
      await em.getRepository(Event).delete(event.id);
      await this.photos.removeOrphanMedia(em, mediaIds);
    });
    return eventId;
  }

  /** Archive: irreversible; sign-ups are refused from now on. */
  async terminate(userId: number, eventId: number): Promise<Event> {
    return this.transactions.run(async (tx) => {
      const event = await requireManagedEvent(tx.em, userId, eventId, true);
      if (!event.archivedAt) {
        event.archivedAt = new Date();
        await tx.em.getRepository(Event).update(event.id, { archivedAt: event.archivedAt });
        await tx.record({ name: 'EventCancelled', event, reason: 'archived' });
      }
      return event;
    });
  }
}

declare module '../../platform/services' {
  interface Services {
    /** Writes on events (create with repetition, edit, copy, archive, delete). */
    events: EventsService;
  }
}
