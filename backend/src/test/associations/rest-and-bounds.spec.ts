import sharp from 'sharp';
import { Membership } from '../../modules/memberships/membership.entity';
import { buildAssociation, buildFollow, userWithToken } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import { LIST } from './gql';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

async function setup() {
  const admin = await userWithToken(app);
  const association = await buildAssociation(app, { adminId: admin.user.id });
  const person = await userWithToken(app, { name: 'Bruno', surname: 'Lega' });
  return { admin, association, person };
}

describe('REST facade: associations and memberships (spec §7)', () => {
  it('follows and unfollows; the association reports is_favourite and followers', async () => {
    const { association, person } = await setup();
    expect(
      (
        await app.rest('POST', '/api/favourite-association/', {
          token: person.token,
          body: { id_association: association.id },
        })
      ).status,
    ).toBe(201);
    const info = await app.rest<Record<string, unknown>>(
      'GET',
      `/api/association/info/${association.id}`,
      { token: person.token },
    );
    expect(info.body).toMatchObject({
      id: association.id,
      is_favourite: true,
      followers: 1,
      i_am_volunteer: false,
      i_am_waiting: false,
      image: null,
      image_type: null,
    });
    expect(
      (
        await app.rest('DELETE', `/api/favourite-association/${association.id}`, {
          token: person.token,
        })
      ).status,
    ).toBe(200);
    const followed = await app.rest<unknown[]>('GET', '/api/association/info/', {
      token: person.token,
    });
    expect(followed.body).toEqual([]);
  });

  it('runs a volunteer request through waiting, acceptance, roles and removal', async () => {
    const { admin, association, person } = await setup();
    expect(
      (
        await app.rest('POST', '/api/waiting-volunteer/', {
          token: person.token,
          body: { id_association: association.id },
        })
      ).status,
    ).toBe(201);
    const waiting = await app.rest<{ id: number; name: string; tel: string }[]>(
      'GET',
      `/api/waiting-volunteer/?id_association=${association.id}`,
      { token: admin.token },
    );
    expect(waiting.body).toEqual([
      expect.objectContaining({
        name: 'Bruno',
        tel: expect.any(String),
        admin: false,
        member: false,
      }),
    ]);
    const id = waiting.body[0].id;

    expect(
      (
        await app.rest('GET', `/api/waiting-volunteer/?id_association=${association.id}`, {
          token: person.token,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await app.rest('PUT', `/api/waiting-volunteer/${id}`, {
          token: admin.token,
          body: { reject: false },
        })
      ).body,
    ).toMatchObject({ status: 'accepted' });
    expect(
      (
        await app.rest('PUT', `/api/waiting-volunteer/${id}`, {
          token: admin.token,
          body: { reject: true },
        })
      ).status,
    ).toBe(409);

    const member = await app.rest('PATCH', `/api/user-association/member/${association.id}`, {
      token: admin.token,
      body: { id_user_association: id, member: true },
    });
    expect(member.body).toMatchObject({ admin: false, member: true });
    const both = await app.rest('PATCH', `/api/user-association/${association.id}`, {
      token: admin.token,
      body: { id_user_association: id, admin: true, member: false },
    });
    expect(both.body).toMatchObject({ admin: true, member: false });
    const list = await app.rest<{ id: number }[]>(
      'GET',
      `/api/user-association/volunteer/?id_association=${association.id}`,
      { token: admin.token },
    );
    expect(list.body).toHaveLength(2);

    // the membership must belong to the association named in the path
    const other = await buildAssociation(app, { adminId: admin.user.id });
    expect(
      (
        await app.rest('DELETE', `/api/user-association/${other.id}`, {
          token: admin.token,
          body: { id_user_association: id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await app.rest('DELETE', `/api/user-association/${association.id}`, {
          token: admin.token,
          body: { id_user_association: id },
        })
      ).status,
    ).toBe(200);
    const seen = await app.rest('GET', `/api/association/info/${association.id}`, {
      token: person.token,
    });
    expect(seen.body).toMatchObject({ i_am_volunteer: false });
  });

  it('refuses demoting the last administrator with 409', async () => {
    const { admin, association } = await setup();
    const own = await app.dataSource
      .getRepository(Membership)
      .findOneByOrFail({ userId: admin.user.id, associationId: association.id });
    const result = await app.rest<{ message: string }>(
      'PATCH',
      `/api/user-association/admin/${association.id}`,
      { token: admin.token, body: { id_user_association: own.id, admin: false } },
    );
    expect(result.status).toBe(409);
    expect(result.body.message).toMatch(/almeno un amministratore/);
  });

  it('gives administrators the dashboard counters, statistics and volunteers; others get 403', async () => {
    const { admin, association, person } = await setup();
    await app.rest('POST', '/api/waiting-volunteer/', {
      token: person.token,
      body: { id_association: association.id },
    });
    await app.rest('POST', `/api/traffic-association/${association.id}`, { token: person.token });
    const dashboard = await app.rest<Record<string, unknown>>(
      'GET',
      `/api/association/info/${association.id}?dashboard=true`,
      { token: admin.token },
    );
    expect(dashboard.body).toMatchObject({
      number_volunteer_requests: 1,
      number_shift_requests: 0,
      number_question: 0,
      followers: 1,
      traffic_association: 1,
      number_like: 0,
    });
    expect(dashboard.body.volunteer).toEqual([expect.objectContaining({ admin: true })]);
    expect(
      (
        await app.rest('GET', `/api/association/info/${association.id}?dashboard=true`, {
          token: person.token,
        })
      ).status,
    ).toBe(403);
  });

  it('creates with a code and edits with multipart form data', async () => {
    const { token } = await userWithToken(app);
    const [code] = await app.services.activationCodes.generate(1);
    const created = await app.rest('POST', '/api/association/', {
      token,
      body: {
        code_activation: code,
        name: 'Rete Verde',
        description: 'Orti urbani',
        address: 'Via Orti 3, Parma, PR',
        date_of_foundation: '2012-02-02',
        topics: '1,2',
      },
    });
    expect(created.status).toBe(201);
    const [mine] = (
      await app.rest<{ id: number }[]>('GET', '/api/association/info/?admin=true', { token })
    ).body;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Rete Verde APS',
      description: 'Orti urbani e scuole',
      address: 'Via Orti 3, Parma, PR',
      date_of_foundation: '2012-02-02',
      site_web: 'https://reteverde.example.org',
      topics: '1',
    }))
      form.append(k, v);
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    form.append('profile_image', new Blob([png], { type: 'image/png' }), 'logo.png');
    const edited = await app.rest('PUT', `/api/association/${mine.id}`, { token, form });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Rete Verde APS',
      site_web: 'https://reteverde.example.org',
      image_type: 'image/webp',
      topic: [1],
    });
  });

  it('lists all associations without a token (registration) and paginates with a cursor header', async () => {
    await Promise.all(
      Array.from({ length: 3 }, (_, i) => buildAssociation(app, { name: `Paginata ${i}` })),
    );
    const first = await app.rest<{ name: string }[]>(
      'GET',
      '/api/association/info/?search=Paginata&limit=2',
    );
    expect(first.body.map((a) => a.name)).toEqual(['Paginata 0', 'Paginata 1']);
    const next = first.headers.get('x-next-cursor');
    const second = await app.rest<{ name: string }[]>(
      'GET',
      `/api/association/info/?search=Paginata&limit=2&after=${next}`,
    );
    expect(second.body.map((a) => a.name)).toEqual(['Paginata 2']);
    expect(second.headers.get('x-next-cursor')).toBeNull();
  });

  it('records invitation traffic without a token', async () => {
    const { association } = await setup();
    expect(
      (
        await app.rest('POST', '/api/registration-by-invitation', {
          body: { id_association: association.id, cta_view_association: true },
        })
      ).status,
    ).toBe(201);
    expect(
      (await app.rest('POST', '/api/registration-by-invitation', { body: { id_association: 'x' } }))
        .status,
    ).toBe(400);
  });
});

