import sharp from 'sharp';
import {
  buildAssociation,
  buildEvent,
  buildFollow,
  buildMembership,
  buildShift,
  buildUser,
  tokenFor,
  userWithToken,
} from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import { uploadImage } from '../uploads';

/**
 * Issue 18, a new association's first hour (docs/association-first-steps.md): the dashboard's
 * checklist read from the server, the optional logo, the messaging channel, and the activation
 * code checked without being used (rate-limited per IP). Each test comes from IPs of its own
 * (X-Forwarded-For, trusted here as behind a proxy), so the small limit is not shared.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_ACTIVATION_CODE_IP_POINTS: '3' });
});
afterAll(() => app.stop());

let ipSequence = 0;
const newIp = () => `198.51.100.${++ipSequence}`;

/** The GraphQL answer from `ip`: data, or the first error's code and key. */
async function gqlFrom(
  ip: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<{ data?: Record<string, unknown>; code?: string; key?: string }> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { extensions?: { code?: string; key?: string } }[];
  };
  const error = body.errors?.[0]?.extensions;
  return error ? { code: error.code, key: error.key } : { data: body.data ?? undefined };
}

const CHECK = `query($code: String!) { checkActivationCode(code: $code) }`;
const check = async (ip: string, code: string) => {
  const answer = await gqlFrom(ip, CHECK, { code });
  return answer.data ? answer.data.checkActivationCode : answer.code;
};

const CHECKLIST = `query($id: Int!) { association(id: $id) { setupChecklist {
  logoAndDescription firstEventWithShift volunteersInvited messagingChannel complete } } }`;
const checklistOf = async (id: number, token: string) =>
  (
    await app.gql<{ association: { setupChecklist: Record<string, boolean> | null } }>(
      CHECKLIST,
      { id },
      token,
    )
  ).data!.association.setupChecklist;

const UPDATE = `mutation($input: UpdateAssociationInput!) { updateAssociation(input: $input) { imageUrl messagingChannelUrl } }`;
const edit = (id: number, overrides: Record<string, unknown> = {}) => ({
  input: {
    id,
    name: 'Primi Passi',
    description: 'Una nuova associazione',
    street: 'Via Roma 1',
    town: 'Milano',
    province: 'MI',
    dateOfFoundation: '2020-02-02',
    topicIds: [1],
    ...overrides,
  },
});

