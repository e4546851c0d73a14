import sharp from 'sharp';
import { Membership } from '../../modules/memberships/membership.entity';
import { buildAssociation, buildFollow, buildMembership, userWithToken } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import { uploadImage } from '../uploads';
import { ASSOCIATION, ASSOCIATION_FIELDS, DASHBOARD, LIST } from './gql';

const CREATE = `mutation($input: CreateAssociationInput!) { createAssociation(input: $input) { ${ASSOCIATION_FIELDS} } }`;
const UPDATE = `mutation($input: UpdateAssociationInput!) { updateAssociation(input: $input) { ${ASSOCIATION_FIELDS} } }`;
const NEARBY = `query { nearbyAssociations(first: 8) { id name } }`;
const VIEW = `mutation($id: Int!) { recordAssociationView(input: { associationId: $id }) }`;
const INVITATION = `mutation($input: InvitationTrafficInput!) { recordInvitationTraffic(input: $input) }`;

let app: TestApp;
let topicIds: number[];
beforeAll(async () => {
  app = await startTestApp();
  topicIds = (await app.services.catalog.topics()).map((t) => t.id);
});
afterAll(() => app.stop());

const newAssociation = (activationCode: string) => ({
  activationCode,
  name: 'Ponte Solidale',
  description: 'Doposcuola e sostegno alle famiglie',
  street: 'Via Garibaldi 5',
  town: 'Bologna',
  province: 'BO',
  dateOfFoundation: '2005-04-25',
  topicIds: topicIds.slice(0, 2),
});

/** A 900×600 logo uploaded by the owner of `token`: the key updateAssociation names. */
async function logo(token: string): Promise<string> {
  const png = await sharp({
    create: { width: 900, height: 600, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer();
  return uploadImage(app, token, png);
}

describe('create association', () => {
  it('turns a volunteer into the administrator of a new association, without a new login', async () => {
    const { token } = await userWithToken(app);
    const [code] = await app.services.activationCodes.generate(1);
    expect(
      (await app.gql<{ me: { isAdmin: boolean } }>('{ me { isAdmin } }', {}, token)).data!.me
        .isAdmin,
    ).toBe(false);
    const created = await app.gql<{
      createAssociation: { id: number; iAmAdmin: boolean; address: string; topics: unknown[] };
    }>(CREATE, { input: newAssociation(code) }, token);
    expect(created.errors).toBeUndefined();
    expect(created.data!.createAssociation).toMatchObject({
      iAmAdmin: true,
      address: 'Via Garibaldi 5, Bologna, BO',
    });
    expect(created.data!.createAssociation.topics).toHaveLength(2);
    expect(
      (await app.gql<{ me: { isAdmin: boolean } }>('{ me { isAdmin } }', {}, token)).data!.me
        .isAdmin,
    ).toBe(true);
    expect(
      (await app.gql(CREATE, { input: newAssociation(code) }, token)).errors?.[0].extensions,
    ).toMatchObject({ key: 'validation.activation_code_not_valid', field: 'activationCode' });
  });

  it.each([
    ['four topics', { topicIds: [1, 2, 3, 4] }, 'validation.max_topic'],
    ['short code', { activationCode: 'AB' }, 'validation.activation_code_length'],
    ['future foundation', { dateOfFoundation: '2999-01-01' }, 'validation.future_date'],
  ])('refuses %s and writes nothing', async (_label, overrides, key) => {
    const { token, user } = await userWithToken(app);
    const [code] = await app.services.activationCodes.generate(1);
    const result = await app.gql(
      CREATE,
      { input: { ...newAssociation(code), ...overrides } },
      token,
    );
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', key });
    expect(await app.dataSource.getRepository(Membership).countBy({ userId: user.id })).toBe(0);
  });
});

describe('edit association', () => {
  const edit = (id: number, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    id,
    name: 'Nuovo nome',
    description: 'Nuova descrizione',
    street: 'Via Nuova 1',
    town: 'Padova',
    province: 'PD',
    dateOfFoundation: '2001-01-01',
    siteWeb: 'https://ponte.example.org',
    topicIds: topicIds.slice(0, 3),
    ...overrides,
  });

  it('saves every field, resizing the logo on the server', async () => {
    const { user, token } = await userWithToken(app);
    const association = await buildAssociation(app, { adminId: user.id });
    const result = await app.gql<{
      updateAssociation: {
        name: string;
        address: string;
        siteWeb: string;
        imageUrl: string;
        topics: unknown[];
      };
    }>(UPDATE, { input: edit(association.id, { imageKey: await logo(token) }) }, token);
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateAssociation).toMatchObject({
      name: 'Nuovo nome',
      address: 'Via Nuova 1, Padova, PD',
      siteWeb: 'https://ponte.example.org',
    });
    const image = await fetch(`${app.url}${result.data!.updateAssociation.imageUrl}`);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([512, 341]);
    // once there is a logo, editing without a new one keeps it
    const again = await app.gql<{ updateAssociation: { imageUrl: string } }>(
      UPDATE,
      { input: edit(association.id, { name: 'Altro' }) },
      token,
    );
    expect(again.data!.updateAssociation.imageUrl).toBe(result.data!.updateAssociation.imageUrl);
  });

  it.each([
    ['empty name', { name: '' }, 'void_name'],
    ['empty name (a new image does not hide it)', { name: '', imageKey: 'IMG' }, 'void_name'],
    ['empty description', { description: '', imageKey: 'IMG' }, 'void_description'],
    ['empty foundation date', { dateOfFoundation: '', imageKey: 'IMG' }, 'void_date_of_foundation'],
    ['missing town', { town: '', imageKey: 'IMG' }, 'void_address'],
    ['bad site', { siteWeb: 'not a site', imageKey: 'IMG' }, 'not_valid_site_web'],
    ['four topics', { topicIds: [1, 2, 3, 4], imageKey: 'IMG' }, 'validation.max_topic'],
  ])('refuses %s with the first rule in spec order', async (_label, overrides, key) => {
    const { user, token } = await userWithToken(app);
    const association = await buildAssociation(app, { adminId: user.id });
    const input = edit(association.id, overrides);
    if (input.imageKey === 'IMG') input.imageKey = await logo(token);
    const result = await app.gql(UPDATE, { input }, token);
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', key });
  });

  it('is refused to anyone but its administrators', async () => {
    const { user } = await userWithToken(app);
    const association = await buildAssociation(app, { adminId: user.id });
    const volunteer = await userWithToken(app);
    await buildMembership(app, {
      userId: volunteer.user.id,
      associationId: association.id,
      isMember: true,
    });
    const result = await app.gql(
      UPDATE,
      { input: edit(association.id, { imageKey: await logo(volunteer.token) }) },
      volunteer.token,
    );
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await app.services.associations.require(association.id)).name).toBe(association.name);
  });
});

