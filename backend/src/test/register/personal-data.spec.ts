import { buildAssociation, buildMembership } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import { download, PEOPLE, person, registerApi, registerWorld, romeDay } from './support';

/**
 * Issue 31, "Personal data" and "The register follows the person": text of one line refuses
 * what would print otherwise than typed, one codice fiscale per account, who downloaded what,
 * corrections proposed when a volunteer changes their profile, entries from a paper form.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ JOB_CONCURRENCY: '0' });
});
afterAll(() => app?.stop());

const PROFILE = { name: 'Anna', surname: 'Verdi', tel: '3331112222', birth_date: '1990-05-20' };
const GQL_PROFILE = {
  name: 'Anna',
  surname: 'Verdi',
  phone: '3331112222',
  birthDate: '1990-05-20',
  preferences: [],
};
const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { name residence fiscalCode } }`;
const RLO = '\u202E';

type Refusal = { key: string; field: string };

describe('single-line fields refuse control characters, line breaks and bidi overrides', () => {
  it('REST: a name with a line break, a surname with an override, a residence with a tab', async () => {
    const anna = await person(app, 'anna', false);
    const put = (body: Record<string, unknown>) =>
      app.rest<Refusal>('PUT', '/api/user', { token: anna.token, body: { ...PROFILE, ...body } });
    for (const [body, field] of [
      [{ name: 'An\nna' }, 'name'],
      [{ surname: `Verdi${RLO}` }, 'surname'],
      [{ residence: 'Via Roma\t1' }, 'residence'],
      [{ birth_place: 'Milano\u2066' }, 'birthPlace'],
    ] as const) {
      const refused = await put(body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ key: 'validation.invalid_characters', field });
    }
    const [row] = await app.dataSource.query(
      'SELECT name, surname, residence FROM user_account WHERE id = $1',
      [anna.id],
    );
    expect(row).toEqual({ name: 'Anna', surname: 'Verdi', residence: null });
  });

  it('GraphQL: BAD_USER_INPUT with the same key, for the profile and an association', async () => {
    const anna = await person(app, 'anna', false);
    const refused = await app.gql(
      UPDATE,
      { input: { ...GQL_PROFILE, residence: `Via ${RLO}Roma 1` } },
      anna.token,
    );
    expect(refused.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      key: 'validation.invalid_characters',
      field: 'residence',
    });
    const association = await buildAssociation(app, { adminId: anna.id });
    const renamed = await app.rest<Refusal>('PUT', `/api/association/${association.id}`, {
      token: anna.token,
      body: { name: 'Croce\r\nVerde' },
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body).toMatchObject({ key: 'validation.invalid_characters', field: 'name' });
    // names in any script are what they are
    const fine = await app.gql<{ updateProfile: { name: string } }>(
      UPDATE,
      { input: { ...GQL_PROFILE, name: 'Ștefan', surname: 'محمد' } },
      anna.token,
    );
    expect(fine.data?.updateProfile.name).toBe('Ștefan');
  });
});

describe('one codice fiscale belongs to one account', () => {
  it("REST and GraphQL: 409 validation.fiscal_code_taken; the other's profile is left alone", async () => {
    const mario = await person(app, 'mario');
    // a second account born the same day, trying Mario's code
    const other = await person(app, 'mario', false);
    const put = await app.rest<Refusal>('PUT', '/api/user', {
      token: other.token,
      body: {
        name: 'Mario',
        surname: 'Rossi',
        tel: '3331112222',
        birth_date: '1985-03-15',
        fiscal_code: PEOPLE.mario.fiscalCode,
      },
    });
    expect(put.status).toBe(409);
    expect(put.body).toMatchObject({ key: 'validation.fiscal_code_taken' });
    const gql = await app.gql(
      UPDATE,
      {
        input: {
          ...GQL_PROFILE,
          birthDate: '1985-03-15',
          fiscalCode: PEOPLE.mario.fiscalCode.toLowerCase(),
        },
      },
      other.token,
    );
    expect(gql.errors?.[0].extensions).toMatchObject({
      code: 'CONFLICT',
      key: 'validation.fiscal_code_taken',
    });
    const rows: { id: number }[] = await app.dataSource.query(
      'SELECT id FROM user_account WHERE fiscal_code = $1',
      [PEOPLE.mario.fiscalCode],
    );
    expect(rows).toEqual([{ id: mario.id }]);
    // saving the own profile again with the own code is fine
    const own = await app.gql(
      UPDATE,
      { input: { ...GQL_PROFILE, birthDate: '1985-03-15', fiscalCode: PEOPLE.mario.fiscalCode } },
      mario.token,
    );
    expect(own.errors).toBeUndefined();
  });

  it('two accounts saving the same code at once: the unique index decides, one 200 and one 409', async () => {
    await app.dataSource.query(
      'UPDATE user_account SET fiscal_code = NULL WHERE fiscal_code = $1',
      [PEOPLE.luca.fiscalCode],
    );
    const [a, b] = [await person(app, 'luca', false), await person(app, 'luca', false)];
    const body = {
      name: 'Luca',
      surname: 'Bianchi',
      tel: '3331112222',
      birth_date: '1992-01-01',
      fiscal_code: PEOPLE.luca.fiscalCode,
    };
    const answers = await Promise.all(
      [a, b].map((p) => app.rest('PUT', '/api/user', { token: p.token, body })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const [{ n }] = await app.dataSource.query(
      'SELECT count(*)::int AS n FROM user_account WHERE fiscal_code = $1',
      [PEOPLE.luca.fiscalCode],
    );
    expect(n).toBe(1);
  });
});

type AccessRow = {
  at: string;
  id_user: number | null;
  name: string;
  surname: string;
  what: string;
  format: string;
  period: string | null;
};

describe('who downloaded what (GDPR art. 5(2), 30)', () => {
  it('every file of the register, the insured list and the hours writes a row; the log lists them newest first', async () => {
    const { admin, association, people } = await registerWorld(app, 'giulia');
    const api = registerApi(app, association.id);
    expect(
      (await api.enter(admin.token, { id_user: people[0].id, section: 'regular' })).status,
    ).toBe(201);
    const base = `/api/association/${association.id}`;
    const day = romeDay(1);
    // reading the register on screen is not a download: no row
    expect((await api.list(admin.token)).status).toBe(200);
    for (const path of [
      `${base}/register?format=csv`,
      `${base}/register?format=pdf`,
      `${base}/register/insured?date=${day}&format=pdf`,
      `${base}/hours?format=csv&from=2026-01-01&to=2026-03-31`,
    ])
      expect((await download(app, path, admin.token)).status).toBe(200);

    const log = await app.rest<AccessRow[]>('GET', `${base}/access-log`, { token: admin.token });
    expect(log.status).toBe(200);
    expect(log.body.map((r) => [r.what, r.format, r.period])).toEqual([
      ['volunteer_hours', 'csv', '2026-01-01/2026-03-31'],
      ['insured_list', 'pdf', day],
      ['register', 'pdf', null],
      ['register', 'csv', null],
    ]);
    expect(log.body[0]).toMatchObject({ id_user: admin.id, name: 'Paolo', surname: 'Gialli' });
    const times = log.body.map((r) => Date.parse(r.at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    // GraphQL: the same list
    const gql = await app.gql<{ accessLog: { what: string; userId: number }[] }>(
      `query($a: Int!) { accessLog(associationId: $a) { what userId } }`,
      { a: association.id },
      admin.token,
    );
    expect(gql.data!.accessLog.map((r) => r.what)).toEqual(log.body.map((r) => r.what));

    // a volunteer of the association (or anyone but its administrators) is refused
    const volunteer = people[0];
    expect((await app.rest('GET', `${base}/access-log`, { token: volunteer.token })).status).toBe(
      403,
    );
    const refused = await app.gql(
      `query($a: Int!) { accessLog(associationId: $a) { what } }`,
      { a: association.id },
      volunteer.token,
    );
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it("a refused download writes nothing; a person's own data export writes a row of their own", async () => {
    const { admin, association } = await registerWorld(app);
    const stranger = await person(app, 'luca', false);
    const base = `/api/association/${association.id}`;
    expect((await download(app, `${base}/register?format=csv`, stranger.token)).status).toBe(403);
    expect(
      (await app.rest<AccessRow[]>('GET', `${base}/access-log`, { token: admin.token })).body,
    ).toEqual([]);

    expect((await app.rest('GET', '/api/user/export', { token: stranger.token })).status).toBe(200);
    const own: { what: string; association_id: number | null }[] = await app.dataSource.query(
      'SELECT what, association_id FROM access_log WHERE user_id = $1',
      [stranger.id],
    );
    expect(own).toEqual([{ what: 'data_export', association_id: null }]);
  });
});

type Proposal = {
  id_entry: number;
  id_user: number;
  fields: string[];
  fiscal_code: string | null;
  birth_place: string | null;
  residence: string | null;
  domicile: string | null;
};

describe('the register follows the person', () => {
  it('a profile change tells the administrators, with the correction filled in; the register changes only when one records it', async () => {
    const { admin, association, people } = await registerWorld(app, 'mario');
    const [mario] = people;
    const api = registerApi(app, association.id);
    const entered = await api.enter(admin.token, { id_user: mario.id, section: 'regular' });
    expect(entered.status).toBe(201);

    const changed = await app.rest('PUT', '/api/user', {
      token: mario.token,
      body: {
        name: 'Mario',
        surname: 'Rossi',
        tel: '3331112222',
        birth_date: '1985-03-15',
        residence: 'Via Nuova 2, Pavia',
        domicile: 'Via Po 3, Torino',
      },
    });
    expect(changed.status).toBe(200);

    const notices = await app.gql<{
      notifications: { edges: { node: { title: string; body: string; kind: string } }[] };
    }>(`query { notifications(first: 5) { edges { node { title body kind } } } }`, {}, admin.token);
    const notice = notices.data!.notifications.edges.map((e) => e.node)[0];
    expect(notice).toMatchObject({
      kind: 'register_correction',
      title: 'Dati da rettificare: Mario Rossi',
    });
    expect(notice.body).toContain('residenza, domicilio');

    // nothing changed in the register
    expect((await api.list(admin.token)).body.map((e) => e.residence)).toEqual([
      'Via Rossi 1, Milano',
    ]);
    const proposals = await app.rest<Proposal[]>(
      'GET',
      `/api/association/${association.id}/register/proposals`,
      { token: admin.token },
    );
    expect(proposals.body).toEqual([
      expect.objectContaining({
        id_entry: entered.body.id,
        id_user: mario.id,
        fields: ['residence', 'domicile'],
        fiscal_code: null,
        residence: 'Via Nuova 2, Pavia',
        domicile: 'Via Po 3, Torino',
      }),
    ]);
    // the volunteer cannot read it
    expect(
      (
        await app.rest('GET', `/api/association/${association.id}/register/proposals`, {
          token: mario.token,
        })
      ).status,
    ).toBe(403);

    // an administrator records it: the proposal is gone
    const corrected = await api.correct(admin.token, entered.body.id, {
      residence: proposals.body[0].residence,
      domicile: proposals.body[0].domicile,
    });
    expect(corrected.status).toBe(201);
    const gql = await app.gql<{ registerCorrectionProposals: unknown[] }>(
      `query($a: Int!) { registerCorrectionProposals(associationId: $a) { entryId fields } }`,
      { a: association.id },
      admin.token,
    );
    expect(gql.data!.registerCorrectionProposals).toEqual([]);
  });

  it('a change of data no register holds tells nobody', async () => {
    const { admin, association, people } = await registerWorld(app, 'anna');
    await registerApi(app, association.id).enter(admin.token, {
      id_user: people[0].id,
      section: 'regular',
    });
    const count = async () =>
      (
        await app.dataSource.query(
          `SELECT count(*)::int AS n FROM notification WHERE user_id = $1 AND kind = 'register_correction'`,
          [admin.id],
        )
      )[0].n as number;
    expect(
      (
        await app.rest('PUT', '/api/user', {
          token: people[0].token,
          body: { ...PROFILE, tel: '3339998888' },
        })
      ).status,
    ).toBe(200);
    expect(await count()).toBe(0);
  });

  it('an entry from a signed paper form: its data, not the profile, and it says so', async () => {
    const { admin, association } = await registerWorld(app);
    const luca = await person(app, 'luca', false);
    await buildMembership(app, { userId: luca.id, associationId: association.id });
    const api = registerApi(app, association.id);
    const paper = {
      fiscal_code: 'bnc lcu 92a01 l219m',
      birth_place: 'Torino (TO)',
      residence: 'Via Carta 1, Torino',
    };
    const entered = await api.enter(admin.token, {
      id_user: luca.id,
      section: 'occasional',
      paper_form: paper,
    });
    expect(entered.status).toBe(201);
    expect(entered.body).toMatchObject({
      fiscal_code: 'BNCLCU92A01L219M',
      residence: 'Via Carta 1, Torino',
      source: 'paper_form',
    });
    // the profile is left as it was
    const [row] = await app.dataSource.query(
      'SELECT fiscal_code, residence FROM user_account WHERE id = $1',
      [luca.id],
    );
    expect(row).toEqual({ fiscal_code: null, residence: null });
    const csv = await download(
      app,
      `/api/association/${association.id}/register?format=csv`,
      admin.token,
    );
    expect(csv.body.toString('utf8')).toContain('Modulo cartaceo firmato');
    expect((await api.verify(admin.token)).body).toMatchObject({ valid: true });
    // its line's end keeps the source
    const ended = await api.end(admin.token, entered.body.id);
    expect(ended.body).toMatchObject({ kind: 'end', source: 'paper_form' });

    // a code that does not match the account's birth date, or a line break: 400
    const other = await person(app, 'giulia', false);
    await buildMembership(app, { userId: other.id, associationId: association.id });
    const wrong = await api.enter(admin.token, {
      id_user: other.id,
      section: 'regular',
      paper_form: paper,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.key).toBe('validation.fiscal_code_birth_date');
    const broken = await app.gql(
      `mutation($i: AddRegisterEntryInput!) { addRegisterEntry(input: $i) { id source } }`,
      {
        i: {
          associationId: association.id,
          userId: other.id,
          section: 'REGULAR',
          paperForm: {
            fiscalCode: PEOPLE.giulia.fiscalCode,
            birthPlace: 'Napoli',
            residence: 'Via\nRoma',
          },
        },
      },
      admin.token,
    );
    expect(broken.errors?.[0].extensions).toMatchObject({
      key: 'validation.invalid_characters',
      field: 'residence',
    });
  });
});
