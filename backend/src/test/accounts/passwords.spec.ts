import { buildUser, login, PASSWORD } from '../factories';
import { linkToken, startTestApp, type TestApp } from '../test-app';

const FORGOT = `mutation($email: String!) { forgotPassword(input: { email: $email }) { message } }`;
const RESET = `mutation($token: String!) { resetPassword(input: { token: $token }) { message } }`;
const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { accessToken user { id } } }`;
const ME = `{ me { id } }`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('forgot password', () => {
  it('answers the same whether or not the address exists, and mails only a real account', async () => {
    const user = await buildUser(app);
    const known = await app.gql(FORGOT, { email: user.email });
    const unknown = await app.gql(FORGOT, { email: 'ghost@example.org' });
    expect(known).toEqual(unknown);
    await app.waitForMail(user.email, 'Recupero password');
    expect((await app.mails()).filter((m) => m.to === 'ghost@example.org')).toHaveLength(0);
  });

  it('mails a new password from the link, refuses old sessions and a second use of the link', async () => {
    const user = await buildUser(app);
    const oldToken = await login(app, user.email);
    await app.gql(FORGOT, { email: user.email });
    const token = linkToken(
      await app.waitForMail(user.email, 'Recupero password'),
      'confirm-forget-password',
    );

    expect((await app.gql(RESET, { token })).errors).toBeUndefined();
    const mail = await app.waitForMail(user.email, 'nuova password');
    const newPassword = /password è: (\S+)/.exec(mail.text)![1];
    expect(newPassword).toMatch(/[A-Z]/);

    expect((await app.gql(ME, {}, oldToken)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    await expect(login(app, user.email, PASSWORD)).rejects.toThrow();
    expect(await login(app, user.email, newPassword)).toEqual(expect.any(String));
    expect((await app.gql(RESET, { token })).errors?.[0].extensions).toMatchObject({
      code: 'NOT_FOUND',
      key: 'auth.reset_link_not_valid',
    });
    expect((await app.rest('GET', `/api/reset-password/${token}`)).status).toBe(404);
  });
});

describe('change password', () => {
  it('refuses a wrong old password and a weak new one', async () => {
    const user = await buildUser(app);
    const token = await login(app, user.email);
    const wrongOld = await app.gql(
      CHANGE,
      { input: { oldPassword: 'Sbagliata1!', newPassword: 'Nuova123!' } },
      token,
    );
    expect(wrongOld.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      key: 'auth.old_password_wrong',
      field: 'oldPassword',
    });
    const weak = await app.gql(
      CHANGE,
      { input: { oldPassword: PASSWORD, newPassword: 'debole' } },
      token,
    );
    expect(weak.errors?.[0].extensions).toMatchObject({ key: 'validation.password_not_valid' });
    expect(await login(app, user.email)).toEqual(expect.any(String));
  });

  it('returns a fresh token and refuses every token issued before', async () => {
    const user = await buildUser(app);
    const token = await login(app, user.email);
    const changed = await app.gql<{ changePassword: { accessToken: string } }>(
      CHANGE,
      { input: { oldPassword: PASSWORD, newPassword: 'Nuova123!' } },
      token,
    );
    expect(changed.errors).toBeUndefined();
    expect((await app.gql(ME, {}, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      (await app.gql(ME, {}, changed.data!.changePassword.accessToken)).errors,
    ).toBeUndefined();
    expect(await login(app, user.email, 'Nuova123!')).toEqual(expect.any(String));
  });

  it('works through the REST facade with the original field names', async () => {
    const user = await buildUser(app);
    const token = await login(app, user.email);
    const result = await app.rest<{ message: string; accessToken: string }>(
      'PUT',
      '/api/user/change-password/',
      {
        token,
        body: { old_password: PASSWORD, new_password: 'Nuova123!' },
      },
    );
    expect(result.status).toBe(200);
    expect(result.body.accessToken).toEqual(expect.any(String));
    expect((await app.rest('GET', '/api/user/', { token })).status).toBe(401);
  });
});