describe('bounded SQL', () => {
  async function statementsFor(run: () => Promise<unknown>): Promise<number> {
    const before = app.statements.count;
    await run();
    return app.statements.count - before;
  }

  it('a list of associations costs the same number of statements for 2 or 20 of them', async () => {
    const { user, token } = await userWithToken(app);
    const make = async (n: number, prefix: string) => {
      for (let i = 0; i < n; i++) {
        const a = await buildAssociation(app, { name: `${prefix} ${String(i).padStart(2, '0')}` });
        await buildFollow(app, { userId: user.id, associationId: a.id });
      }
    };
    await make(2, 'Poche');
    await make(20, 'Tante');
    const query = LIST.replace(
      'edges { cursor node { id name } }',
      'edges { node { id name followers isFavourite iAmVolunteer iAmWaiting iAmAdmin topics { id } } }',
    );
    const few = await statementsFor(() =>
      app.gql(query, { filter: 'FOLLOWED', search: 'Poche', first: 50 }, token),
    );
    const many = await statementsFor(() =>
      app.gql(query, { filter: 'FOLLOWED', search: 'Tante', first: 50 }, token),
    );
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(8);
    const restFew = await statementsFor(() =>
      app.rest('GET', '/api/association/info/?search=Poche&limit=50', { token }),
    );
    const restMany = await statementsFor(() =>
      app.rest('GET', '/api/association/info/?search=Tante&limit=50', { token }),
    );
    expect(restMany).toBe(restFew);
  });
});
