import { SHIFT_COLORS } from '@insieme/schema';
import { Event } from '../../modules/events/event.entity';
import { User } from '../../modules/users/user.entity';
import { inDays } from '../events/support';
import { buildUser, buildAssociation, PASSWORD, userWithToken } from '../factories';
import { linkToken, startTestApp, type TestApp } from '../test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('REST facade (spec §7 names and shapes)', () => {
  it('POST /api/auth/login answers accessToken and info', async () => {
    const user = await buildUser(app, { name: 'Elena' });
    const association = await buildAssociation(app, { adminId: user.id });
    expect(association.id).toBeGreaterThan(0);
    const result = await app.rest('POST', '/api/auth/login', {
      body: { email: user.email, password: PASSWORD, mobile: true },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      accessToken: expect.any(String),
      info: { name: 'Elena', surname: user.surname, admin: true, image: null, image_type: null },
    });
  });

  it('answers a wrong password with 400 and an Italian message', async () => {
    const user = await buildUser(app);
    const result = await app.rest<{ message: string }>('POST', '/api/auth/login', {
      body: { email: user.email, password: 'Sbagliata1!' },
    });
    expect(result.status).toBe(400);
    expect(result.body.message).toMatch(/^E-mail o password/);
  });

  it('registers with the original payload (comma lists, nested association) and confirms by GET', async () => {
    const [code] = await app.services.activationCodes.generate(1);
    const topics = (await app.services.catalog.topics())
      .slice(0, 2)
      .map((t) => t.id)
      .join(',');
    const result = await app.rest('POST', '/api/auth/registration', {
      body: {
        name: 'Paolo',
        surname: 'Sereni',
        email: 'paolo@example.org',
        password: 'Segreta1!',
        tel: '3471234567',
        birth_date: '1979-07-07',
        preferences: '1,2',
        language: 'it',
        admin: true,
        waiting_volunteer: '',
        association: {
          code,
          name: 'Mani Tese Bari',
          description: 'Cooperazione',
          address: 'Via Sparano 1, Bari, BA',
          date_of_foundation: '1999-09-09',
          association_topic: topics,
        },
      },
    });
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ message: expect.any(String) });
    const token = linkToken(
      await app.waitForMail('paolo@example.org', 'Conferma'),
      'confirm-registration',
    );
    expect((await app.rest('GET', `/api/user-verification/${token}`)).status).toBe(200);
    const login = await app.rest<{ info: { admin: boolean } }>('POST', '/api/auth/login', {
      body: { email: 'paolo@example.org', password: 'Segreta1!' },
    });
    expect(login.body.info.admin).toBe(true);
  });

  it('GET /api/user/ gives the spec §3 user fields', async () => {
    const user = await buildUser(app);
    const { body } = await app.rest<{ accessToken: string }>('POST', '/api/auth/login', {
      body: { email: user.email, password: PASSWORD },
    });
    const me = await app.rest('GET', '/api/user/?full=true', { token: body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      name: user.name,
      surname: user.surname,
      email: user.email,
      tel: user.phone,
      birth_date: user.birthDate,
      admin: false,
      number_notifications: 0,
      preferences: [],
      event_types: [],
    });
  });

  it('lists event types and topics without a token', async () => {
    const types = await app.rest<{ id: number; name: string }[]>('GET', '/api/event-type/');
    expect(types.status).toBe(200);
    expect(types.body.length).toBeGreaterThanOrEqual(6);
    expect(types.body[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    const topics = await app.rest<{ id: number }[]>('GET', '/api/topic/');
    expect(topics.body[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      image: null,
      image_type: null,
    });
  });

  it('answers 401, 400 and 404 as JSON messages', async () => {
    expect(await app.rest('GET', '/api/user/')).toMatchObject({
      status: 401,
      body: { message: expect.any(String) },
    });
    expect(
      await app.rest('POST', '/api/auth/login', { body: { email: 'x', password: 'y' } }),
    ).toMatchObject({
      status: 400,
      body: { message: expect.any(String), key: 'validation.email_not_valid' },
    });
    expect(await app.rest('GET', '/api/nothing-here')).toMatchObject({
      status: 404,
      body: { message: expect.any(String) },
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it('documents every route it serves in /api/openapi.json', async () => {
    const { body } = await app.rest<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>('GET', '/api/openapi.json');
    expect(body.openapi).toBe('3.1.0');
    const documented = Object.entries(body.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(
      [
        'POST /auth/login',
        'POST /auth/registration',
        'POST /auth/forget-password',
        'GET /user-verification/{id}',
        'GET /reset-password/{id}',
        'GET /user',
        'PUT /user',
        'DELETE /user',
        'PUT /user/change-password',
        'POST /user/calendar-feed', // issue 10: a new calendar feed address
        'PUT /user/mail-preferences', // issue 10: which automatic messages also come by e-mail
        'GET /event-type',
        'GET /topic',
        'GET /association/info',
        'GET /association/info/{id}',
        'GET /association/near',
        'POST /association',
        'PUT /association/{id}',
        'GET /association/{id_association}/calendar-feed', // issue 10: the administrators' feed address
        'POST /association/{id_association}/calendar-feed', // issue 10: …and a new one
        'POST /traffic-association/{id}',
        'POST /registration-by-invitation',
        'POST /favourite-association',
        'DELETE /favourite-association/{id}',
        'POST /waiting-volunteer',
        'GET /waiting-volunteer',
        'PUT /waiting-volunteer/{id}',
        'GET /user-association/volunteer',
        'PATCH /user-association/{idAssociation}',
        'DELETE /user-association/{idAssociation}',
        'PATCH /user-association/admin/{idAssociation}',
        'PATCH /user-association/member/{idAssociation}',
        'GET /event',
        'POST /event',
        'GET /event/{id}',
        'PUT /event/{id}',
        'DELETE /event/{id}',
        'GET /event/association/{id}',
        'GET /event/history/{id}',
        'GET /event/volunteer/{id}',
        'POST /photo-event/{id}',
        'POST /event/duplicate/{id}',
        'PATCH /event/terminated/{id}',
        'POST /event-like',
        'DELETE /event-like/{id}',
        'POST /traffic-event/{id}',
        'GET /shift/{id}',
        'DELETE /shift/{id}',
        'POST /user-shift/{idShift}',
        'DELETE /user-shift/{idShift}',
        'GET /user-shift/{idAssociation}',
        'PATCH /user-shift/confirm/{id}',
        'GET /shift/{id}/waitlist', // issue 21: a shift's waitlist (administrators)
        'POST /user-shift/{idShift}/waitlist-offer', // issue 21: answer a waitlist offer
        // issue 22: check-in, attendance, hours and statements (docs/attendance.md)
        'GET /shift/{id}/check-in',
        'POST /user-shift/{idShift}/check-in',
        'POST /user-shift/{idShift}/check-out',
        'GET /shift/{id}/attendance',
        'PATCH /user-shift/attendance/{id_user_shift}',
        'POST /shift/{id}/attendance/confirm',
        'GET /user/hours',
        'GET /association/{id}/hours',
        'GET /user/hours/statement',
        'GET /hours-statement/{id}/pdf',
        'GET /user/hours/statements',
        'GET /association/{id}/hours/statements',
        'POST /hours-statement/{id}/revoke',
        'GET /verify/{token}',
        'GET /calendar/daily',
        'GET /calendar/future',
        'GET /notification',
        'POST /notification',
        'GET /notification/{id}',
        'POST /user-question/{idAssociation}',
        'GET /user-question',
        'POST /answer-question/{id}',
        'GET /device',
        'POST /device',
        'GET /device/check-device',
        'DELETE /device',
        // issue 17: sessions (docs/sessions.md)
        'POST /auth/logout',
        'POST /auth/logout-all',
        'GET /auth/sessions',
        'DELETE /auth/sessions/{id}',
        // issue 17: images upload apart from JSON (docs/media.md)
        'POST /media',
        // issue 23: the register of volunteers and each person's data (docs/register.md)
        'GET /association/{id}/register',
        'POST /association/{id}/register',
        'POST /association/{id}/register/{id_entry}/end',
        'POST /association/{id}/register/{id_entry}/correct',
        'GET /association/{id}/register/verify',
        'GET /association/{id}/register/insured',
        'GET /association/{id}/register/candidates',
        'GET /association/{id}/register/proposals', // issue 31: corrections to record
        'GET /association/{id}/access-log', // issue 31: who downloaded what
        'GET /user/register',
        'GET /user/export',
        'GET /user/export/{id}/{token}',
      ].sort(),
    );
  });
});

describe('the OpenAPI document is enforced (the fuzzer findings that started it)', () => {
  const eventPayload = (associationId: number, overrides: Record<string, unknown> = {}) => ({
    id_association: associationId,
    name: 'Mercatino',
    description: '',
    address: 'Via Roma 1, Milano, MI',
    start_date: inDays(4, 8).toISOString(),
    end_date: inDays(4, 12).toISOString(),
    public: true,
    shifts: [
      {
        title: 'Banco',
        start_datetime: inDays(4, 8).toISOString(),
        end_datetime: inDays(4, 12).toISOString(),
      },
    ],
    ...overrides,
  });

  it.each([
    ['GET', '/api/event/2147483648', undefined],
    ['GET', '/api/event?search=%00', undefined],
    ['GET', '/api/waiting-volunteer/?id_association=2147483648', undefined],
    ['POST', '/api/event-like/', { id_event: 2147483648 }],
    ['POST', '/api/event/', { id_association: 1, name: 'a\u0000b' }],
    ['POST', '/api/event/', { id_association: 1, shifts: [{ max_volunteer: 2147483648 }] }],
  ])('refuses %s %s with 400, not 500', async (method, path, body) => {
    const { token } = await userWithToken(app);
    const result = await app.rest<{ message: string }>(method, path, { token, body });
    expect(result.status).toBe(400);
    expect(result.body.message).toEqual(expect.any(String));
  });

  it('refuses wrong types instead of storing "[object Object]"', async () => {
    const { user, token } = await userWithToken(app);
    const association = await buildAssociation(app, { adminId: user.id });
    const result = await app.rest<{ field: string }>('POST', '/api/event/', {
      token,
      body: { ...eventPayload(association.id), name: { a: 1 }, description: [1, 2] },
    });
    expect(result).toMatchObject({ status: 400, body: { field: 'name' } });
    expect(
      await app.dataSource.getRepository(Event).countBy({ associationId: association.id }),
    ).toBe(0);
  });

  it('creates a shift sent without colour with the default colour (as GraphQL and the shared rule)', async () => {
    const { user, token } = await userWithToken(app);
    const association = await buildAssociation(app, { adminId: user.id });
    const created = await app.rest<{ id_event: number }>('POST', '/api/event/', {
      token,
      body: eventPayload(association.id),
    });
    expect(created.status).toBe(201);
    const event = await app.rest<{ shift: { color: string; max_volunteer: number }[] }>(
      'GET',
      `/api/event/${created.body.id_event}`,
      { token },
    );
    expect(event.body.shift).toEqual([
      expect.objectContaining({ color: SHIFT_COLORS[0], max_volunteer: 1 }),
    ]);
  });

  it('bounds the registration language on both facades', async () => {
    const person = {
      name: 'Lia',
      surname: 'Bo',
      email: 'lia.language@example.org',
      password: 'Segreta1!',
      tel: '3331234567',
      birth_date: '1990-01-01',
    };
    const rest = await app.rest('POST', '/api/auth/registration', {
      body: { ...person, language: 'italiano' },
    });
    expect(rest).toMatchObject({ status: 400, body: { field: 'language' } });
    const gql = await app.gql(
      'mutation($input: RegisterInput!) { register(input: $input) { email } }',
      {
        input: {
          name: 'Lia',
          surname: 'Bo',
          email: 'lia.language@example.org',
          password: 'Segreta1!',
          phone: '3331234567',
          birthDate: '1990-01-01',
          acceptTerms: true,
          acceptPrivacy: true,
          preferences: [],
          language: 'italiano',
        },
      },
    );
    expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
    expect(
      await app.dataSource.getRepository(User).countBy({ email: 'lia.language@example.org' }),
    ).toBe(0);
  });

  it('refuses bracket multipart fields on PUT /api/user/ and PUT /api/association/{id}', async () => {
    const { user, token } = await userWithToken(app);
    const association = await buildAssociation(app, { adminId: user.id });
    for (const path of ['/api/user/', `/api/association/${association.id}`]) {
      const form = new FormData();
      form.append('name[a]', '1');
      expect((await app.rest('PUT', path, { token, form })).status).toBe(400);
    }
  });
});
