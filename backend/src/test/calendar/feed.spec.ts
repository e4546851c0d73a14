import { buildEvent, buildShift, buildSignUp, userWithToken } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

/** Issue 10: the personal calendar feed (GET /calendar/{token}.ics, no login). */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const DAY = 86400_000;

/** The feed path of a user's address as GET /api/user/ gives it. */
async function feedPath(token: string): Promise<string> {
  const me = await app.rest<{ calendar_feed_url: string }>('GET', '/api/user/', { token });
  expect(me.status).toBe(200);
  expect(me.body.calendar_feed_url).toMatch(/\/calendar\/[\w-]{32}\.ics$/);
  return new URL(me.body.calendar_feed_url).pathname;
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${path}`, { headers });
  return { response, text: (await response.text()).replace(/\r\n[ \t]/g, '') };
}

/** The VEVENT blocks of a feed, unfolded. */
const vevents = (text: string) =>
  text
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((block) => block.split('END:VEVENT')[0]);

describe('calendar feed', () => {
  it('lists accepted (CONFIRMED) and waiting (TENTATIVE) shifts, not rejected or long past ones', async () => {
    const { user, token } = await userWithToken(app);
    const event = await buildEvent(app, { name: 'Colletta', address: 'Via Roma 3, Torino, TO' });
    const accepted = await buildShift(app, { eventId: event.id, title: 'Mattina' });
    const waiting = await buildShift(app, { eventId: event.id, title: 'Pomeriggio' });
    const rejected = await buildShift(app, { eventId: event.id, title: 'Sera' });
    const old = await buildShift(app, {
      eventId: event.id,
      title: 'Vecchio',
      startDate: new Date(Date.now() - 31 * DAY - 3600_000),
      endDate: new Date(Date.now() - 31 * DAY),
    });
    const acceptedSignUp = await buildSignUp(app, { userId: user.id, shiftId: accepted.id });
    const waitingSignUp = await buildSignUp(app, {
      userId: user.id,
      shiftId: waiting.id,
      status: 'waiting',
    });
    await buildSignUp(app, { userId: user.id, shiftId: rejected.id, status: 'rejected' });
    await buildSignUp(app, { userId: user.id, shiftId: old.id });

    const { response, text } = await get(await feedPath(token));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('last-modified')).toBeTruthy();
    const blocks = vevents(text);
    expect(blocks).toHaveLength(2);
    const mine = blocks.find((b) => b.includes(`UID:signup-${acceptedSignUp.id}@insieme`))!;
    expect(mine).toContain('STATUS:CONFIRMED');
    expect(mine).toContain('SUMMARY:Colletta — Mattina');
    expect(mine).toContain('LOCATION:Via Roma 3\\, Torino\\, TO');
    const link = `${app.config.publicUrl}/event/${event.id}/${accepted.id}`;
    expect(mine).toContain(`URL;VALUE=URI:${link}`);
    expect(mine).toMatch(new RegExp(`DESCRIPTION:.+\\\\n${link.replace(/[.]/g, '\\.')}`));
    const theirs = blocks.find((b) => b.includes(`UID:signup-${waitingSignUp.id}@insieme`))!;
    expect(theirs).toContain('STATUS:TENTATIVE');
    expect(text).not.toContain('Sera');
    expect(text).not.toContain('Vecchio');
  });

  it('gives UTC instants that follow Rome daylight saving (10:00 in July and in December)', async () => {
    const { user, token } = await userWithToken(app);
    const summer = await buildShift(app, {
      title: 'Estate',
      startDate: new Date('2027-07-15T08:00:00Z'),
      endDate: new Date('2027-07-15T10:00:00Z'),
    });
    const winter = await buildShift(app, {
      title: 'Inverno',
      startDate: new Date('2027-12-15T09:00:00Z'),
      endDate: new Date('2027-12-15T11:00:00Z'),
    });
    await buildSignUp(app, { userId: user.id, shiftId: summer.id });
    await buildSignUp(app, { userId: user.id, shiftId: winter.id });
    const blocks = vevents((await get(await feedPath(token))).text);
    expect(blocks.find((b) => b.includes('Estate'))).toContain('DTSTART:20270715T080000Z');
    expect(blocks.find((b) => b.includes('Estate'))).toContain('DTEND:20270715T100000Z');
    expect(blocks.find((b) => b.includes('Inverno'))).toContain('DTSTART:20271215T090000Z');
  });

  it('keeps the address between reads; renewing (REST and GraphQL) makes the old one 404', async () => {
    const { token } = await userWithToken(app);
    const first = await feedPath(token);
    expect(await feedPath(token)).toBe(first);
    expect((await get(first)).response.status).toBe(200);

    const renewed = await app.rest<{ calendar_feed_url: string }>(
      'POST',
      '/api/user/calendar-feed',
      { token },
    );
    expect(renewed.status).toBe(200);
    const second = new URL(renewed.body.calendar_feed_url).pathname;
    expect(second).not.toBe(first);
    expect(await feedPath(token)).toBe(second);
    expect((await get(first)).response.status).toBe(404);
    expect((await get(second)).response.status).toBe(200);

    const gql = await app.gql<{ renewCalendarFeed: { calendarFeedUrl: string } }>(
      'mutation { renewCalendarFeed { calendarFeedUrl } }',
      {},
      token,
    );
    const third = new URL(gql.data!.renewCalendarFeed.calendarFeedUrl).pathname;
    const me = await app.gql<{ me: { calendarFeedUrl: string } }>(
      'query { me { calendarFeedUrl } }',
      {},
      token,
    );
    expect(new URL(me.data!.me.calendarFeedUrl).pathname).toBe(third);
    expect((await get(second)).response.status).toBe(404);
    expect((await get(third)).response.status).toBe(200);
  });

  it('answers an unknown token with a bare 404', async () => {
    for (const path of [`/calendar/${'A'.repeat(32)}.ics`, '/calendar/x.ics']) {
      const { response, text } = await get(path);
      expect(response.status).toBe(404);
      expect(text).toBe('');
    }
  });

  it('answers 304 to a matching If-None-Match, 200 once the feed changes', async () => {
    const { user, token } = await userWithToken(app);
    await buildSignUp(app, { userId: user.id });
    const path = await feedPath(token);
    const { response } = await get(path);
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(path, { 'if-none-match': etag });
    expect(again.response.status).toBe(304);
    expect(again.text).toBe('');
    await buildSignUp(app, { userId: user.id, status: 'waiting' });
    const changed = await get(path, { 'if-none-match': etag });
    expect(changed.response.status).toBe(200);
    expect(changed.response.headers.get('etag')).not.toBe(etag);
  });

  it('stamps each VEVENT (DTSTAMP) with the time the feed was made, not the shift start; the ETag ignores it', async () => {
    const { user, token } = await userWithToken(app);
    const shift = await buildShift(app, { title: 'Mattina' });
    await buildSignUp(app, { userId: user.id, shiftId: shift.id });
    const path = await feedPath(token);
    const stampOf = (text: string) => {
      const [block] = vevents(text);
      const [, stamp] = /^DTSTAMP:(\d{8}T\d{6}Z)\r?$/m.exec(block)!;
      return stamp;
    };
    // iCalendar UTC form, to the second: 20260512T081500Z
    const ics = (d: Date) =>
      d
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    const before = ics(new Date(Math.floor(Date.now() / 1000) * 1000));
    const first = await get(path);
    const after = ics(new Date());
    const stamp = stampOf(first.text);
    expect(stamp).not.toBe(ics(shift.startDate));
    expect(stamp >= before && stamp <= after).toBe(true);
    expect(first.response.headers.get('last-modified')).toBe(
      new Date(
        `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`,
      ).toUTCString(),
    );
    // read again until the clock has moved on a second: a new stamp, the same ETag (still 304)
    let later = first;
    while (stampOf(later.text) === stamp) later = await get(path);
    expect(stampOf(later.text) > stamp).toBe(true);
    expect(later.response.headers.get('etag')).toBe(first.response.headers.get('etag'));
    const again = await get(path, { 'if-none-match': first.response.headers.get('etag')! });
    expect(again.response.status).toBe(304);
  });
});