describe('lists', () => {
  it('pages through all associations with a cursor and filters by relation', async () => {
    const { user, token } = await userWithToken(app);
    const names = ['Zeta Lista', 'Alfa Lista', 'Beta Lista', 'Gamma Lista'];
    const [z, a, b, g] = await Promise.all(names.map((name) => buildAssociation(app, { name })));
    const page1 = await app.gql<{
      associations: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string };
        edges: { node: { name: string } }[];
      };
    }>(LIST, { filter: 'ALL', search: 'Lista', first: 3 }, token);
    expect(page1.data!.associations.totalCount).toBe(4);
    expect(page1.data!.associations.edges.map((e) => e.node.name)).toEqual([
      'Alfa Lista',
      'Beta Lista',
      'Gamma Lista',
    ]);
    expect(page1.data!.associations.pageInfo.hasNextPage).toBe(true);
    const page2 = await app.gql<{
      associations: { pageInfo: { hasNextPage: boolean }; edges: { node: { name: string } }[] };
    }>(
      LIST,
      {
        filter: 'ALL',
        search: 'Lista',
        first: 3,
        after: page1.data!.associations.pageInfo.endCursor,
      },
      token,
    );
    expect(page2.data!.associations.edges.map((e) => e.node.name)).toEqual(['Zeta Lista']);
    expect(page2.data!.associations.pageInfo.hasNextPage).toBe(false);

    await buildFollow(app, { userId: user.id, associationId: z.id });
    await buildMembership(app, { userId: user.id, associationId: a.id });
    await buildMembership(app, { userId: user.id, associationId: b.id, isAdmin: true });
    await buildMembership(app, { userId: user.id, associationId: g.id, status: 'waiting' });
    const names_ = async (filter: string) => {
      const r = await app.gql<{ associations: { edges: { node: { name: string } }[] } }>(
        LIST,
        { filter, first: 10 },
        token,
      );
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      return r.data.associations.edges.map((e) => e.node.name);
    };
    expect(await names_('FOLLOWED')).toEqual(['Zeta Lista']);
    expect(await names_('VOLUNTEER')).toEqual(['Alfa Lista', 'Beta Lista']);
    expect(await names_('ADMIN')).toEqual(['Beta Lista']);
  });

  it('searches by name, address and foundation date', async () => {
    const { token } = await userWithToken(app);
    await buildAssociation(app, {
      name: 'Cercami Onlus',
      address: 'Corso Unico 9, Lecce, LE',
      dateOfFoundation: '1977-03-21',
    });
    for (const search of ['cercami', 'Corso Unico', 'Lecce', '21/03/1977', '1977-03'])
      expect(
        (
          await app.gql<{ associations: { totalCount: number } }>(
            LIST,
            { filter: 'ALL', search, first: 5 },
            token,
          )
        ).data!.associations.totalCount,
      ).toBe(1);
  });

  it('suggests associations in the provinces of mine first, excluding those I follow', async () => {
    const { user, token } = await userWithToken(app);
    const trento = 'Via A 1, Trento, TN';
    const mine = await buildAssociation(app, { name: 'Mia Vicina', address: trento });
    const sameProvince = await buildAssociation(app, { name: 'Vicina Due', address: trento });
    await buildAssociation(app, { name: 'Lontana', address: 'Via B 2, Ragusa, RG' });
    await buildFollow(app, { userId: user.id, associationId: mine.id });
    const ids = (
      await app.gql<{ nearbyAssociations: { id: number }[] }>(NEARBY, {}, token)
    ).data!.nearbyAssociations.map((a) => a.id);
    expect(ids[0]).toBe(sameProvince.id);
    expect(ids).not.toContain(mine.id);
  });
});

