import type { DataSource } from 'typeorm';
import { DateTime } from 'luxon';
import { badInput } from '../../common/app-error';
import { authorize } from '../../common/policy/authorize';
import { viewerIn } from '../../common/policy/viewer';
import { acceptedRowSql } from '../../common/policy/membership';
import { ZONE, romeRange } from '../../common/rome-dates';
import { visibleEventSql } from '../events/events.policy';
import { Event } from '../events/event.entity';
import { Shift } from '../shifts/shift.entity';
import { CALENDAR_ERRORS } from './calendar.errors';
import { canSeeAssociationCalendar } from './calendar.policy';

export interface CalendarDay {
  /** YYYY-MM-DD, a day in Europe/Rome. */
  date: string;
  events: Event[];
}

export interface ProgrammeEntry {
  shift: Shift;
  event: Event;
  managed: boolean;
}

const MAX_DAYS = 62;
/** The "future" calendar: today and the next 60 days (Rome), on every path that serves it. */
const FUTURE_DAYS = 60;

const romeToday = () => DateTime.now().setZone(ZONE);

/** Each Rome day an event touches, within [start, end]. */
function daysOf(event: Event, start: Date, end: Date): string[] {
  const from = DateTime.fromJSDate(new Date(Math.max(event.startDate.getTime(), start.getTime())), {
    zone: ZONE,
  }).startOf('day');
  const to = DateTime.fromJSDate(new Date(Math.min(event.endDate.getTime(), end.getTime())), {
    zone: ZONE,
  }).startOf('day');
  const days: string[] = [];
  for (let d = from; d <= to; d = d.plus({ days: 1 })) days.push(d.toISODate()!);
  return days;
}

export class CalendarService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The viewer's calendar (events they may still see where they have a waiting or accepted
   * sign-up: an ended shift of a private event stays a record, hidden once they left) or, with an
   * association they administer, all its events; grouped by Rome day, at most 62 days.
   */
  async days(
    viewerId: number,
    from: string,
    to: string,
    associationId?: number | null,
  ): Promise<CalendarDay[]> {
    const range = romeRange(from, to);
    if (!range || range.end.getTime() - range.start.getTime() > MAX_DAYS * 86400_000)
      throw badInput(CALENDAR_ERRORS.rangeNotValid, { field: 'from', params: { max: MAX_DAYS } });
    const qb = this.dataSource
      .getRepository(Event)
      .createQueryBuilder('e')
      .where('e.start_date <= :end AND e.end_date >= :start', range)
      .orderBy('e.start_date', 'ASC')
      .addOrderBy('e.id', 'ASC');
    if (associationId) {
      const viewer = await viewerIn(this.dataSource.manager, viewerId, associationId);
      authorize(viewer, canSeeAssociationCalendar, associationId);
      qb.andWhere('e.association_id = :associationId', { associationId });
    } else {
      qb.andWhere(
        `e.id IN (SELECT s.event_id FROM shift s JOIN user_shift us ON us.shift_id = s.id
                   WHERE us.user_id = :viewerId AND us.status IN ('waiting', 'accepted'))
          AND ${visibleEventSql('e', 'viewerId')}`,
        { viewerId },
      );
    }
    const byDay = new Map<string, Event[]>();
    for (const event of await qb.getMany())
      for (const day of daysOf(event, range.start, range.end))
        byDay.set(day, [...(byDay.get(day) ?? []), event]);
    return [...byDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, events]) => ({ date, events }));
  }

  /** One day's events (YYYY-MM-DD; today in Rome when not given). */
  async day(
    viewerId: number,
    date: string | null,
    associationId?: number | null,
  ): Promise<Event[]> {
    const day = date || romeToday().toISODate()!;
    const [found] = await this.days(viewerId, day, day, associationId);
    return found?.events ?? [];
  }

  /** The days from today to 60 days on (Rome): the legacy clients' "future" calendar. */
  future(viewerId: number, associationId?: number | null): Promise<CalendarDay[]> {
    const today = romeToday();
    return this.days(
      viewerId,
      today.toISODate()!,
      today.plus({ days: FUTURE_DAYS }).toISODate()!,
      associationId,
    );
  }

  /**
   * Today's programme on Home: the viewer's accepted shifts (green) and the shifts of events of
   * associations they administer (orange); a shift that is both is shown once, as theirs. Only
   * events they may still see.
   */
  async programme(viewerId: number, date?: string | null): Promise<ProgrammeEntry[]> {
    const day = date ?? romeToday().toISODate()!;
    const range = romeRange(day, day);
    if (!range) throw badInput(CALENDAR_ERRORS.dateNotValid, { field: 'date' });
    // one statement: the ids (mine, then managed) in a subquery, each branch bounded by the
    // viewer's own rows; the shift and its event hydrated together
    const { entities, raw } = await this.dataSource
      .getRepository(Shift)
      .createQueryBuilder('s')
      .innerJoinAndSelect('s.event', 'e')
      .addSelect(
        `NOT EXISTS (SELECT 1 FROM user_shift mine WHERE mine.shift_id = s.id AND mine.user_id = :viewerId AND mine.status = 'accepted')`,
        'managed',
      )
      .where(
        `s.id IN (SELECT us.shift_id FROM user_shift us WHERE us.user_id = :viewerId AND us.status = 'accepted'
                  UNION ALL
                  SELECT s2.id FROM shift s2 JOIN event e2 ON e2.id = s2.event_id
                    JOIN user_association m ON m.association_id = e2.association_id AND m.user_id = :viewerId
                     AND ${acceptedRowSql('admin', 'm')})`,
        { viewerId },
      )
      .andWhere('s.start_date <= :end AND s.end_date >= :start', range)
      .andWhere(visibleEventSql('e', 'viewerId'))
      .orderBy('s.start_date', 'ASC')
      .addOrderBy('s.id', 'ASC')
      .getRawAndEntities<{ s_id: number; managed: boolean }>();
    const managed = new Map(raw.map((r) => [r.s_id, r.managed]));
    return entities.map((shift) => ({
      shift,
      event: shift.event!,
      managed: managed.get(shift.id) ?? false,
    }));
  }
}

declare module '../../platform/services' {
  interface Services {
    calendar: CalendarService;
  }
}
