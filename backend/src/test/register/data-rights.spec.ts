import {
  buildEventLike,
  buildFollow,
  buildMembership,
  buildNotification,
  buildSignUp,
  buildShift,
  buildEvent,
  takeFiscalCode,
} from '../factories';
import { pdfText } from '../pdf-text';
import { startTestApp, type TestApp } from '../test-app';
import { PEOPLE, person, registerApi, registerWorld, romeDay } from './support';

/**
 * Each person's data rights (issue 23): the register data in the profile (checked), which
 * registers hold them, the export of all their data and nothing else, and an account deletion
 * that keeps the register's entries (art. 17(3)(b) GDPR) and removes the rest.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ JOB_CONCURRENCY: '0' });
});
afterAll(() => app?.stop());

const PROFILE = { name: 'Anna', surname: 'Verdi', tel: '3331112222', birth_date: '1990-05-20' };
const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { fiscalCode birthPlace residence domicile } }`;
const GQL_PROFILE = {
  name: 'Anna',
  surname: 'Verdi',
  phone: '3331112222',
  birthDate: '1990-05-20',
  preferences: [],
};

describe('the register data of the profile', () => {
  it('REST: stored normalised, kept when absent, cleared with null or an empty value', async () => {
    const anna = await person(app, 'anna', false);
    const put = (body: Record<string, unknown>) =>
      app.rest<{ info: Record<string, unknown>; key: string; field: string }>('PUT', '/api/user', {
        token: anna.token,
        body: { ...PROFILE, ...body },
      });
    const saved = await put({
      fiscal_code: ' vrdnna 90e60 f205x ',
      birth_place: 'Milano (MI)',
      residence: 'Via Verdi 1, Milano',
      domicile: 'via verdi 1, milano ',
    });
    expect(saved.status).toBe(200);
    // a domicile equal to the residence is no separate domicile
    expect(saved.body.info).toMatchObject({
      fiscal_code: 'VRDNNA90E60F205X',
      birth_place: 'Milano (MI)',
      residence: 'Via Verdi 1, Milano',
      domicile: null,
    });
    // the profile form that knows nothing of them keeps them
    expect((await put({})).body.info).toMatchObject({ fiscal_code: 'VRDNNA90E60F205X' });
    const me = await app.rest<Record<string, unknown>>('GET', '/api/user', { token: anna.token });
    expect(me.body).toMatchObject({
      fiscal_code: 'VRDNNA90E60F205X',
      residence: 'Via Verdi 1, Milano',
    });
    expect((await put({ residence: null, birth_place: '' })).body.info).toMatchObject({
      fiscal_code: 'VRDNNA90E60F205X',
      residence: null,
      birth_place: null,
    });
    // multipart, as the legacy profile form sends it
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...PROFILE, domicile: 'Via Po 1, Torino' }))
      form.append(k, v);
    const multipart = await app.rest<{ info: Record<string, unknown> }>('PUT', '/api/user', {
      token: anna.token,
      form,
    });
    expect(multipart.body.info).toMatchObject({
      domicile: 'Via Po 1, Torino',
      fiscal_code: 'VRDNNA90E60F205X',
    });
  });

  it.each([
    [
      'a wrong check character',
      { fiscal_code: 'VRDNNA90E60F205Y' },
      'validation.fiscal_code_not_valid',
      'fiscalCode',
    ],
    [
      'a wrong shape',
      { fiscal_code: 'VRDNNA90E60F20' },
      'validation.fiscal_code_not_valid',
      'fiscalCode',
    ],
    [
      "someone else's code (another birth date)",
      { fiscal_code: PEOPLE.mario.fiscalCode },
      'validation.fiscal_code_birth_date',
      'fiscalCode',
    ],
    [
      'a birth date that contradicts the stored code',
      { birth_date: '1990-05-21' },
      'validation.fiscal_code_birth_date',
      'birthDate',
    ],
  ])('REST refuses %s with 400 and changes nothing', async (_label, body, key, field) => {
    const anna = await person(app, 'anna');
    const answer = await app.rest<{ key: string; field: string; message: string }>(
      'PUT',
      '/api/user',
      {
        token: anna.token,
        body: { ...PROFILE, ...body },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ key, field });
    const [row]: { fiscal_code: string; birth_date: string }[] = await app.dataSource.query(
      `SELECT fiscal_code, to_char(birth_date, 'YYYY-MM-DD') AS birth_date FROM user_account WHERE id = $1`,
      [anna.id],
    );
    expect(row).toEqual({ fiscal_code: PEOPLE.anna.fiscalCode, birth_date: PEOPLE.anna.birthDate });
  });

  it('GraphQL: the same fields on updateProfile and me; an invalid code is BAD_USER_INPUT', async () => {
    const anna = await person(app, 'anna', false);
    const bad = await app.gql(
      UPDATE,
      { input: { ...GQL_PROFILE, fiscalCode: 'VRDNNA90E60F205Y' } },
      anna.token,
    );
    expect(bad.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      key: 'validation.fiscal_code_not_valid',
      field: 'fiscalCode',
    });
    // one code belongs to one account (issue 31): an earlier Anna of this file gives it up
    await takeFiscalCode(app, 'VRDNNA90E60F205X');
    const good = await app.gql<{ updateProfile: Record<string, unknown> }>(
      UPDATE,
      {
        input: {
          ...GQL_PROFILE,
          fiscalCode: 'vrdnna90e60f205x',
          birthPlace: 'Milano',
          residence: 'Via A 1',
          domicile: 'Via B 2',
        },
      },
      anna.token,
    );
    expect(good.data!.updateProfile).toEqual({
      fiscalCode: 'VRDNNA90E60F205X',
      birthPlace: 'Milano',
      residence: 'Via A 1',
      domicile: 'Via B 2',
    });
    const kept = await app.gql<{ updateProfile: Record<string, unknown> }>(
      UPDATE,
      { input: GQL_PROFILE },
      anna.token,
    );
    expect(kept.data!.updateProfile.fiscalCode).toBe('VRDNNA90E60F205X');
    const me = await app.gql<{ me: Record<string, unknown> }>(
      `query { me { fiscalCode birthPlace residence domicile } }`,
      {},
      anna.token,
    );
    expect(me.data!.me).toEqual(good.data!.updateProfile);
  });
});

describe('which registers hold me', () => {
  it('names each association, whether I am in it now, since and until when', async () => {
    const first = await registerWorld(app, 'luca');
    const luca = first.people[0];
    const second = await registerWorld(app);
    await buildMembership(app, { userId: luca.id, associationId: second.association.id });
    const api1 = registerApi(app, first.association.id);
    const api2 = registerApi(app, second.association.id);
    const e = (
      await api1.enter(first.admin.token, {
        id_user: luca.id,
        section: 'regular',
        start_date: '2024-02-01',
      })
    ).body;
    await api1.end(first.admin.token, e.id, { end_date: '2024-06-30' });
    await api2.enter(second.admin.token, {
      id_user: luca.id,
      section: 'occasional',
      start_date: '2025-03-01',
    });
    const mine = await app.rest<Record<string, unknown>[]>('GET', '/api/user/register', {
      token: luca.token,
    });
    expect(mine.body).toEqual([
      {
        id_association: first.association.id,
        name: 'Croce Blu Test',
        current: false,
        since: '2024-02-01',
        until: '2024-06-30',
        entries: 2,
      },
      {
        id_association: second.association.id,
        name: 'Croce Blu Test',
        current: true,
        since: '2025-03-01',
        until: null,
        entries: 1,
      },
    ]);
    const gql = await app.gql<{
      myRegisterAssociations: { associationId: number; current: boolean }[];
    }>(`query { myRegisterAssociations { associationId current } }`, {}, luca.token);
    expect(gql.data!.myRegisterAssociations).toEqual([
      { associationId: first.association.id, current: false },
      { associationId: second.association.id, current: true },
    ]);
    // somebody else sees their own (none)
    expect(
      (await app.rest('GET', '/api/user/register', { token: first.admin.token })).body,
    ).toEqual([]);
  });
});

/** A person with a bit of everything, and a neighbour with the same things, to tell apart. */
async function twoPeopleWithData() {
  const { admin, association, people } = await registerWorld(app, 'giulia', 'mario');
  const [giulia, mario] = people;
  const api = registerApi(app, association.id);
  await api.enter(admin.token, {
    id_user: giulia.id,
    section: 'regular',
    start_date: romeDay(-30),
  });
  await api.enter(admin.token, { id_user: mario.id, section: 'regular', start_date: romeDay(-30) });
  const event = await buildEvent(app, { associationId: association.id, name: 'Raccolta viveri' });
  const shift = await buildShift(app, { eventId: event.id, title: 'Mattina', maxVolunteer: 4 });
  for (const p of [giulia, mario]) {
    await buildSignUp(app, { shiftId: shift.id, userId: p.id });
    await buildEventLike(app, { eventId: event.id, userId: p.id });
    await buildFollow(app, { userId: p.id, associationId: association.id });
    await buildNotification(app, {
      userId: p.id,
      associationId: association.id,
      title: `Per ${p.id}`,
    });
    await app.dataSource.query(
      `INSERT INTO question (association_id, user_id, question) VALUES ($1, $2, $3)`,
      [association.id, p.id, `Domanda di ${p.id}`],
    );
  }
  // an attendance correction on each sign-up, and a statement each (issue 22)
  for (const p of [giulia, mario]) {
    const [{ id: signUpId }]: { id: number }[] = await app.dataSource.query(
      `SELECT id FROM user_shift WHERE shift_id = $1 AND user_id = $2`,
      [shift.id, p.id],
    );
    // the attendance (its own table since issue 32) and the change that recorded it
    await app.dataSource.query(
      `INSERT INTO shift_attendance (user_shift_id, attendance) VALUES ($1, 'absent')`,
      [signUpId],
    );
    await app.dataSource.query(
      `INSERT INTO attendance_change (user_shift_id, by_user_id, attendance) VALUES ($1, $2, 'absent')`,
      [signUpId, admin.id],
    );
    await app.dataSource.query(
      `INSERT INTO hours_statement (token, user_id, association_id, period_from, period_to, total_minutes, shifts)
       VALUES ($1, $2, $3, '2026-01-01', '2026-06-30', 90, '[]')`,
      [`token-of-${p.id}`, p.id, association.id],
    );
  }
  // mario's phone and e-mail must appear nowhere in giulia's export
  await app.dataSource.query(`UPDATE user_account SET phone = '3999999999' WHERE id = $1`, [
    mario.id,
  ]);
  return { admin, association, giulia, mario, shift, api };
}