async function logo(token: string): Promise<string> {
  const png = await sharp({
    create: { width: 300, height: 300, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer();
  return uploadImage(app, token, png);
}

describe('the setup checklist', () => {
  it('ticks each first step from what the association has, and is complete when all are done', async () => {
    const { user, token } = await userWithToken(app);
    const association = await buildAssociation(app, { adminId: user.id });
    expect(await checklistOf(association.id, token)).toEqual({
      logoAndDescription: false,
      firstEventWithShift: false,
      volunteersInvited: false,
      messagingChannel: false,
      complete: false,
    });

    // an edit without a logo is accepted (the placeholder stays) and ticks nothing
    const plain = await app.gql<{ updateAssociation: { imageUrl: string | null } }>(
      UPDATE,
      edit(association.id),
      token,
    );
    expect(plain.errors).toBeUndefined();
    expect(plain.data!.updateAssociation.imageUrl).toBeNull();
    expect((await checklistOf(association.id, token))!.logoAndDescription).toBe(false);

    const withLogo = await app.gql<{ updateAssociation: { imageUrl: string } }>(
      UPDATE,
      edit(association.id, { imageKey: await logo(token) }),
      token,
    );
    expect(withLogo.data!.updateAssociation.imageUrl).toMatch(/^\/media\//);
    expect((await checklistOf(association.id, token))!.logoAndDescription).toBe(true);
    // the next edit without a new image keeps the logo
    const kept = await app.gql<{ updateAssociation: { imageUrl: string } }>(
      UPDATE,
      edit(association.id, { description: 'Ancora più nuova' }),
      token,
    );
    expect(kept.data!.updateAssociation.imageUrl).toBe(withLogo.data!.updateAssociation.imageUrl);

    // an event without shifts is not yet the first step; one with a shift is
    const event = await buildEvent(app, { associationId: association.id });
    expect((await checklistOf(association.id, token))!.firstEventWithShift).toBe(false);
    await buildShift(app, { eventId: event.id });
    expect((await checklistOf(association.id, token))!.firstEventWithShift).toBe(true);

    // another administrator following it is not an invited person; a follower is
    const coAdmin = await buildUser(app);
    await buildMembership(app, {
      userId: coAdmin.id,
      associationId: association.id,
      isAdmin: true,
    });
    await buildFollow(app, { userId: coAdmin.id, associationId: association.id });
    expect((await checklistOf(association.id, token))!.volunteersInvited).toBe(false);
    await buildFollow(app, { associationId: association.id });
    expect((await checklistOf(association.id, token))!.volunteersInvited).toBe(true);

    const channel = await app.gql<{ updateAssociation: { messagingChannelUrl: string } }>(
      UPDATE,
      edit(association.id, { messagingChannelUrl: ' https://chat.example.org/primi-passi ' }),
      token,
    );
    expect(channel.data!.updateAssociation.messagingChannelUrl).toBe(
      'https://chat.example.org/primi-passi',
    );
    expect(await checklistOf(association.id, token)).toEqual({
      logoAndDescription: true,
      firstEventWithShift: true,
      volunteersInvited: true,
      messagingChannel: true,
      complete: true,
    });
  });

  it('counts a volunteer request (even a waiting one) as an invited person', async () => {
    const { user, token } = await userWithToken(app);
    const association = await buildAssociation(app, { adminId: user.id });
    await buildMembership(app, { associationId: association.id, status: 'waiting' });
    expect((await checklistOf(association.id, token))!.volunteersInvited).toBe(true);
  });

  it('is for administrators only: null for volunteers and outsiders', async () => {
    const association = await buildAssociation(app, {
      adminId: (await buildUser(app)).id,
    });
    const volunteer = await buildUser(app);
    await buildMembership(app, { userId: volunteer.id, associationId: association.id });
    const outsider = await buildUser(app);
    expect(await checklistOf(association.id, await tokenFor(app, volunteer))).toBeNull();
    expect(await checklistOf(association.id, await tokenFor(app, outsider))).toBeNull();
  });
});

describe('the messaging channel', () => {
  it('is shown to accepted volunteers and administrators only; absent from an edit, it stays', async () => {
    const { user, token } = await userWithToken(app);
    const association = await buildAssociation(app, {
      adminId: user.id,
      messagingChannelUrl: 'https://chat.example.org/gruppo',
    });
    const volunteer = await buildUser(app);
    await buildMembership(app, { userId: volunteer.id, associationId: association.id });
    const waiting = await buildUser(app);
    await buildMembership(app, {
      userId: waiting.id,
      associationId: association.id,
      status: 'waiting',
    });
    const follower = await buildUser(app);
    await buildFollow(app, { userId: follower.id, associationId: association.id });
    const seenBy = async (t: string) =>
      (
        await app.gql<{ association: { messagingChannelUrl: string | null } }>(
          `query($id: Int!) { association(id: $id) { messagingChannelUrl } }`,
          { id: association.id },
          t,
        )
      ).data!.association.messagingChannelUrl;
    expect(await seenBy(token)).toBe('https://chat.example.org/gruppo');
    expect(await seenBy(await tokenFor(app, volunteer))).toBe('https://chat.example.org/gruppo');
    expect(await seenBy(await tokenFor(app, waiting))).toBeNull();
    expect(await seenBy(await tokenFor(app, follower))).toBeNull();

    // the REST facade (spec §7) knows no such field: its edit leaves the channel alone
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Nome REST',
      description: 'Descrizione',
      address: 'Via Roma 1, Milano, MI',
      date_of_foundation: '2001-01-01',
      topics: '1',
    }))
      form.append(k, v);
    const rest = await app.rest('PUT', `/api/association/${association.id}`, { token, form });
    expect(rest.status).toBeLessThan(300);
    expect(await seenBy(token)).toBe('https://chat.example.org/gruppo');

    // an empty one removes it; a bad address is refused like a web site
    const cleared = await app.gql(UPDATE, edit(association.id, { messagingChannelUrl: '' }), token);
    expect(cleared.errors).toBeUndefined();
    expect(await seenBy(token)).toBeNull();
    const bad = await app.gql(UPDATE, edit(association.id, { messagingChannelUrl: 'chat' }), token);
    expect(bad.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      key: 'not_valid_site_web',
    });
  });
});

