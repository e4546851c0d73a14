import { buildMembership } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import { person, registerApi, registerWorld, romeDay, type EntryBody } from './support';

/**
 * The register of volunteers (issue 23): entering, the 24:00 rule on both ends, ends and
 * corrections as new entries, missing data, the end recorded when a membership ends.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ JOB_CONCURRENCY: '0' });
});
afterAll(() => app?.stop());

const ids = (rows: { id_user: number }[]) => rows.map((r) => r.id_user).sort((a, b) => a - b);

describe('entering a volunteer', () => {
  it('snapshots the profile, numbers and dates the entry, and refuses a second open entry (409)', async () => {
    const { admin, association, people } = await registerWorld(app, 'mario');
    const api = registerApi(app, association.id);
    const before = Date.now();
    const entered = await api.enter(admin.token, { id_user: people[0].id, section: 'regular' });
    expect(entered.status).toBe(201);
    expect(entered.body).toMatchObject({
      sequence: 1,
      kind: 'enrolment',
      id_user: people[0].id,
      name: 'Mario',
      surname: 'Rossi',
      fiscal_code: 'RSSMRA85C15H501R',
      birth_place: 'Roma (RM)',
      birth_date: '1985-03-15',
      residence: 'Via Rossi 1, Milano',
      domicile: null,
      section: 'regular',
      start_date: romeDay(0), // today by default
      end_date: null,
      corrects: null,
      superseded_by: null,
      recorded_by: admin.id,
      recorded_by_name: 'Paolo Gialli',
    });
    expect(entered.body.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(entered.body.recorded_at).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const again = await api.enter(admin.token, { id_user: people[0].id, section: 'occasional' });
    expect(again.status).toBe(409);
    expect(again.body.key).toBe('register.already_entered');
    // the profile changing afterwards does not change the entry: it is a snapshot
    await app.dataSource.query(`UPDATE user_account SET residence = 'Altrove' WHERE id = $1`, [
      people[0].id,
    ]);
    const list = await api.list(admin.token);
    expect(list.body.map((e) => e.residence)).toEqual(['Via Rossi 1, Milano']);
  });

  it('accepts an earlier start date (a paper register carried over), never a future one', async () => {
    const { admin, association, people } = await registerWorld(app, 'anna', 'luca');
    const api = registerApi(app, association.id);
    const future = await api.enter(admin.token, {
      id_user: people[0].id,
      section: 'regular',
      start_date: romeDay(1),
    });
    expect(future.status).toBe(400);
    expect(future.body.key).toBe('validation.future_date');
    const old = await api.enter(admin.token, {
      id_user: people[1].id,
      section: 'occasional',
      start_date: '2019-04-01',
    });
    expect(old.status).toBe(201);
    expect(old.body).toMatchObject({ start_date: '2019-04-01', section: 'occasional' });
    expect((await api.list(admin.token)).body).toHaveLength(1);
  });

  it('enters only accepted volunteers of the association (404 otherwise)', async () => {
    const { admin, association } = await registerWorld(app);
    const stranger = await person(app, 'anna');
    const waiting = await person(app, 'luca');
    await buildMembership(app, {
      userId: waiting.id,
      associationId: association.id,
      status: 'waiting',
    });
    const api = registerApi(app, association.id);
    for (const p of [stranger, waiting]) {
      const refused = await api.enter(admin.token, { id_user: p.id, section: 'regular' });
      expect(refused.status).toBe(404);
      expect(refused.body.key).toBe('register.not_a_volunteer');
    }
  });

  it('names the missing data (400) and asks the volunteer in-app, once, to complete the profile', async () => {
    const { admin, association, people } = await registerWorld(app, ['giulia', false]);
    const volunteer = people[0];
    const api = registerApi(app, association.id);
    const refused = await api.enter(admin.token, { id_user: volunteer.id, section: 'regular' });
    expect(refused.status).toBe(400);
    expect(refused.body.key).toBe('register.missing_data');
    expect(refused.body.message).toContain('codice fiscale, luogo di nascita, residenza');
    expect(refused.body.field).toBe('fiscalCode');
    const notices = () =>
      app.gql<{ notifications: { edges: { node: { title: string; body: string } }[] } }>(
        `query { notifications(first: 10) { edges { node { title body } } } }`,
        {},
        volunteer.token,
      );
    const first = await notices();
    expect(first.errors).toBeUndefined();
    const received = first.data!.notifications.edges.map((e) => e.node);
    expect(received).toEqual([
      {
        title: 'Completa il profilo: Croce Blu Test',
        body: expect.stringContaining(
          'mancano: codice fiscale, luogo di nascita, residenza. Aggiungili nel profilo.',
        ),
      },
    ]);
    // trying again before they read it does not repeat the notice
    await api.enter(admin.token, { id_user: volunteer.id, section: 'regular' });
    expect((await notices()).data!.notifications.edges).toHaveLength(1);
    expect((await api.list(admin.token)).body).toEqual([]);

    // the GraphQL twin names them too, with the fields in the extensions
    const gql = await app.gql(
      `mutation($i: AddRegisterEntryInput!) { addRegisterEntry(input: $i) { id } }`,
      { i: { associationId: association.id, userId: volunteer.id, section: 'REGULAR' } },
      admin.token,
    );
    expect(gql.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      key: 'register.missing_data',
      params: { fields: ['fiscalCode', 'birthPlace', 'residence'] },
    });

    // once the profile is complete, the entry goes in
    const profile = await app.rest('PUT', '/api/user', {
      token: volunteer.token,
      body: {
        name: 'Giulia',
        surname: 'Neri',
        tel: '3331112222',
        birth_date: '1988-11-07',
        fiscal_code: 'nreGLI88S47F839Q',
        birth_place: 'Napoli (NA)',
        residence: 'Via Toledo 1, Napoli',
        domicile: 'Via Po 3, Torino',
      },
    });
    expect(profile.status).toBe(200);
    const entered = await api.enter(admin.token, { id_user: volunteer.id, section: 'occasional' });
    expect(entered.status).toBe(201);
    expect(entered.body).toMatchObject({
      fiscal_code: 'NREGLI88S47F839Q',
      residence: 'Via Toledo 1, Napoli',
      domicile: 'Via Po 3, Torino',
    });
  });
});

describe('the 24:00 rule (DM 6 ottobre 2021)', () => {
  it('entered on the 10th: not insured on the 10th, insured on the 11th; ended on the 20th: insured on the 20th, not on the 21st', async () => {
    const { admin, association, people } = await registerWorld(app, 'mario', 'anna');
    const api = registerApi(app, association.id);
    const [mario, anna] = people;
    const entered = await api.enter(admin.token, {
      id_user: mario.id,
      section: 'regular',
      start_date: '2025-01-10',
    });
    expect(entered.status).toBe(201);
    // anna: entered on the 15th and still in the register
    expect(
      (
        await api.enter(admin.token, {
          id_user: anna.id,
          section: 'occasional',
          start_date: '2025-01-15',
        })
      ).status,
    ).toBe(201);
    const ended = await api.end(admin.token, entered.body.id, { end_date: '2025-01-20' });
    expect(ended.status).toBe(201);

    const on = async (date: string) => ids((await api.insured(admin.token, date)).body);
    expect(await on('2025-01-10')).toEqual([]);
    expect(await on('2025-01-11')).toEqual([mario.id]);
    expect(await on('2025-01-15')).toEqual([mario.id]);
    expect(await on('2025-01-16')).toEqual([mario.id, anna.id].sort((a, b) => a - b));
    expect(await on('2025-01-20')).toEqual([mario.id, anna.id].sort((a, b) => a - b));
    expect(await on('2025-01-21')).toEqual([anna.id]);
    expect(await on(romeDay(30))).toEqual([anna.id]);

    // the GraphQL twin gives the same list
    const gql = await app.gql<{ insuredVolunteers: { userId: number; endDate: string | null }[] }>(
      `query($a: Int!, $d: String!) { insuredVolunteers(associationId: $a, date: $d) { userId endDate } }`,
      { a: association.id, d: '2025-01-20' },
      admin.token,
    );
    expect(gql.data!.insuredVolunteers.map((e) => e.userId).sort((a, b) => a - b)).toEqual(
      [mario.id, anna.id].sort((a, b) => a - b),
    );
    const bad = await api.insured(admin.token, '2025-02-30');
    expect(bad.status).toBe(400);
  });
});

describe('ends and corrections are new entries', () => {
  it('an end: not in the future, not before the start, once; the entry it ends stays readable', async () => {
    const { admin, association, people } = await registerWorld(app, 'luca');
    const api = registerApi(app, association.id);
    const entry = (
      await api.enter(admin.token, {
        id_user: people[0].id,
        section: 'regular',
        start_date: romeDay(-10),
      })
    ).body;
    expect((await api.end(admin.token, entry.id, { end_date: romeDay(1) })).body.key).toBe(
      'validation.future_date',
    );
    const early = await api.end(admin.token, entry.id, { end_date: romeDay(-11) });
    expect(early.status).toBe(400);
    expect(early.body.key).toBe('register.end_before_start');
    const ended = await api.end(admin.token, entry.id);
    expect(ended.status).toBe(201);
    expect(ended.body).toMatchObject({
      kind: 'end',
      sequence: 2,
      corrects: entry.id,
      end_date: romeDay(0),
      start_date: romeDay(-10),
      fiscal_code: entry.fiscal_code,
    });
    // acting on the superseded entry, or ending twice
    expect((await api.end(admin.token, entry.id)).body.key).toBe('register.superseded');
    expect((await api.end(admin.token, ended.body.id)).status).toBe(409);
    expect((await api.end(admin.token, ended.body.id)).body.key).toBe('register.already_ended');
    const list = (await api.list(admin.token)).body;
    expect(list.map((e) => [e.sequence, e.kind, e.superseded_by])).toEqual([
      [1, 'enrolment', ended.body.id],
      [2, 'end', null],
    ]);
    // after the end the person may be entered again: a new line
    const back = await api.enter(admin.token, { id_user: people[0].id, section: 'occasional' });
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({ sequence: 3, kind: 'enrolment', corrects: null });
  });

  it('a correction points at the corrected entry, which stays readable with its old values', async () => {
    const { admin, association, people } = await registerWorld(app, 'anna');
    const api = registerApi(app, association.id);
    const entry = (await api.enter(admin.token, { id_user: people[0].id, section: 'regular' }))
      .body;
    const corrected = await api.correct(admin.token, entry.id, {
      residence: 'Corso Buenos Aires 2, Milano',
      section: 'occasional',
      start_date: romeDay(-3),
    });
    expect(corrected.status).toBe(201);
    expect(corrected.body).toMatchObject({
      kind: 'correction',
      corrects: entry.id,
      residence: 'Corso Buenos Aires 2, Milano',
      section: 'occasional',
      start_date: romeDay(-3),
      name: 'Anna',
      fiscal_code: entry.fiscal_code,
    });
    const list = (await api.list(admin.token)).body;
    const old = list.find((e) => e.id === entry.id)!;
    expect(old).toMatchObject({
      residence: 'Via Verdi 1, Milano',
      section: 'regular',
      start_date: romeDay(0),
      superseded_by: corrected.body.id,
      hash: entry.hash,
    });
    // the corrected one cannot be corrected again: its correction is the current state
    const stale = await api.correct(admin.token, entry.id, { name: 'Annamaria' });
    expect(stale.status).toBe(409);
    // the codice fiscale must match the birth date, whichever of the two is corrected
    const wrongCode = await api.correct(admin.token, corrected.body.id, {
      fiscal_code: 'RSSMRA85C15H501R',
    });
    expect(wrongCode.body).toMatchObject({
      key: 'validation.fiscal_code_birth_date',
      field: 'fiscalCode',
    });
    const wrongDate = await api.correct(admin.token, corrected.body.id, {
      birth_date: '1990-05-21',
    });
    expect(wrongDate.body).toMatchObject({
      key: 'validation.fiscal_code_birth_date',
      field: 'birthDate',
    });
    expect((await api.correct(admin.token, corrected.body.id, {})).body.key).toBe(
      'register.nothing_to_correct',
    );
    // an end date can be corrected, and removed (a line ended by mistake)
    const ended = (await api.end(admin.token, corrected.body.id, { end_date: romeDay(-1) })).body;
    const later = await api.correct(admin.token, ended.id, { end_date: romeDay(0) });
    expect(later.body).toMatchObject({ kind: 'correction', end_date: romeDay(0) });
    const reopened = await api.correct(admin.token, later.body.id, { end_date: null });
    expect(reopened.status).toBe(201);
    expect(reopened.body.end_date).toBeNull();
    expect((await api.list(admin.token)).body).toHaveLength(5);

    // GraphQL: the same correction, and the list with supersededBy
    const gql = await app.gql<{ correctRegisterEntry: { corrects: number; domicile: string } }>(
      `mutation($i: CorrectRegisterEntryInput!) { correctRegisterEntry(input: $i) { corrects domicile } }`,
      {
        i: {
          associationId: association.id,
          entryId: reopened.body.id,
          domicile: 'Via Po 1, Torino',
        },
      },
      admin.token,
    );
    expect(gql.data!.correctRegisterEntry).toEqual({
      corrects: reopened.body.id,
      domicile: 'Via Po 1, Torino',
    });
    const register = await app.gql<{
      volunteerRegister: { id: number; supersededBy: number | null }[];
    }>(
      `query($a: Int!) { volunteerRegister(associationId: $a) { id supersededBy } }`,
      { a: association.id },
      admin.token,
    );
    expect(register.data!.volunteerRegister.filter((e) => e.supersededBy === null)).toHaveLength(1);
  });
});

describe('leaving the association records the end date', () => {
  it('removal by an administrator and leaving: an end entry dated today, by whoever ended it', async () => {
    const { admin, association, people } = await registerWorld(app, 'mario', 'anna', 'luca');
    const api = registerApi(app, association.id);
    const [removed, leaver, never] = people;
    for (const p of [removed, leaver])
      expect(
        (
          await api.enter(admin.token, {
            id_user: p.id,
            section: 'regular',
            start_date: romeDay(-5),
          })
        ).status,
      ).toBe(201);
    const [membership]: { id: number }[] = await app.dataSource.query(
      'SELECT id FROM user_association WHERE user_id = $1 AND association_id = $2',
      [removed.id, association.id],
    );
    const removal = await app.gql(
      `mutation($id: Int!) { removeVolunteer(input: { membershipId: $id }) { id } }`,
      { id: membership.id },
      admin.token,
    );
    expect(removal.errors).toBeUndefined();
    const LEAVE = `mutation($id: Int!) { leaveAssociation(input: { associationId: $id }) { id } }`;
    expect((await app.gql(LEAVE, { id: association.id }, leaver.token)).errors).toBeUndefined();
    // a volunteer who was never in the register leaves nothing in it
    expect((await app.gql(LEAVE, { id: association.id }, never.token)).errors).toBeUndefined();

    // recorded in the transaction that ended the membership: there when the answer comes
    const list = (await api.list(admin.token)).body;
    expect(list).toHaveLength(4);
    const ends = list.filter((e: EntryBody) => e.kind === 'end');
    expect(ends.map((e) => [e.id_user, e.end_date, e.recorded_by])).toEqual([
      [removed.id, romeDay(0), admin.id],
      [leaver.id, romeDay(0), leaver.id],
    ]);
    expect(ids((await api.insured(admin.token, romeDay(0))).body)).toEqual(
      [removed.id, leaver.id].sort((a, b) => a - b),
    );
    expect(ids((await api.insured(admin.token, romeDay(1))).body)).toEqual([]);
    expect((await api.verify(admin.token)).body).toMatchObject({ valid: true, entries: 4 });
  });
});
