import {
  buildAssociation,
  buildFollow,
  buildMembership,
  buildUser,
  tokenFor,
  userWithToken,
} from '../factories';
import { startTestApp, type TestApp } from '../test-app';

/**
 * The association's own legal data (docs/register.md): its codice fiscale (an entity's 11 digits
 * with their check digit, or a person's 16 characters) and its RUNTS number, written by its
 * administrators through both APIs and shown to them only.
 */
let app: TestApp;
let topicIds: number[];
beforeAll(async () => {
  app = await startTestApp();
  topicIds = (await app.services.catalog.topics()).map((t) => t.id);
});
afterAll(() => app.stop());

// an entity's code whose check digit was computed with the rule (schema entity-fiscal-code.spec)
const ENTITY = '80012345676';
// a person's, computed by codice-fiscale-js (common/fiscal-code.spec)
const PERSON = 'RSSMRA85C15H501R';

const LEGAL = `query($id: Int!) { association(id: $id) { fiscalCode runtsNumber } }`;
const UPDATE = `mutation($input: UpdateAssociationInput!) { updateAssociation(input: $input) { id fiscalCode runtsNumber } }`;
const CREATE = `mutation($input: CreateAssociationInput!) { createAssociation(input: $input) { id fiscalCode runtsNumber } }`;

const edit = (id: number, overrides: Record<string, unknown> = {}) => ({
  input: {
    id,
    name: 'Croce Blu',
    description: 'Soccorso e trasporto',
    street: 'Via Roma 1',
    town: 'Milano',
    province: 'MI',
    dateOfFoundation: '2000-01-01',
    topicIds: [topicIds[0]],
    ...overrides,
  },
});

const stored = async (id: number) =>
  (
    (await app.dataSource.query(
      'SELECT fiscal_code AS "fiscalCode", runts_number AS "runtsNumber" FROM association WHERE id = $1',
      [id],
    )) as { fiscalCode: string | null; runtsNumber: string | null }[]
  )[0];

async function adminOf(values: { fiscalCode?: string | null; runtsNumber?: string | null } = {}) {
  const { user, token } = await userWithToken(app);
  const association = await buildAssociation(app, { adminId: user.id, ...values });
  return { user, token, association };
}

describe('writing them (GraphQL)', () => {
  it('stores them normalised, keeps them when absent, clears them with null or blank', async () => {
    const { token, association } = await adminOf();
    const written = await app.gql<{ updateAssociation: Record<string, unknown> }>(
      UPDATE,
      edit(association.id, { fiscalCode: ' 800 1234 5676 ', runtsNumber: '  Rep. 12345 ' }),
      token,
    );
    expect(written.errors).toBeUndefined();
    expect(written.data!.updateAssociation).toMatchObject({
      fiscalCode: ENTITY,
      runtsNumber: 'Rep. 12345',
    });
    expect(await stored(association.id)).toEqual({ fiscalCode: ENTITY, runtsNumber: 'Rep. 12345' });

    // an edit that does not name them leaves them alone
    expect((await app.gql(UPDATE, edit(association.id), token)).errors).toBeUndefined();
    expect(await stored(association.id)).toEqual({ fiscalCode: ENTITY, runtsNumber: 'Rep. 12345' });

    // a person's code (a sole founder's), in lower case
    await app.gql(UPDATE, edit(association.id, { fiscalCode: PERSON.toLowerCase() }), token);
    expect((await stored(association.id)).fiscalCode).toBe(PERSON);

    await app.gql(UPDATE, edit(association.id, { fiscalCode: null, runtsNumber: '  ' }), token);
    expect(await stored(association.id)).toEqual({ fiscalCode: null, runtsNumber: null });
  });

  it.each([
    [
      'an entity code with a wrong check digit',
      { fiscalCode: '80012345678' },
      'fiscalCode',
      'validation.association_fiscal_code_not_valid',
    ],
    [
      'ten digits',
      { fiscalCode: '8001234567' },
      'fiscalCode',
      'validation.association_fiscal_code_not_valid',
    ],
    [
      "a person's code with a wrong check character",
      { fiscalCode: 'RSSMRA85C15H501X' },
      'fiscalCode',
      'validation.association_fiscal_code_not_valid',
    ],
    [
      'a RUNTS number of 31 characters',
      { runtsNumber: 'r'.repeat(31) },
      'runtsNumber',
      'validation.max_length',
    ],
  ])('refuses %s and changes nothing', async (_label, overrides, field, key) => {
    const { token, association } = await adminOf({ fiscalCode: ENTITY, runtsNumber: '42' });
    const refused = await app.gql(
      UPDATE,
      edit(association.id, { name: 'Altro nome', ...overrides }),
      token,
    );
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', key, field });
    expect(await stored(association.id)).toEqual({ fiscalCode: ENTITY, runtsNumber: '42' });
    const [{ name }] = await app.dataSource.query('SELECT name FROM association WHERE id = $1', [
      association.id,
    ]);
    expect(name).not.toBe('Altro nome');
  });

  it('a new association may have them from the start, and refuses a wrong one before using the code', async () => {
    const { token } = await userWithToken(app);
    const [code] = await app.services.activationCodes.generate(1);
    const input = {
      activationCode: code,
      name: 'Ponte Solidale',
      description: 'Doposcuola',
      street: 'Via Garibaldi 5',
      town: 'Bologna',
      province: 'BO',
      dateOfFoundation: '2005-04-25',
      topicIds: [topicIds[0]],
    };
    const wrong = await app.gql(CREATE, { input: { ...input, fiscalCode: '97000000007' } }, token);
    expect(wrong.errors?.[0].extensions).toMatchObject({
      key: 'validation.association_fiscal_code_not_valid',
    });
    const created = await app.gql<{ createAssociation: Record<string, unknown> }>(
      CREATE,
      { input: { ...input, fiscalCode: '97000000006', runtsNumber: '12345' } },
      token,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createAssociation).toMatchObject({
      fiscalCode: '97000000006',
      runtsNumber: '12345',
    });
  });
});

