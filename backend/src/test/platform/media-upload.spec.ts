import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '../../modules/media/image-processor';
import { Media } from '../../modules/media/media.entity';
import { MAX_PENDING_UPLOADS } from '../../modules/media/media.service';
import { CREATE, eventInput, world } from '../events/support';
import { userWithToken } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import { postUpload, uploadImage } from '../uploads';

/**
 * POST /api/media (issue 17): images reach GraphQL as keys of uploads, not inside JSON. An upload
 * is validated as before; its key works once, for the person who uploaded it, within a day.
 */
const UPDATE_PROFILE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id imageUrl } }`;
const profile = (imageKey: string) => ({
  input: {
    name: 'Sara',
    surname: 'Gialli',
    phone: '3409876543',
    birthDate: '1992-12-01',
    preferences: [],
    imageKey,
  },
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const png = (width = 1800, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();

const pending = (key: string) => app.dataSource.getRepository(Media).findOneBy({ key });

describe('POST /api/media', () => {
  it('stores the image resized as WebP, pending for its uploader, and not served yet', async () => {
    const { user, token } = await userWithToken(app);
    const result = await postUpload(app, token, await png(2400, 1600));
    expect(result.status).toBe(201);
    expect(result.body.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await pending(result.body.key!)).toMatchObject({
      width: 1600,
      height: 1067,
      pendingOwnerId: user.id,
    });
    expect((await fetch(`${app.url}/media/${result.body.key}`)).status).toBe(404);
  });

  it.each([
    ['not an image', () => Buffer.from('<script>alert(1)</script>'), 400, 'validation.image_type'],
    ['an empty file', () => Buffer.alloc(0), 400, 'validation.image_type'],
  ])('refuses %s with 400', async (_name, bytes, status, key) => {
    const { token } = await userWithToken(app);
    const result = await postUpload(app, token, bytes());
    expect(result.status).toBe(status);
    expect(result.body).toMatchObject({ key });
  });

  it('refuses a file over the upload limit with 413, without reading it all', async () => {
    const { token } = await userWithToken(app);
    const result = await postUpload(app, token, Buffer.alloc(MAX_UPLOAD_BYTES + 1, 7));
    expect(result.status).toBe(413);
    expect(typeof result.body.message).toBe('string');
  });

  it('refuses a body without the file field, and a text part in it', async () => {
    const { token } = await userWithToken(app);
    const form = new FormData();
    form.append('other', 'x');
    expect((await app.rest('POST', '/api/media', { token, form })).status).toBe(400);
    const text = new FormData();
    text.append('file', 'not a file');
    expect((await app.rest('POST', '/api/media', { token, form: text })).status).toBe(400);
  });

  it('is refused without a valid token (401)', async () => {
    const bytes = await png(10, 10);
    expect((await postUpload(app, undefined, bytes)).status).toBe(401);
    expect((await postUpload(app, 'not-a-token', bytes)).status).toBe(401);
  });

  it('is documented in the OpenAPI document', async () => {
    const document = await app.rest<{ paths: Record<string, Record<string, unknown>> }>(
      'GET',
      '/api/openapi.json',
    );
    expect(Object.keys(document.body.paths['/media'])).toEqual(['post']);
  });

  it(`keeps at most ${MAX_PENDING_UPLOADS} unattached uploads per person (the oldest go)`, async () => {
    const { token } = await userWithToken(app);
    const bytes = await png(10, 10);
    const keys: string[] = [];
    for (let i = 0; i < MAX_PENDING_UPLOADS + 2; i += 1)
      keys.push(await uploadImage(app, token, bytes));
    expect(await pending(keys[0])).toBeNull();
    expect(await pending(keys[1])).toBeNull();
    expect(await pending(keys[2])).not.toBeNull();
  });
});

describe('a mutation naming an upload', () => {
  it('attaches my own upload once, scaled to the picture size', async () => {
    const { token } = await userWithToken(app);
    const key = await uploadImage(app, token, await png(2400, 1600));
    const result = await app.gql<{ updateProfile: { imageUrl: string } }>(
      UPDATE_PROFILE,
      profile(key),
      token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateProfile.imageUrl).toContain(`/media/${key}?`);
    expect(await pending(key)).toMatchObject({ width: 512, height: 341, pendingOwnerId: null });
    // a second use of the same key: already attached
    const again = await app.gql(UPDATE_PROFILE, profile(key), token);
    expect(again.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      key: 'validation.image_key',
      field: 'imageKey',
    });
  });

  it.each([
    ['unknown', async () => '00000000-0000-4000-8000-000000000000'],
    ['not a key at all', async () => '../../etc/passwd'],
    ["someone else's", async () => uploadImage(app, (await userWithToken(app)).token, await png())],
    [
      'older than a day',
      async (token: string) => {
        const key = await uploadImage(app, token, await png(10, 10));
        await app.dataSource.query(
          `UPDATE media SET created_at = now() - interval '25 hours' WHERE key = $1`,
          [key],
        );
        return key;
      },
    ],
  ])('refuses a key that is %s, and changes nothing', async (_name, keyOf) => {
    const { user, token } = await userWithToken(app);
    const key = await keyOf(token);
    const result = await app.gql(UPDATE_PROFILE, profile(key), token);
    expect(result.status).toBe(200);
    expect(result.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      key: 'validation.image_key',
    });
    const [row] = await app.dataSource.query('SELECT image_id FROM user_account WHERE id = $1', [
      user.id,
    ]);
    expect(row.image_id).toBeNull();
  });

  it('an upload nobody attached within a day is deleted by the next upload', async () => {
    const { token } = await userWithToken(app);
    const stale = await uploadImage(app, token, await png(10, 10));
    await app.dataSource.query(
      `UPDATE media SET created_at = now() - interval '25 hours' WHERE key = $1`,
      [stale],
    );
    await uploadImage(app, (await userWithToken(app)).token, await png(10, 10));
    expect(await pending(stale)).toBeNull();
  });

  it("refuses an event photo named by someone else's key, and creates nothing", async () => {
    const { admin, association, volunteer } = await world(app);
    const foreign = await uploadImage(app, volunteer.token, await png(10, 10));
    const result = await app.gql(
      CREATE,
      { input: eventInput(association.id, { photoKeys: [foreign] }) },
      admin.token,
    );
    expect(result.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      key: 'validation.image_key',
      field: 'photoKeys',
    });
    const [{ n }] = await app.dataSource.query(
      'SELECT count(*)::int AS n FROM event WHERE association_id = $1',
      [association.id],
    );
    expect(n).toBe(0);
    expect(await pending(foreign)).toMatchObject({ pendingOwnerId: volunteer.user.id });
  });
});
