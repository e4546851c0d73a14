import { DateTime } from 'luxon';
import { startTestApp, type TestApp } from '../test-app';
import { insertEvent, world } from './support';

/**
 * The administrators' calendar has two REST paths: `/api/calendar/future?id_association=` and
 * the legacy `/api/event/association/{id}?calendar=true`. Both are Rome days from today to 60
 * days on, from the calendar service: the second once counted UTC days (a day off near midnight)
 * and 61 of them.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

type DayMap = Record<string, { id: number }[]>;

const ROME = 'Europe/Rome';
const key = (d: DateTime) => d.toFormat('dd/LL/yyyy');
/** Today in Rome, at the start of the day: the calendar window starts here. */
const romeToday = () => DateTime.now().setZone(ROME).startOf('day');
/** 23:30 Rome time, `days` after today: 21:30 or 22:30 UTC, the same UTC date. */
const lateEvening = (days: number) => romeToday().plus({ days }).set({ hour: 23, minute: 30 });

async function bothPaths(associationId: number, token: string) {
  const [calendar, legacy] = await Promise.all([
    app.rest<DayMap>('GET', `/api/calendar/future?id_association=${associationId}`, { token }),
    app.rest<DayMap>('GET', `/api/event/association/${associationId}?calendar=true`, { token }),
  ]);
  expect([calendar.status, legacy.status]).toEqual([200, 200]);
  return { calendar: calendar.body, legacy: legacy.body };
}

describe('the two calendar paths', () => {
  it('give the same Rome days for an event from 23:30 to 00:30, and end on the same day', async () => {
    const { admin, association } = await world(app);
    // a week ahead: 23:30–00:30 in Rome is two days there, one day (the first) in UTC
    const start = lateEvening(7);
    const { event } = await insertEvent(app, association.id, {
      start: start.toJSDate(),
      end: start.plus({ hours: 1 }).toJSDate(),
    });
    expect(start.toUTC().toISODate()).toBe(start.plus({ hours: 1 }).toUTC().toISODate());
    // the window's last day (today + 60) is in, the day after it is not
    const last = lateEvening(60);
    const lastDay = await insertEvent(app, association.id, {
      start: last.toJSDate(),
      end: last.plus({ minutes: 20 }).toJSDate(),
    });
    const beyond = lateEvening(61);
    await insertEvent(app, association.id, {
      start: beyond.toJSDate(),
      end: beyond.plus({ minutes: 20 }).toJSDate(),
    });

    const { calendar, legacy } = await bothPaths(association.id, admin.token);
    const expected = [key(start), key(start.plus({ days: 1 })), key(last)];
    expect(Object.keys(calendar)).toEqual(expected);
    expect(Object.keys(legacy)).toEqual(expected);
    expect(calendar[key(start)].map((e) => e.id)).toEqual([event.id]);
    expect(calendar[key(start.plus({ days: 1 }))].map((e) => e.id)).toEqual([event.id]);
    expect(calendar[key(last)].map((e) => e.id)).toEqual([lastDay.event.id]);
    // the same presenter with the same viewer: the very same answer
    expect(legacy).toEqual(calendar);
  });

  it('refuse a volunteer alike (the calendar policy): 403 on both', async () => {
    const { association, volunteer } = await world(app);
    const [calendar, legacy] = await Promise.all([
      app.rest('GET', `/api/calendar/future?id_association=${association.id}`, {
        token: volunteer.token,
      }),
      app.rest('GET', `/api/event/association/${association.id}?calendar=true`, {
        token: volunteer.token,
      }),
    ]);
    expect([calendar.status, legacy.status]).toEqual([403, 403]);
  });

  it('cost the same SQL for events on 2 days or on 10 (one set of loaders per request)', async () => {
    const statements = async (days: number) => {
      const { admin, association } = await world(app);
      for (let d = 1; d <= days; d++) {
        const start = lateEvening(d * 3);
        await insertEvent(app, association.id, {
          start: start.toJSDate(),
          end: start.plus({ minutes: 20 }).toJSDate(),
        });
      }
      const before = app.statements.count;
      const answer = await app.rest<DayMap>(
        'GET',
        `/api/event/association/${association.id}?calendar=true`,
        { token: admin.token },
      );
      expect(Object.keys(answer.body)).toHaveLength(days);
      return app.statements.count - before;
    };
    expect(await statements(10)).toBe(await statements(2));
  });
});