describe('page visits, invitation traffic and statistics', () => {
  it('counts views and followers in the dashboard statistics', async () => {
    const { user, token } = await userWithToken(app);
    const association = await buildAssociation(app, { adminId: user.id });
    const visitor = await userWithToken(app);
    await app.gql(VIEW, { id: association.id }, visitor.token);
    await app.gql(VIEW, { id: association.id }, visitor.token);
    await buildFollow(app, { userId: visitor.user.id, associationId: association.id });
    const dashboard = await app.gql<{
      associationDashboard: {
        statistics: { views: number; followers: number; likes: number };
        volunteers: { isAdmin: boolean }[];
      };
    }>(DASHBOARD, { id: association.id }, token);
    expect(dashboard.data!.associationDashboard.statistics).toEqual({
      views: 2,
      followers: 1,
      likes: 0,
    });
    expect(dashboard.data!.associationDashboard.volunteers).toEqual([
      expect.objectContaining({ isAdmin: true }),
    ]);
  });

  it('records invitation button presses without a token', async () => {
    const association = await buildAssociation(app);
    const ok = await app.gql<{ recordInvitationTraffic: boolean }>(INVITATION, {
      input: { associationId: association.id, ctaRegistration: true },
    });
    expect(ok.data!.recordInvitationTraffic).toBe(true);
    const rows = await app.dataSource.query(
      'SELECT cta_registration, cta_view_association FROM invitation_traffic WHERE association_id = $1',
      [association.id],
    );
    expect(rows).toEqual([{ cta_registration: true, cta_view_association: false }]);
    expect(
      (await app.gql(INVITATION, { input: { associationId: 999999 } })).errors?.[0].extensions
        ?.code,
    ).toBe('NOT_FOUND');
  });

  it('shows an association to any signed-in person, and nothing without a token', async () => {
    const association = await buildAssociation(app);
    const { token } = await userWithToken(app);
    expect(
      (await app.gql<{ association: { id: number } }>(ASSOCIATION, { id: association.id }, token))
        .data!.association.id,
    ).toBe(association.id);
    expect((await app.gql(ASSOCIATION, { id: association.id })).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      (await app.gql<{ association: null }>(ASSOCIATION, { id: 999999 }, token)).data!.association,
    ).toBeNull();
  });
});
