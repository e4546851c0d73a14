import { User } from '../../modules/users/user.entity';
import { PASSWORD, userWithToken } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

/** Issue 10: which kinds of automatic messages also come by e-mail (docs/mail-preferences.md). */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

interface Preferences {
  notices: boolean;
  reminders: boolean;
  adminNotices: boolean;
}
interface RestPreferences {
  notices: boolean;
  reminders: boolean;
  admin_notices: boolean;
  waitlist: boolean;
}

const FIELDS = 'mailPreferences { notices reminders adminNotices }';
const ME = `{ me { id ${FIELDS} } }`;
const UPDATE = `mutation($input: UpdateMailPreferencesInput!) { updateMailPreferences(input: $input) { id ${FIELDS} } }`;
const DEFAULTS: Preferences = { notices: true, reminders: true, adminNotices: false };

const rest = (p: Preferences): RestPreferences => ({
  notices: p.notices,
  reminders: p.reminders,
  admin_notices: p.adminNotices,
  // issue 21's choice, not changed by the cases of issue 10 (its own case at the end)
  waitlist: true,
});

async function viaMe(token: string): Promise<Preferences> {
  const result = await app.gql<{ me: { mailPreferences: Preferences } }>(ME, {}, token);
  expect(result.errors).toBeUndefined();
  return result.data!.me.mailPreferences;
}

async function viaRest(token: string): Promise<RestPreferences> {
  const result = await app.rest<{ mail_preferences: RestPreferences }>('GET', '/api/user/', {
    token,
  });
  expect(result.status).toBe(200);
  return result.body.mail_preferences;
}

async function update(token: string, input: Record<string, unknown>) {
  return app.gql<{ updateMailPreferences: { id: number; mailPreferences: Preferences } }>(
    UPDATE,
    { input },
    token,
  );
}

const stored = async (userId: number) => {
  const user = await app.dataSource.getRepository(User).findOneByOrFail({ id: userId });
  return {
    notices: user.mailNotices,
    reminders: user.mailReminders,
    adminNotices: user.mailAdminNotices,
  };
};

