import sharp from 'sharp';
import { startTestApp, type TestApp } from '../test-app';
import { buildMembership, userWithToken } from '../factories';
import { CREATE, EVENT, UPDATE, eventInput, inDays, insertEvent, world } from './support';
import { uploadImage } from '../uploads';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

type Created = {
  createEvent: {
    event: {
      id: number;
      name: string;
      shifts: { id: number; title: string; availableSpots: number; openSubscription: boolean }[];
      photos: { id: number; url: string }[];
      isAdmin: boolean;
      association: { id: number };
    };
    copies: { name: string; startDate: string; shifts: { startDate: string }[] }[];
  };
};

/** A 2400×1600 photo uploaded by the owner of `token`: the key a mutation names. */
async function photo(token: string): Promise<string> {
  const png = await sharp({
    create: { width: 2400, height: 1600, channels: 3, background: '#f59e0b' },
  })
    .png()
    .toBuffer();
  return uploadImage(app, token, png);
}

describe('create event', () => {
  it('creates the event with its shifts (default titles) and resized photos', async () => {
    const { admin, association } = await world(app);
    const result = await app.gql<Created>(
      CREATE,
      { input: eventInput(association.id, { photoKeys: [await photo(admin.token)] }) },
      admin.token,
    );
    expect(result.errors).toBeUndefined();
    const event = result.data!.createEvent.event;
    expect(event).toMatchObject({
      name: 'Raccolta alimentare',
      isAdmin: true,
      association: { id: association.id },
    });
    expect(event.shifts.map((s) => [s.title, s.availableSpots])).toEqual([
      ['Turno 1', 2],
      ['Pomeriggio', 1],
    ]);
    const image = await fetch(`${app.url}${event.photos[0].url}`);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 1067]);
  });

  it('ignores open subscription on a private event', async () => {
    const { admin, association } = await world(app);
    const result = await app.gql<Created>(
      CREATE,
      { input: eventInput(association.id, { isPublic: false }) },
      admin.token,
    );
    expect(result.data!.createEvent.event.shifts.every((s) => !s.openSubscription)).toBe(true);
  });

  it.each([
    ['no name', { name: '' }, 'create_event.mandatory_name'],
    ['name over 40', { name: 'x'.repeat(41) }, 'validation.max_length'],
    ['no town', { town: '' }, 'invalid_address'],
    ['bad province', { province: 'ZZ' }, 'validation.province_not_valid'],
    ['end before start', { endDate: inDays(2).toISOString() }, 'invalid_end_date_event'],
    ['start in the past', { startDate: inDays(-1).toISOString() }, 'invalid_date'],
    [
      'shift ending before it starts',
      {
        shifts: [
          {
            color: '#0f766e',
            startDate: inDays(3, 12).toISOString(),
            endDate: inDays(3, 9).toISOString(),
          },
        ],
      },
      'invalid_end_date_shift',
    ],
    [
      'shift title over 50',
      {
        shifts: [
          {
            title: 'x'.repeat(51),
            color: '#0f766e',
            startDate: inDays(3, 9).toISOString(),
            endDate: inDays(3, 10).toISOString(),
          },
        ],
      },
      'validation.max_length',
    ],
    [
      'zero places',
      {
        shifts: [
          {
            color: '#0f766e',
            startDate: inDays(3, 9).toISOString(),
            endDate: inDays(3, 10).toISOString(),
            maxVolunteer: 0,
          },
        ],
      },
      'validation.max_volunteer_not_valid',
    ],
    [
      'a colour outside the palette',
      {
        shifts: [
          {
            color: '#123456',
            startDate: inDays(3, 9).toISOString(),
            endDate: inDays(3, 10).toISOString(),
          },
        ],
      },
      'validation.color_not_valid',
    ],
  ])('refuses %s with its message key and writes nothing', async (_label, overrides, key) => {
    const { admin, association } = await world(app);
    const before = (await app.dataSource.query('SELECT count(*)::int AS n FROM event'))[0].n;
    const result = await app.gql(
      CREATE,
      { input: eventInput(association.id, overrides) },
      admin.token,
    );
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', key });
    expect((await app.dataSource.query('SELECT count(*)::int AS n FROM event'))[0].n).toBe(before);
  });

  it('refuses a fourth photo with error_number_image', async () => {
    const { admin, association } = await world(app);
    const p = () => photo(admin.token);
    const result = await app.gql(
      CREATE,
      {
        input: eventInput(association.id, {
          photoKeys: [await p(), await p(), await p(), await p()],
        }),
      },
      admin.token,
    );
    expect(result.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      key: 'error_number_image',
    });
  });

  it('is refused to volunteers, members and strangers', async () => {
    const { association, volunteer } = await world(app);
    const stranger = await userWithToken(app);
    for (const token of [volunteer.token, stranger.token])
      expect(
        (await app.gql(CREATE, { input: eventInput(association.id) }, token)).errors?.[0].extensions
          ?.code,
      ).toBe('FORBIDDEN');
  });

  it('repeats on chosen weekdays through the end of next month, each copy named with its date', async () => {
    const { admin, association } = await world(app);
    const result = await app.gql<Created>(
      CREATE,
      { input: eventInput(association.id, { repeatWeekdays: [0, 1, 2, 3, 4, 5, 6] }) },
      admin.token,
    );
    expect(result.errors).toBeUndefined();
    const { copies } = result.data!.createEvent;
    expect(copies.length).toBeGreaterThanOrEqual(28);
    expect(copies[0].name).toMatch(/^Raccolta alimentare \d\d\/\d\d\/\d{4}$/);
    expect(new Date(copies[0].startDate).getTime() - new Date(inDays(3, 8)).getTime()).toBe(
      24 * 3600_000,
    );
    expect(copies[0].shifts).toHaveLength(2);
    const multiDay = await app.gql(
      CREATE,
      {
        input: eventInput(association.id, {
          endDate: inDays(4, 18).toISOString(),
          repeatWeekdays: [1],
        }),
      },
      admin.token,
    );
    expect(multiDay.errors?.[0].extensions).toMatchObject({ key: 'event.repetition_same_day' });
  });
});