describe('the data export', () => {
  it("holds the person's data, sign-ups with every column, and nobody else's", async () => {
    const { giulia, mario, shift, association } = await twoPeopleWithData();
    const answer = await app.rest<Record<string, unknown>>('GET', '/api/user/export', {
      token: giulia.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="insieme-i-miei-dati.json"',
    );
    const data = answer.body as Record<string, Record<string, unknown>[]> & {
      profile: Record<string, unknown>;
    };
    expect(data.format).toBe('insieme-data-export/1');
    expect(data.profile).toMatchObject({
      id: giulia.id,
      email: giulia.email,
      fiscal_code: PEOPLE.giulia.fiscalCode,
      birth_date: PEOPLE.giulia.birthDate,
    });
    for (const secret of ['password_hash', 'calendar_feed_token', 'token_version'])
      expect(data.profile).not.toHaveProperty(secret);
    // every column of the sign-up row and of its attendance, whatever a later migration adds
    const columns: { column_name: string }[] = await app.dataSource.query(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name IN ('user_shift', 'shift_attendance') AND column_name <> 'user_shift_id'`,
    );
    expect(data.sign_ups).toHaveLength(1);
    for (const { column_name } of columns) expect(data.sign_ups[0]).toHaveProperty(column_name);
    expect(data.sign_ups[0]).toMatchObject({
      shift_id: shift.id,
      user_id: giulia.id,
      event_name: 'Raccolta viveri',
      attendance: 'absent',
      checked_in_at: null,
      times_by_admin: false,
    });
    expect(data.memberships).toEqual([
      expect.objectContaining({ user_id: giulia.id, association_id: association.id }),
    ]);
    expect(data.follows).toHaveLength(1);
    expect(data.event_likes).toHaveLength(1);
    expect(data.notifications.map((n) => n.title)).toEqual([`Per ${giulia.id}`]);
    expect(data.questions.map((q) => q.question)).toEqual([`Domanda di ${giulia.id}`]);
    // issue 22: the administrator's correction of her attendance, not who made it
    expect(data.attendance_changes).toEqual([
      expect.objectContaining({ shift_id: shift.id, attendance: 'absent' }),
    ]);
    expect(data.attendance_changes[0]).not.toHaveProperty('by_user_id');
    expect(data.hours_statements).toEqual([
      expect.objectContaining({ user_id: giulia.id, total_minutes: 90 }),
    ]);
    expect(data.register_entries).toEqual([
      expect.objectContaining({
        user_id: giulia.id,
        fiscal_code: PEOPLE.giulia.fiscalCode,
        kind: 'enrolment',
      }),
    ]);
    expect(data.register_entries[0]).not.toHaveProperty('recorded_by_name');

    // nobody else's: no row of another person, none of their identifiers anywhere
    for (const [key, value] of Object.entries(data))
      if (Array.isArray(value))
        for (const row of value)
          if ('user_id' in row)
            expect({ key, user: row.user_id }).toEqual({ key, user: giulia.id });
    const text = JSON.stringify(data);
    for (const other of [
      mario.email,
      '3999999999',
      PEOPLE.mario.fiscalCode,
      'Via Rossi 1',
      `Domanda di ${mario.id}`,
      `Per ${mario.id}`,
      'Paolo Gialli',
      `token-of-${mario.id}`,
    ])
      expect(text).not.toContain(other);

    // the GraphQL twin gives the same data
    const gql = await app.gql<{ exportMyData: { status: string; data: string } }>(
      `mutation { exportMyData { status data } }`,
      {},
      giulia.token,
    );
    expect(gql.data!.exportMyData.status).toBe('READY');
    const parsed = JSON.parse(gql.data!.exportMyData.data) as Record<string, unknown>;
    expect({ ...parsed, exported_at: null }).toEqual({ ...data, exported_at: null });
  });
});

describe('the data export as a PDF (issue 31)', () => {
  it('the same contents, readable, with Italian headings; names as typed; nobody else’s', async () => {
    const { giulia, mario } = await twoPeopleWithData();
    await app.dataSource.query(
      `UPDATE user_account SET name = 'Олена', surname = 'Коваль' WHERE id = $1`,
      [giulia.id],
    );
    const response = await fetch(`${app.url}/api/user/export?format=pdf`, {
      headers: { authorization: `Bearer ${giulia.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="insieme-i-miei-dati.pdf"',
    );
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('I miei dati su Insieme');
    expect(text).toContain('Profilo (1)');
    expect(text).toContain('Nome: Олена');
    expect(text).toContain('Cognome: Коваль');
    expect(text).toContain(`E-mail: ${giulia.email}`);
    expect(text).toContain(`Codice fiscale: ${PEOPLE.giulia.fiscalCode}`);
    expect(text).toContain('Iscrizioni ai turni, con presenze e ore (1)');
    expect(text).toContain('Evento: Raccolta viveri');
    expect(text).toContain('Attestazioni delle ore (1)');
    expect(text).toContain('Voci nei registri dei volontari (1)');
    expect(text).not.toContain(mario.email);
    expect(text).not.toContain(PEOPLE.mario.fiscalCode);
  });
});

describe('deleting an account', () => {
  it('keeps the register entries (ended today) and removes the rest of the person', async () => {
    const { giulia, mario, admin, association, api } = await twoPeopleWithData();
    const holders = await app.gql<{
      myRegisterAssociations: { associationName: string; current: boolean }[];
    }>(`query { myRegisterAssociations { associationName current } }`, {}, giulia.token);
    // what the deletion screen names
    expect(holders.data!.myRegisterAssociations).toEqual([
      { associationName: 'Croce Blu Test', current: true },
    ]);
    const before = (await api.list(admin.token)).body;

    const deleted = await app.gql(`mutation { deleteAccount { message } }`, {}, giulia.token);
    expect(deleted.errors).toBeUndefined();

    const after = (await api.list(admin.token)).body;
    // the entries stay as they were, and the open line got its end date, today
    expect(after.slice(0, before.length).map((e) => ({ ...e, superseded_by: null }))).toEqual(
      before.map((e) => ({ ...e, superseded_by: null })),
    );
    const end = after[after.length - 1];
    expect(end).toMatchObject({
      kind: 'end',
      id_user: giulia.id,
      fiscal_code: PEOPLE.giulia.fiscalCode,
      end_date: romeDay(0),
      recorded_by: giulia.id,
    });
    expect((await api.verify(admin.token)).body).toMatchObject({ valid: true });
    // the rest is gone: no row of any table points at the person, but the register's
    const columns: { table_name: string; column_name: string }[] = await app.dataSource.query(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type = 'integer'
          AND (column_name IN ('user_id', 'recorded_by', 'pending_owner_id', 'answered_by_id')
               OR column_name LIKE '%user_id')
        ORDER BY 1, 2`,
    );
    const left: string[] = [];
    for (const { table_name, column_name } of columns) {
      const [{ n }]: { n: number }[] = await app.dataSource.query(
        `SELECT count(*)::int AS n FROM "${table_name}" WHERE "${column_name}" = $1`,
        [giulia.id],
      );
      if (n > 0) left.push(`${table_name}.${column_name}`);
    }
    expect(left.sort()).toEqual(['register_entry.recorded_by', 'register_entry.user_id']);
    expect(
      await app.dataSource.query('SELECT 1 FROM user_account WHERE id = $1', [giulia.id]),
    ).toEqual([]);
    // the neighbour lost nothing
    const theirs = await app.rest<Record<string, unknown[]>>('GET', '/api/user/export', {
      token: mario.token,
    });
    expect(theirs.body.sign_ups).toHaveLength(1);
    expect(theirs.body.register_entries).toHaveLength(1);
    // and the register still reads the deleted person's entries, for the association
    expect(after.filter((e) => e.id_user === giulia.id).length).toBe(2);
    expect(association.id).toBeGreaterThan(0);
  });
});
