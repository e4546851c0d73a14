import sharp from 'sharp';
import { Follow } from '../../modules/memberships/follow.entity';
import { Membership } from '../../modules/memberships/membership.entity';
import { Media } from '../../modules/media/media.entity';
import { User } from '../../modules/users/user.entity';
import {
  buildAssociation,
  buildFollow,
  buildMembership,
  userWithToken,
  PASSWORD,
} from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import { postUpload, uploadImage } from '../uploads';

const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id name surname phone birthDate imageUrl preferences { id } } }`;
const DELETE = `mutation { deleteAccount { message } }`;
const ME = `{ me { id name imageUrl isAdmin preferences { id name } } }`;

let app: TestApp;
let eventTypeIds: number[];
beforeAll(async () => {
  app = await startTestApp();
  eventTypeIds = (await app.services.catalog.eventTypes()).map((t) => t.id);
});
afterAll(() => app.stop());

const base = () => ({
  name: 'Sara',
  surname: 'Gialli',
  phone: '3409876543',
  birthDate: '1992-12-01',
  preferences: eventTypeIds.slice(0, 3),
});

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
}

describe('edit profile', () => {
  it('saves the fields and preferences', async () => {
    const { token } = await userWithToken(app);
    const result = await app.gql<{
      updateProfile: { name: string; preferences: { id: number }[] };
    }>(UPDATE, { input: base() }, token);
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateProfile).toMatchObject({
      name: 'Sara',
      surname: 'Gialli',
      phone: '3409876543',
      birthDate: '1992-12-01',
    });
    expect(result.data!.updateProfile.preferences.map((p) => p.id).sort()).toEqual(
      eventTypeIds.slice(0, 3).sort(),
    );
  });

  it('resizes the profile image on the server and serves it on a URL signed for the viewer', async () => {
    const { token } = await userWithToken(app);
    const result = await app.gql<{ updateProfile: { imageUrl: string } }>(
      UPDATE,
      { input: { ...base(), imageKey: await uploadImage(app, token, await png(2000, 1000)) } },
      token,
    );
    expect(result.errors).toBeUndefined();
    const url = result.data!.updateProfile.imageUrl;
    // a profile picture is private: its URL carries a capability (docs/media.md)
    expect(url).toMatch(/^\/media\/[0-9a-f-]{36}\?v=\d+&e=\d+&s=[\w-]{43}$/);
    const response = await fetch(`${app.url}${url}`);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([512, 256]);

    // replacing the image removes the old one
    const replaced = await app.gql<{ updateProfile: { imageUrl: string } }>(
      UPDATE,
      { input: { ...base(), imageKey: await uploadImage(app, token, await png(10, 10)) } },
      token,
    );
    expect(replaced.data!.updateProfile.imageUrl).not.toBe(url);
    expect((await fetch(`${app.url}${url}`)).status).toBe(404);
  });

  it('judges the image by its bytes, not by its declared type', async () => {
    const { token } = await userWithToken(app);
    const fake = Buffer.from('<script>alert(1)</script>');
    const result = await postUpload(app, token, fake, 'photo.png');
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ key: 'validation.image_type' });
  });

  it.each([
    ['empty name', { name: '' }, 'void_name'],
    ['empty surname', { surname: ' ' }, 'void_surname'],
    ['empty phone', { phone: '' }, 'void_phone'],
    ['bad phone', { phone: '12ab' }, 'validation.phone_not_valid'],
    ['empty birth date', { birthDate: '' }, 'void_birth_date'],
    ['seven preferences', { preferences: [1, 2, 3, 4, 5, 6, 7] }, 'validation.max_preferences'],
  ])('refuses %s', async (_label, overrides, key) => {
    const { token, user } = await userWithToken(app);
    const result = await app.gql(UPDATE, { input: { ...base(), ...overrides } }, token);
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', key });
    expect((await app.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).name).toBe(
      user.name,
    );
  });

  it('edits through the REST facade with multipart form data', async () => {
    const { token } = await userWithToken(app);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: 'Rita',
      surname: 'Blu',
      tel: '3331234567',
      birth_date: '1980-01-01',
      preferences: eventTypeIds.slice(0, 2).join(','),
    }))
      form.append(k, v);
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    form.append('profile_image', new Blob([png], { type: 'image/png' }), 'me.png');
    const result = await app.rest<{ info: Record<string, unknown>; message: string }>(
      'PUT',
      '/api/user/',
      { token, form },
    );
    expect(result.status).toBe(200);
    expect(result.body.info).toMatchObject({
      name: 'Rita',
      surname: 'Blu',
      tel: '3331234567',
      birth_date: '1980-01-01',
      image_type: 'image/webp',
    });
    expect(result.body.info.preferences).toEqual(eventTypeIds.slice(0, 2).sort((a, b) => a - b));
  });
});

describe('delete account', () => {
  it('removes the person and their data at once, and refuses the old token', async () => {
    const { user, token } = await userWithToken(app);
    const association = await buildAssociation(app);
    await buildMembership(app, {
      userId: user.id,
      associationId: association.id,
      status: 'waiting',
    });
    await buildFollow(app, { userId: user.id, associationId: association.id });
    const withImage = await app.gql<{ updateProfile: { imageUrl: string } }>(
      UPDATE,
      { input: { ...base(), imageKey: await uploadImage(app, token, await png(20, 20)) } },
      token,
    );
    const mediaKey = /^\/media\/([0-9a-f-]{36})/.exec(withImage.data!.updateProfile.imageUrl)![1];

    expect((await app.gql(DELETE, {}, token)).errors).toBeUndefined();
    const ds = app.dataSource;
    expect(await ds.getRepository(User).countBy({ id: user.id })).toBe(0);
    expect(await ds.getRepository(Membership).countBy({ userId: user.id })).toBe(0);
    expect(await ds.getRepository(Follow).countBy({ userId: user.id })).toBe(0);
    expect(await ds.getRepository(Media).countBy({ key: mediaKey })).toBe(0);
    expect((await app.gql(ME, {}, token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const relogin = await app.rest('POST', '/api/auth/login', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(relogin.status).toBe(400);
  });

  it('deletes through the REST facade', async () => {
    const { token } = await userWithToken(app);
    expect((await app.rest('DELETE', '/api/user/', { token })).status).toBe(200);
    expect((await app.rest('GET', '/api/user/', { token })).status).toBe(401);
  });
});