describe('edit, duplicate, delete, terminate', () => {
  async function created() {
    const w = await world(app);
    const result = await app.gql<Created>(
      CREATE,
      { input: eventInput(w.association.id, { photoKeys: [await photo(w.admin.token)] }) },
      w.admin.token,
    );
    return { ...w, event: result.data!.createEvent.event };
  }

  it('edits fields and shifts, but an existing shift cannot be dropped', async () => {
    const { admin, association, event } = await created();
    const base = {
      ...eventInput(association.id),
      id: event.id,
      keepPhotoIds: event.photos.map((p) => p.id),
    };
    delete (base as Record<string, unknown>).associationId;
    const shifts = event.shifts.map((s) => ({
      id: s.id,
      title: s.title,
      color: '#0f766e',
      startDate: inDays(3, 8).toISOString(),
      endDate: inDays(3, 12).toISOString(),
      maxVolunteer: 3,
    }));
    const ok = await app.gql<{
      updateEvent: { name: string; shifts: { maxVolunteer: number }[]; photos: unknown[] };
    }>(UPDATE, { input: { ...base, name: 'Nuovo nome', shifts } }, admin.token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.updateEvent.name).toBe('Nuovo nome');
    expect(ok.data!.updateEvent.shifts.map((s) => s.maxVolunteer)).toEqual([3, 3]);
    expect(ok.data!.updateEvent.photos).toHaveLength(1);
    const dropped = await app.gql(
      UPDATE,
      { input: { ...base, shifts: shifts.slice(1) } },
      admin.token,
    );
    expect(dropped.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      key: 'you_cannot_drop_this_shift',
    });
    const tooMany = await app.gql(
      UPDATE,
      {
        input: {
          ...base,
          shifts,
          newPhotoKeys: [
            await photo(admin.token),
            await photo(admin.token),
            await photo(admin.token),
          ],
        },
      },
      admin.token,
    );
    expect(tooMany.errors?.[0].extensions).toMatchObject({ key: 'error_number_image' });
  });

  it('a copy of a name at the 40-character limit is shortened to fit " (copia)"', async () => {
    const { admin, association } = await world(app);
    const name = 'Assistenza sanitaria alla Stramilano 26';
    const made = await app.gql<Created>(
      CREATE,
      { input: eventInput(association.id, { name: `${name}!` }) },
      admin.token,
    );
    expect(made.errors).toBeUndefined();
    const dup = await app.gql<{ duplicateEvent: { name: string } }>(
      `mutation($id: Int!) { duplicateEvent(input: { eventId: $id }) { name } }`,
      { id: made.data!.createEvent.event.id },
      admin.token,
    );
    expect(dup.errors).toBeUndefined();
    expect(dup.data!.duplicateEvent.name).toBe('Assistenza sanitaria alla Strami (copia)');
  });

  it('duplicates as a private copy without images; archives irreversibly; deletes', async () => {
    const { admin, event, volunteer } = await created();
    const dup = await app.gql<{
      duplicateEvent: {
        id: number;
        name: string;
        isPublic: boolean;
        photos: unknown[];
        shifts: unknown[];
      };
    }>(
      `mutation($id: Int!) { duplicateEvent(input: { eventId: $id }) { id name isPublic photos { id } shifts { id } } }`,
      { id: event.id },
      admin.token,
    );
    expect(dup.data!.duplicateEvent).toMatchObject({
      name: 'Raccolta alimentare (copia)',
      isPublic: false,
      photos: [],
    });
    expect(dup.data!.duplicateEvent.shifts).toHaveLength(2);

    const archived = await app.gql<{ terminateEvent: { terminated: boolean; archived: boolean } }>(
      `mutation($id: Int!) { terminateEvent(input: { eventId: $id }) { terminated archived } }`,
      { id: event.id },
      admin.token,
    );
    expect(archived.data!.terminateEvent).toEqual({ terminated: true, archived: true });

    const refused = await app.gql(
      `mutation($id: Int!) { deleteEvent(input: { eventId: $id }) { id } }`,
      { id: event.id },
      volunteer.token,
    );
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const deleted = await app.gql<{ deleteEvent: { id: number } }>(
      `mutation($id: Int!) { deleteEvent(input: { eventId: $id }) { id } }`,
      { id: event.id },
      admin.token,
    );
    expect(deleted.data!.deleteEvent.id).toBe(event.id);
    expect(
      (await app.gql<{ event: null }>(EVENT, { id: event.id }, admin.token)).data!.event,
    ).toBeNull();
    expect(
      (
        await app.dataSource.query(
          'SELECT count(*)::int AS n FROM media m JOIN event_photo p ON p.media_id = m.id WHERE p.event_id = $1',
          [event.id],
        )
      )[0].n,
    ).toBe(0);
  });

  it('an event whose end has passed is terminated by itself', async () => {
    const { admin, association } = await world(app);
    const { event } = await insertEvent(app, association.id, {
      start: inDays(-3),
      end: inDays(-2),
    });
    expect(
      (
        await app.gql<{ event: { terminated: boolean; archived: boolean } }>(
          EVENT,
          { id: event.id },
          admin.token,
        )
      ).data!.event,
    ).toMatchObject({ terminated: true, archived: false });
  });
});