describe('mail preferences', () => {
  it('start as notices and reminders on, administrators’ notices off — in me, login and GET /api/user/', async () => {
    const { user, token } = await userWithToken(app);
    expect(await viaMe(token)).toEqual(DEFAULTS);
    expect(await viaRest(token)).toEqual(rest(DEFAULTS));

    const login = await app.gql<{ login: { user: { mailPreferences: Preferences } } }>(
      `mutation($input: LoginInput!) { login(input: $input) { user { ${FIELDS} } } }`,
      { input: { email: user.email, password: PASSWORD } },
    );
    expect(login.data!.login.user.mailPreferences).toEqual(DEFAULTS);
  });

  it('a partial change changes only what it names, persists, and REST and GraphQL agree', async () => {
    const { user, token } = await userWithToken(app);

    const first = await update(token, { reminders: false });
    expect(first.errors).toBeUndefined();
    // the caller's User comes back, so the Apollo cache updates `me`
    expect(first.data!.updateMailPreferences).toEqual({
      id: user.id,
      mailPreferences: { ...DEFAULTS, reminders: false },
    });
    expect(await viaMe(token)).toEqual({ ...DEFAULTS, reminders: false });
    expect(await viaRest(token)).toEqual(rest({ ...DEFAULTS, reminders: false }));
    expect(await stored(user.id)).toEqual({ ...DEFAULTS, reminders: false });

    // null and absent keep the value
    const second = await update(token, { notices: null, adminNotices: true });
    expect(second.data!.updateMailPreferences.mailPreferences).toEqual({
      notices: true,
      reminders: false,
      adminNotices: true,
    });

    // through REST: only admin_notices and notices change, reminders stays off
    const put = await app.rest<{ mail_preferences: RestPreferences }>(
      'PUT',
      '/api/user/mail-preferences',
      { token, body: { admin_notices: false, notices: false } },
    );
    expect(put).toMatchObject({
      status: 200,
      body: { mail_preferences: { notices: false, reminders: false, admin_notices: false } },
    });
    expect(await viaMe(token)).toEqual({ notices: false, reminders: false, adminNotices: false });
    expect(await viaRest(token)).toEqual(put.body.mail_preferences);

    // an empty change changes nothing and still answers every choice
    expect((await update(token, {})).data!.updateMailPreferences.mailPreferences).toEqual({
      notices: false,
      reminders: false,
      adminNotices: false,
    });
    const empty = await app.rest('PUT', '/api/user/mail-preferences', { token, body: {} });
    expect(empty.body).toEqual({
      mail_preferences: { notices: false, reminders: false, admin_notices: false, waitlist: true },
    });
    expect(await stored(user.id)).toEqual({
      notices: false,
      reminders: false,
      adminNotices: false,
    });
  });

  it('two partial changes at once both persist', async () => {
    const { user, token } = await userWithToken(app);
    await Promise.all([
      update(token, { notices: false }),
      app.rest('PUT', '/api/user/mail-preferences', { token, body: { reminders: false } }),
      update(token, { adminNotices: true }),
    ]);
    expect(await stored(user.id)).toEqual({ notices: false, reminders: false, adminNotices: true });
  });

  it("changes only the caller's choices; another person's never appear", async () => {
    const a = await userWithToken(app);
    const b = await userWithToken(app);
    await update(a.token, { notices: false, reminders: false, adminNotices: true });
    expect(await viaMe(b.token)).toEqual(DEFAULTS);
    expect(await viaRest(b.token)).toEqual(rest(DEFAULTS));
    expect(await stored(b.user.id)).toEqual(DEFAULTS);

    // there is no way to name another person: the token says whose choices these are
    const b2 = await update(b.token, { reminders: false });
    expect(b2.data!.updateMailPreferences.id).toBe(b.user.id);
    expect(await viaMe(a.token)).toEqual({ notices: false, reminders: false, adminNotices: true });
    const unknown = await app.gql(
      `mutation { updateMailPreferences(input: { notices: true, userId: ${a.user.id} }) { id } }`,
      {},
      b.token,
    );
    expect(unknown.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const ignored = await app.rest('PUT', '/api/user/mail-preferences', {
      token: b.token,
      body: { notices: false, id: a.user.id, user_id: a.user.id },
    });
    expect(ignored.status).toBe(200);
    expect(await stored(a.user.id)).toEqual({
      notices: false,
      reminders: false,
      adminNotices: true,
    });
    expect((await stored(b.user.id)).notices).toBe(false);
  });

  it('needs a signed-in person', async () => {
    const gql = await update('', { notices: false });
    expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const put = await app.rest<{ message: string }>('PUT', '/api/user/mail-preferences', {
      body: { notices: false },
    });
    expect(put.status).toBe(401);
    expect(put.body.message).toEqual(expect.any(String));
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a string', { notices: 'false' }, 'notices'],
    ['a number', { reminders: 0 }, 'reminders'],
    ['null', { admin_notices: null }, 'admin_notices'],
    ['an object', { notices: { value: true } }, 'notices'],
  ])('REST refuses %s with 400 and changes nothing', async (_label, body, field) => {
    const { user, token } = await userWithToken(app);
    const result = await app.rest<{ message: string; key: string; field: string }>(
      'PUT',
      '/api/user/mail-preferences',
      { token, body: { ...body, reminders: body.reminders ?? false } },
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      message: expect.any(String),
      key: 'validation.invalid_request',
      field,
    });
    expect(await stored(user.id)).toEqual(DEFAULTS);
  });

  it('GraphQL refuses a non-boolean with BAD_USER_INPUT and changes nothing', async () => {
    const { user, token } = await userWithToken(app);
    const result = await update(token, { notices: 'no', reminders: false });
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await stored(user.id)).toEqual(DEFAULTS);
  });

  it('the service refuses a non-boolean from any caller', async () => {
    const { user } = await userWithToken(app);
    await expect(
      app.services.users.updateMailPreferences(user.id, {
        notices: 'yes' as unknown as boolean,
      }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', field: 'notices' });
    expect(await stored(user.id)).toEqual(DEFAULTS);
  });

  it('the waitlist choice (issue 21) is on by default and changes alone, through GraphQL and REST', async () => {
    const { user, token } = await userWithToken(app);
    const read = async () =>
      (
        await app.gql<{ me: { mailPreferences: Preferences & { waitlist: boolean } } }>(
          `query { me { mailPreferences { notices reminders adminNotices waitlist } } }`,
          {},
          token,
        )
      ).data!.me.mailPreferences;
    expect(await read()).toEqual({ ...DEFAULTS, waitlist: true });
    await update(token, { waitlist: false });
    expect(await read()).toEqual({ ...DEFAULTS, waitlist: false });
    const put = await app.rest<{ mail_preferences: Record<string, boolean> }>(
      'PUT',
      '/api/user/mail-preferences',
      { token, body: { waitlist: true } },
    );
    expect(put.body.mail_preferences).toEqual({ ...rest(DEFAULTS), waitlist: true });
    expect(
      (await app.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).mailWaitlist,
    ).toBe(true);
  });
});
