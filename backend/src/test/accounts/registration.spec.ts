import { ActivationCode } from '../../modules/activation-codes/activation-code.entity';
import { Association } from '../../modules/associations/association.entity';
import { Follow } from '../../modules/memberships/follow.entity';
import { Membership } from '../../modules/memberships/membership.entity';
import { User } from '../../modules/users/user.entity';
import { buildAssociation, buildUser } from '../factories';
import { linkToken, startTestApp, type TestApp } from '../test-app';

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { email message } }`;
const CONFIRM = `mutation($token: String!) { confirmRegistration(input: { token: $token }) { message } }`;
const LOGIN = `mutation($email: String!, $password: String!) { login(input: { email: $email, password: $password }) { accessToken user { id isAdmin } } }`;

let app: TestApp;
let eventTypeIds: number[];
let topicIds: number[];
let counter = 0;

beforeAll(async () => {
  app = await startTestApp();
  eventTypeIds = (await app.services.catalog.eventTypes()).map((t) => t.id);
  topicIds = (await app.services.catalog.topics()).map((t) => t.id);
});
afterAll(() => app.stop());

function volunteerInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    name: 'Luca',
    surname: 'Neri',
    email: `luca${counter}@example.org`,
    password: 'Segreta1!',
    phone: '3201234567',
    birthDate: '1994-02-28',
    acceptTerms: true,
    acceptPrivacy: true,
    preferences: eventTypeIds.slice(0, 2),
    followAssociationIds: [],
    ...overrides,
  };
}

async function newCode(): Promise<string> {
  return (await app.services.activationCodes.generate(1))[0];
}

function adminInput(code: string, overrides: Record<string, unknown> = {}) {
  return volunteerInput({
    association: {
      activationCode: code,
      name: 'Volontari del Lago',
      description: 'Pulizia delle spiagge del lago',
      street: 'Via Lungolago, 4',
      town: 'Como',
      province: 'CO',
      dateOfFoundation: '2010-05-01',
      topicIds: topicIds.slice(0, 3),
    },
    ...overrides,
  });
}

const users = () => app.dataSource.getRepository(User);

describe('volunteer registration', () => {
  it('creates the account, the pending volunteer requests and follows, and mails the confirmation link', async () => {
    const [a1, a2] = [await buildAssociation(app), await buildAssociation(app)];
    const input = volunteerInput({
      followAssociationIds: [a1.id, a2.id],
      email: 'Mixed.Case@Example.org',
    });
    const result = await app.gql<{ register: { email: string; message: string } }>(REGISTER, {
      input,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.register.email).toBe('mixed.case@example.org');

    const user = await users().findOneOrFail({
      where: { email: 'mixed.case@example.org' },
      relations: { preferences: true },
    });
    expect(user.emailConfirmedAt).toBeNull();
    expect(user.preferences!.map((p) => p.id).sort()).toEqual(eventTypeIds.slice(0, 2).sort());
    const memberships = await app.dataSource.getRepository(Membership).findBy({ userId: user.id });
    expect(memberships.map((m) => [m.associationId, m.status, m.isAdmin]).sort()).toEqual(
      [
        [a1.id, 'waiting', false],
        [a2.id, 'waiting', false],
      ].sort(),
    );
    expect(await app.dataSource.getRepository(Follow).countBy({ userId: user.id })).toBe(2);

    const mail = await app.waitForMail('mixed.case@example.org', 'Conferma');
    expect(mail.text).toContain('http://insieme.test/confirm-registration/');
  });

  it('refuses login until the address is confirmed, then accepts it', async () => {
    const input = volunteerInput();
    await app.gql(REGISTER, { input });
    const refused = await app.gql(LOGIN, { email: input.email, password: input.password });
    expect(refused.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      key: 'auth.email_not_confirmed',
    });
    expect(refused.errors?.[0].message).toMatch(/conferma/i);

    const token = linkToken(
      await app.waitForMail(input.email as string, 'Conferma'),
      'confirm-registration',
    );
    const confirmed = await app.gql(CONFIRM, { token });
    expect(confirmed.errors).toBeUndefined();
    // opening the link a second time still says it is confirmed
    expect((await app.gql(CONFIRM, { token })).errors).toBeUndefined();

    const ok = await app.gql<{ login: { accessToken: string } }>(LOGIN, {
      email: input.email,
      password: input.password,
    });
    expect(ok.data?.login.accessToken).toEqual(expect.any(String));
  });

  it('answers 404 to an unknown confirmation link', async () => {
    const result = await app.gql(CONFIRM, { token: 'x'.repeat(43) });
    expect(result.errors?.[0].extensions).toMatchObject({
      code: 'NOT_FOUND',
      key: 'auth.confirmation_link_not_valid',
    });
    expect((await app.rest('GET', `/api/user-verification/${'y'.repeat(43)}`)).status).toBe(404);
  });

  it('gives the same answer for an address already registered, and mails its owner instead', async () => {
    const existing = await buildUser(app);
    const before = await users().count();
    const result = await app.gql<{ register: { message: string } }>(REGISTER, {
      input: volunteerInput({ email: existing.email }),
    });
    expect(result.errors).toBeUndefined();
    expect(await users().count()).toBe(before);
    await app.waitForMail(existing.email, 'Hai già un account');
  });

  it.each([
    ['email', { email: 'not an email' }, 'validation.email_not_valid'],
    ['weak password', { password: 'password' }, 'validation.password_not_valid'],
    ['long name', { name: 'x'.repeat(26) }, 'validation.max_length'],
    ['phone', { phone: '12345' }, 'validation.phone_not_valid'],
    ['birth date', { birthDate: '2001-02-30' }, 'validation.date_not_valid'],
    [
      'under 18',
      { birthDate: new Date(Date.now() - 17 * 365.25 * 86400e3).toISOString().slice(0, 10) },
      'validation.age_under_18',
    ],
    ['over 100', { birthDate: '1900-01-01' }, 'validation.age_over_100'],
    ['terms', { acceptTerms: false }, 'validation.accept_terms'],
    ['privacy', { acceptPrivacy: false }, 'validation.accept_privacy'],
  ])('refuses a bad %s with its message key and writes nothing', async (_label, overrides, key) => {
    const before = await users().count();
    const result = await app.gql(REGISTER, { input: volunteerInput(overrides) });
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', key });
    expect(await users().count()).toBe(before);
  });

  it('refuses more than 6 event types and unknown ones', async () => {
    const seven = await app.gql(REGISTER, {
      input: volunteerInput({ preferences: eventTypeIds.slice(0, 7) }),
    });
    expect(seven.errors?.[0].extensions).toMatchObject({ key: 'max_event_type' });
    const unknown = await app.gql(REGISTER, { input: volunteerInput({ preferences: [999999] }) });
    expect(unknown.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      key: 'validation.unknown_choice',
    });
  });

  it('refuses to follow an association that does not exist, and writes nothing', async () => {
    const input = volunteerInput({ followAssociationIds: [987654] });
    const result = await app.gql(REGISTER, { input });
    expect(result.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'followAssociationIds',
    });
    expect(await users().countBy({ email: input.email as string })).toBe(0);
  });
});

describe('administrator registration', () => {
  it('creates the association with the creator as administrator and uses the code up', async () => {
    const code = await newCode();
    const input = adminInput(code.toLowerCase());
    const result = await app.gql(REGISTER, { input });
    expect(result.errors).toBeUndefined();
    const user = await users().findOneByOrFail({ email: input.email as string });
    const membership = await app.dataSource
      .getRepository(Membership)
      .findOneByOrFail({ userId: user.id });
    expect(membership).toMatchObject({ status: 'accepted', isAdmin: true });
    const association = await app.dataSource
      .getRepository(Association)
      .findOneOrFail({ where: { id: membership.associationId }, relations: { topics: true } });
    expect(association.address).toBe('Via Lungolago 4, Como, CO');
    expect(association.topics).toHaveLength(3);
    const used = await app.dataSource.getRepository(ActivationCode).findOneByOrFail({ code });
    expect(used).toMatchObject({ usedByUserId: user.id, associationId: association.id });

    const token = linkToken(
      await app.waitForMail(input.email as string, 'Conferma'),
      'confirm-registration',
    );
    await app.gql(CONFIRM, { token });
    const signedIn = await app.gql<{ login: { user: { isAdmin: boolean } } }>(LOGIN, {
      email: input.email,
      password: 'Segreta1!',
    });
    expect(signedIn.data?.login.user.isAdmin).toBe(true);
  });

  it('refuses a used code and leaves no account or association behind', async () => {
    const code = await newCode();
    expect((await app.gql(REGISTER, { input: adminInput(code) })).errors).toBeUndefined();
    const associationsBefore = await app.dataSource.getRepository(Association).count();
    const input = adminInput(code);
    const again = await app.gql(REGISTER, { input });
    expect(again.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      key: 'validation.activation_code_not_valid',
      field: 'association.activationCode',
    });
    expect(await users().countBy({ email: input.email as string })).toBe(0);
    expect(await app.dataSource.getRepository(Association).count()).toBe(associationsBefore);
  });

  it.each([
    ['code length', { activationCode: 'ABC' }, 'validation.activation_code_length'],
    ['province', { province: 'XX' }, 'validation.province_not_valid'],
    ['future foundation date', { dateOfFoundation: '2999-01-01' }, 'validation.future_date'],
    ['missing description', { description: '' }, 'validation.mandatory'],
    ['four topics', { topicIds: [1, 2, 3, 4] }, 'validation.max_topic'],
  ])('refuses a bad %s', async (_label, overrides, key) => {
    const code = await newCode();
    const input = adminInput(code);
    Object.assign(input.association as Record<string, unknown>, overrides);
    const result = await app.gql(REGISTER, { input });
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', key });
    expect(
      await app.dataSource.getRepository(ActivationCode).findOneByOrFail({ code }),
    ).toMatchObject({ usedAt: null });
  });

  it('lets exactly one of many concurrent registrations use a code', async () => {
    const code = await newCode();
    const attempts = 12;
    const results = await Promise.all(
      Array.from({ length: attempts }, () => app.gql(REGISTER, { input: adminInput(code) })),
    );
    const succeeded = results.filter((r) => !r.errors);
    expect(succeeded).toHaveLength(1);
    for (const r of results.filter((x) => x.errors))
      expect(r.errors![0].extensions).toMatchObject({
        key: 'validation.activation_code_not_valid',
      });
    const codeRow = await app.dataSource.getRepository(ActivationCode).findOneByOrFail({ code });
    expect(
      await app.dataSource
        .getRepository(Membership)
        .countBy({ associationId: codeRow.associationId!, isAdmin: true }),
    ).toBe(1);
  });
});