describe('visibility and likes', () => {
  it('shows a private event only to the association’s people', async () => {
    const { admin, association, volunteer } = await world(app);
    const { event } = await insertEvent(app, association.id, {
      start: inDays(2),
      end: inDays(2, 12),
      isPublic: false,
    });
    const stranger = await userWithToken(app);
    expect(
      (await app.gql<{ event: null }>(EVENT, { id: event.id }, stranger.token)).data!.event,
    ).toBeNull();
    expect(
      (await app.gql<{ event: { id: number } }>(EVENT, { id: event.id }, volunteer.token)).data!
        .event.id,
    ).toBe(event.id);
    expect(
      (
        await app.gql(
          `mutation($id: Int!) { likeEvent(input: { eventId: $id }) { id } }`,
          { id: event.id },
          stranger.token,
        )
      ).errors?.[0].extensions?.code,
    ).toBe('NOT_FOUND');
    expect(admin.user.id).toBeGreaterThan(0);
  });

  it("brings the viewer's place in the event's association with the event (organiser)", async () => {
    const { admin, association, volunteer } = await world(app);
    const { event, shift } = await insertEvent(app, association.id, {
      start: inDays(2),
      end: inDays(2, 12),
    });
    const waiting = await userWithToken(app);
    await buildMembership(app, {
      userId: waiting.user.id,
      associationId: association.id,
      status: 'waiting',
    });
    const stranger = await userWithToken(app);
    const place = `id iAmVolunteer iAmWaiting iAmAdmin`;
    const read = async (token: string) => {
      const result = await app.gql<{
        event: { organiser: Record<string, unknown> };
        shift: { event: { organiser: Record<string, unknown> } };
      }>(
        `query($id: Int!, $shift: Int!) { event(id: $id) { organiser { ${place} } }
          shift(id: $shift) { event { organiser { ${place} } } } }`,
        { id: event.id, shift: shift.id },
        token,
      );
      expect(result.errors).toBeUndefined();
      // the shift page asks it through the shift's event: the same answer
      expect(result.data!.shift.event.organiser).toEqual(result.data!.event.organiser);
      return result.data!.event.organiser;
    };
    const id = association.id;
    expect(await read(volunteer.token)).toEqual({
      id,
      iAmVolunteer: true,
      iAmWaiting: false,
      iAmAdmin: false,
    });
    expect(await read(waiting.token)).toEqual({
      id,
      iAmVolunteer: false,
      iAmWaiting: true,
      iAmAdmin: false,
    });
    expect(await read(stranger.token)).toMatchObject({ iAmVolunteer: false, iAmWaiting: false });
    expect(await read(admin.token)).toMatchObject({ id, iAmAdmin: true });
  });

  it('likes and unlikes, counting once per person', async () => {
    const { association, volunteer } = await world(app);
    const { event } = await insertEvent(app, association.id, {
      start: inDays(2),
      end: inDays(2, 12),
    });
    const like = `mutation($id: Int!) { likeEvent(input: { eventId: $id }) { isLike numberLike } }`;
    await app.gql(like, { id: event.id }, volunteer.token);
    expect(
      (
        await app.gql<{ likeEvent: { isLike: boolean; numberLike: number } }>(
          like,
          { id: event.id },
          volunteer.token,
        )
      ).data!.likeEvent,
    ).toEqual({ isLike: true, numberLike: 1 });
    const unlike = await app.gql<{ unlikeEvent: { isLike: boolean; numberLike: number } }>(
      `mutation($id: Int!) { unlikeEvent(input: { eventId: $id }) { isLike numberLike } }`,
      { id: event.id },
      volunteer.token,
    );
    expect(unlike.data!.unlikeEvent).toEqual({ isLike: false, numberLike: 0 });
  });
});