describe('checkActivationCode', () => {
  it('says whether a code is usable without using it: valid, unknown, used', async () => {
    const ip = newIp();
    const [code] = await app.services.activationCodes.generate(1);
    expect(await check(ip, code)).toBe(true);
    expect(await check(ip, ` ${code.toLowerCase()} `)).toBe(true);
    // still unused: the final submit consumes it
    expect(await check(ip, code)).toBe(true);
    const { token } = await userWithToken(app);
    const created = await gqlFrom(
      ip,
      `mutation($input: CreateAssociationInput!) { createAssociation(input: $input) { id } }`,
      {
        input: {
          activationCode: code,
          name: 'Codice Buono',
          description: 'Descrizione',
          street: 'Via Po 1',
          town: 'Torino',
          province: 'TO',
          dateOfFoundation: '2010-10-10',
          topicIds: [1],
        },
      },
      token,
    );
    expect(created.data).toBeDefined();
    expect(await check(ip, code)).toBe(false);
    expect(await check(ip, 'ZZZZZZ')).toBe(false);
  });

  it('refuses a malformed code as bad input, without counting it', async () => {
    const ip = newIp();
    for (let i = 0; i < 4; i++)
      expect(await gqlFrom(ip, CHECK, { code: 'AB' })).toMatchObject({
        code: 'BAD_USER_INPUT',
        key: 'validation.activation_code_length',
      });
    expect(await check(ip, 'ZZZZZZ')).toBe(false);
  });

  it('answers TOO_MANY_REQUESTS once an IP has had 3 codes refused; good codes do not count; other IPs go on', async () => {
    const ip = newIp();
    const [good] = await app.services.activationCodes.generate(1);
    for (let i = 0; i < 5; i++) expect(await check(ip, good)).toBe(true);
    for (let i = 0; i < 3; i++) expect(await check(ip, 'ZZZZZZ')).toBe(false);
    expect(await gqlFrom(ip, CHECK, { code: 'ZZZZZZ' })).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      key: 'auth.too_many_requests',
    });
    // even a good code now waits: the guesser cannot tell
    expect(await check(ip, good)).toBe('TOO_MANY_REQUESTS');
    expect(await check(newIp(), good)).toBe(true);
  });

  it('counts codes refused by createAssociation in the same limit', async () => {
    const ip = newIp();
    const { token } = await userWithToken(app);
    const create = () =>
      gqlFrom(
        ip,
        `mutation($input: CreateAssociationInput!) { createAssociation(input: $input) { id } }`,
        {
          input: {
            activationCode: 'ZZZZZZ',
            name: 'Indovina',
            description: 'Descrizione',
            street: 'Via Po 1',
            town: 'Torino',
            province: 'TO',
            dateOfFoundation: '2010-10-10',
            topicIds: [1],
          },
        },
        token,
      );
    for (let i = 0; i < 3; i++)
      expect(await create()).toMatchObject({ key: 'validation.activation_code_not_valid' });
    expect(await create()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await check(ip, 'ZZZZZZ')).toBe('TOO_MANY_REQUESTS');
  });
});