describe('writing them (REST)', () => {
  it('POST /api/association and PUT /api/association/{id} take fiscal_code and runts_number', async () => {
    const { token } = await userWithToken(app);
    const [code] = await app.services.activationCodes.generate(1);
    const body = {
      code_activation: code,
      name: 'Mani Tese Test',
      description: 'Cooperazione',
      address: 'Via Roma 2, Torino, TO',
      date_of_foundation: '1990-01-01',
      topics: [topicIds[0]],
    };
    const refused = await app.rest('POST', '/api/association', {
      token,
      body: { ...body, fiscal_code: '12345678901' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      key: 'validation.association_fiscal_code_not_valid',
      field: 'fiscalCode',
    });
    const created = await app.rest('POST', '/api/association', {
      token,
      body: { ...body, fiscal_code: '80012345676', runts_number: ' 777 ' },
    });
    expect(created.status).toBe(201);
    const [{ id }] = await app.dataSource.query(
      `SELECT id FROM association WHERE name = 'Mani Tese Test'`,
    );
    expect(await stored(id)).toEqual({ fiscalCode: ENTITY, runtsNumber: '777' });

    // multipart, as the legacy client sends it: a field left out keeps its value
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Mani Tese Test',
      description: 'Cooperazione',
      address: 'Via Roma 2, Torino, TO',
      date_of_foundation: '1990-01-01',
      topics: String(topicIds[0]),
      runts_number: '',
    }))
      form.append(k, v);
    const edited = await app.rest<Record<string, unknown>>('PUT', `/api/association/${id}`, {
      token,
      form,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ fiscal_code: ENTITY, runts_number: null });
    expect(await stored(id)).toEqual({ fiscalCode: ENTITY, runtsNumber: null });

    const tooLong = await app.rest('PUT', `/api/association/${id}`, {
      token,
      body: { ...body, code_activation: undefined, runts_number: 'r'.repeat(31) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ key: 'validation.max_length', field: 'runts_number' });
  });

  it('refuses them from a volunteer of the association (403), without writing', async () => {
    const { association } = await adminOf();
    const volunteer = await buildUser(app);
    await buildMembership(app, { userId: volunteer.id, associationId: association.id });
    const refused = await app.gql(
      UPDATE,
      edit(association.id, { fiscalCode: ENTITY }),
      await tokenFor(app, volunteer),
    );
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(await stored(association.id)).toEqual({ fiscalCode: null, runtsNumber: null });
  });
});

describe('who sees them', () => {
  it("the association's administrators only, in GraphQL and in every REST answer", async () => {
    const { token, association } = await adminOf({ fiscalCode: ENTITY, runtsNumber: '12345' });
    const volunteer = await buildUser(app);
    await buildMembership(app, { userId: volunteer.id, associationId: association.id });
    const follower = await buildUser(app);
    await buildFollow(app, { userId: follower.id, associationId: association.id });
    const otherAdmin = await buildUser(app);
    await buildAssociation(app, { adminId: otherAdmin.id });
    const others = [
      await tokenFor(app, volunteer),
      await tokenFor(app, follower),
      await tokenFor(app, otherAdmin),
    ];

    const gql = async (t: string) =>
      (await app.gql<{ association: unknown }>(LEGAL, { id: association.id }, t)).data!.association;
    expect(await gql(token)).toEqual({ fiscalCode: ENTITY, runtsNumber: '12345' });
    for (const t of others) expect(await gql(t)).toEqual({ fiscalCode: null, runtsNumber: null });

    const one = async (t: string) =>
      (
        await app.rest<Record<string, unknown>>('GET', `/api/association/info/${association.id}`, {
          token: t,
        })
      ).body;
    expect(await one(token)).toMatchObject({ fiscal_code: ENTITY, runts_number: '12345' });
    for (const t of others) {
      const body = await one(t);
      expect(body.id).toBe(association.id);
      expect(body).not.toHaveProperty('fiscal_code');
      expect(body).not.toHaveProperty('runts_number');
    }

    // the lists too: the administrator's own list, and everyone's
    const listed = async (t: string, query: string) =>
      (
        await app.rest<Record<string, unknown>[]>('GET', `/api/association/info?${query}`, {
          token: t,
        })
      ).body.find((a) => a.id === association.id);
    expect(await listed(token, 'admin=true')).toMatchObject({ fiscal_code: ENTITY });
    expect(await listed(others[1], 'favourite=true')).not.toHaveProperty('fiscal_code');

    const dashboard = await app.rest<Record<string, unknown>>(
      'GET',
      `/api/association/info/${association.id}?dashboard=true`,
      { token },
    );
    expect(dashboard.body).toMatchObject({ fiscal_code: ENTITY, runts_number: '12345' });
  });
});
