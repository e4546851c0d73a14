import zlib from 'node:zlib';
import sharp from 'sharp';
import { Association } from '../../modules/associations/association.entity';
import { Topic } from '../../modules/catalog/topic.entity';
import { MAX_INPUT_PIXELS } from '../../modules/media/image-processor';
import { MediaSigner } from '../../modules/media/media-urls';
import { IMAGE_SIDES } from '../../modules/media/media.service';
import { userWithToken } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import { CREATE, EVENT, eventInput, world } from '../events/support';
import { postUpload, uploadImage } from '../uploads';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const DAY = 86_400;
const UPDATE_PROFILE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id imageUrl } }`;
const LEAVE = `mutation($id: Int!) { leaveAssociation(input: { associationId: $id }) { id } }`;

function pngBytes(colour = '#f59e0b'): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/**
 * A valid 1-bit greyscale PNG of any size, all black: 16000×16000 is ~30 KB of file for 256
 * million pixels. Built by hand because encoding it with sharp takes seconds.
 */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth; colour type 0 (grey), no interlace
  // each row: filter byte 0 and width bits of zeros
  const pixels = zlib.deflateSync(Buffer.alloc((Math.ceil(width / 8) + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const get = (url: string) => fetch(`${app.url}${url}`);
const keyOf = (url: string) => /^\/media\/([0-9a-f-]{36})/.exec(url)![1];
const pathOf = (url: string) => url.split('?')[0];
const withParam = (url: string, name: string, value: string) => {
  const u = new URL(url, app.url);
  u.searchParams.set(name, value);
  return `${u.pathname}${u.search}`;
};

async function eventWithPhoto(isPublic: boolean) {
  const w = await world(app);
  const created = await app.gql<{
    createEvent: { event: { id: number; photos: { id: number; url: string }[] } };
  }>(
    CREATE,
    {
      input: eventInput(w.association.id, {
        isPublic,
        photoKeys: [await uploadImage(app, w.admin.token, await pngBytes())],
      }),
    },
    w.admin.token,
  );
  expect(created.errors).toBeUndefined();
  return { ...w, event: created.data!.createEvent.event };
}

async function photoUrlFor(eventId: number, token: string): Promise<string | null> {
  const result = await app.gql<{ event: { photos: { url: string }[] } | null }>(
    EVENT,
    { id: eventId },
    token,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.event?.photos[0]?.url ?? null;
}

describe('media URLs', () => {
  it('never answers a sequential id, only the unguessable key', async () => {
    const { event } = await eventWithPhoto(true);
    const url = event.photos[0].url;
    expect(url).toMatch(/^\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const ids: { id: number }[] = await app.dataSource.query('SELECT id FROM media');
    expect(ids.length).toBeGreaterThan(0);
    for (const { id } of ids) {
      const response = await get(`/media/${id}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect((await get('/media/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get(url.toUpperCase().replace('/MEDIA/', '/media/'))).status).toBe(404);
  });

  it('serves photos of public events, logos and topic images to anyone, cached for a year', async () => {
    const { admin, association, event } = await eventWithPhoto(true);
    const ds = app.dataSource;
    const [logo, topicImage] = await ds.transaction(async (em) => [
      await app.services.media.store(em, await pngBytes('#0f766e'), IMAGE_SIDES.logo),
      await app.services.media.store(em, await pngBytes('#1d4ed8'), IMAGE_SIDES.logo),
    ]);
    await ds.getRepository(Association).update(association.id, { imageId: logo.id });
    await ds.getRepository(Topic).update(1, { imageId: topicImage.id });
    const result = await app.gql<{
      association: { imageUrl: string };
      topics: { id: number; imageUrl: string | null }[];
    }>(
      `query($id: Int!) { association(id: $id) { imageUrl } topics { id imageUrl } }`,
      { id: association.id },
      admin.token,
    );
    expect(result.errors).toBeUndefined();
    const urls = [
      event.photos[0].url,
      result.data!.association.imageUrl,
      result.data!.topics.find((t) => t.id === 1)!.imageUrl!,
    ];
    expect(urls[1]).toBe(`/media/${logo.key}`);
    expect(urls[2]).toBe(`/media/${topicImage.key}`);
    for (const url of urls) {
      expect(url).not.toContain('?');
      const response = await get(url); // no token, no signature
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it("serves a private event's photo only on a URL signed for someone who may see the event", async () => {
    const { admin, volunteer, association, event } = await eventWithPhoto(false);
    const url = (await photoUrlFor(event.id, volunteer.token))!;
    expect(url).toMatch(new RegExp(`^/media/[0-9a-f-]{36}\\?v=${volunteer.user.id}&e=\\d+&s=`));

    const ok = await get(url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/webp');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(ok.headers.get('cache-control')!)![1]);
    expect(maxAge).toBeGreaterThan(DAY - 5);
    expect(maxAge).toBeLessThanOrEqual(2 * DAY);
    // the same all day long: the browser and Apollo caches keep working
    expect(await photoUrlFor(event.id, volunteer.token)).toBe(url);

    // without signature, or with any part of it changed
    expect((await get(pathOf(url))).status).toBe(404);
    const s = new URL(url, app.url).searchParams.get('s')!;
    const tampered = `${s[0] === 'A' ? 'B' : 'A'}${s.slice(1)}`;
    for (const forged of [
      withParam(url, 's', tampered),
      withParam(url, 's', ''),
      withParam(url, 'v', String(admin.user.id)),
      withParam(url, 'v', `0${volunteer.user.id}`),
      withParam(url, 'e', String(Number(new URL(url, app.url).searchParams.get('e')) + DAY)),
      `${url}&s=${s}`,
    ])
      expect({ forged, status: (await get(forged)).status }).toEqual({ forged, status: 404 });

    // expired: signed by the server itself, three days ago
    const signer = new MediaSigner(app.config.jwtSecret);
    const key = keyOf(url);
    expect(
      (await get(signer.signedPath(key, volunteer.user.id, Date.now() - 3 * DAY * 1000))).status,
    ).toBe(404);
    // signed with another server's secret
    const foreign = new MediaSigner('x'.repeat(32)).signedPath(key, volunteer.user.id);
    expect((await get(foreign)).status).toBe(404);

    // a genuine signature for someone who may not see the event
    const outsider = await userWithToken(app);
    expect(await photoUrlFor(event.id, outsider.token)).toBeNull();
    expect((await get(signer.signedPath(key, outsider.user.id))).status).toBe(404);
    // the check is made when served: leaving the association closes the door
    expect((await app.gql(LEAVE, { id: association.id }, volunteer.token)).errors).toBeUndefined();
    expect((await get(url)).status).toBe(404);
    // while the administrator's own URL still works
    expect((await get((await photoUrlFor(event.id, admin.token))!)).status).toBe(200);
  });

  it('a photo shared with a public copy of the event is public', async () => {
    const { volunteer, admin, event } = await eventWithPhoto(false);
    const privateUrl = (await photoUrlFor(event.id, volunteer.token))!;
    // repeated events share their photos; one of them becoming public publishes the photo
    await app.dataSource.query('UPDATE event SET is_public = true WHERE id = $1', [event.id]);
    const publicUrl = (await photoUrlFor(event.id, admin.token))!;
    expect(publicUrl).toBe(pathOf(privateUrl));
    expect((await get(publicUrl)).headers.get('cache-control')).toContain('public');
  });

  it('serves a profile picture only with a valid signature, to whoever the API showed it', async () => {
    const { user, token } = await userWithToken(app);
    const result = await app.gql<{ updateProfile: { imageUrl: string } }>(
      UPDATE_PROFILE,
      {
        input: {
          name: 'Sara',
          surname: 'Gialli',
          phone: '3409876543',
          birthDate: '1992-12-01',
          preferences: [],
          imageKey: await uploadImage(app, token, await pngBytes()),
        },
      },
      token,
    );
    expect(result.errors).toBeUndefined();
    const url = result.data!.updateProfile.imageUrl;
    expect(url).toContain(`?v=${user.id}&`);
    const ok = await get(url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect((await get(pathOf(url))).status).toBe(404);
    expect((await get(withParam(url, 'e', '1'))).status).toBe(404);
  });

  it("signs another person's profile picture for the viewer the API shows it to", async () => {
    const { admin, volunteer, association } = await world(app);
    const updated = await app.gql(
      UPDATE_PROFILE,
      {
        input: {
          name: 'Vera',
          surname: 'Volontaria',
          phone: '3409876543',
          birthDate: '1992-12-01',
          preferences: [],
          imageKey: await uploadImage(app, volunteer.token, await pngBytes()),
        },
      },
      volunteer.token,
    );
    expect(updated.errors).toBeUndefined();
    const result = await app.gql<{ volunteers: { userId: number; imageUrl: string | null }[] }>(
      `query($id: Int!) { volunteers(associationId: $id) { userId imageUrl } }`,
      { id: association.id },
      admin.token,
    );
    expect(result.errors).toBeUndefined();
    const url = result.data!.volunteers.find((v) => v.userId === volunteer.user.id)!.imageUrl!;
    expect(url).toContain(`?v=${admin.user.id}&`);
    expect((await get(url)).status).toBe(200);
  });

  it('keeps the REST facade’s base64 images behind its own checks', async () => {
    const { volunteer, event } = await eventWithPhoto(false);
    const body = await app.rest<{ photo: { image: string; image_type: string }[] }>(
      'GET',
      `/api/event/${event.id}`,
      { token: volunteer.token },
    );
    expect(body.status).toBe(200);
    expect(body.body.photo).toHaveLength(1);
    expect(body.body.photo[0].image_type).toBe('image/webp');
    const bytes = Buffer.from(body.body.photo[0].image, 'base64');
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    const outsider = await userWithToken(app);
    expect(
      (await app.rest('GET', `/api/event/${event.id}`, { token: outsider.token })).status,
    ).toBe(404);
  });
});

describe('image pixel cap', () => {
  const PROFILE = (imageKey: string) => ({
    input: {
      name: 'Sara',
      surname: 'Gialli',
      phone: '3409876543',
      birthDate: '1992-12-01',
      preferences: [],
      imageKey,
    },
  });

  it('refuses a valid 16000×16000 PNG from its header, without decoding it', async () => {
    const png = blankPng(16000, 16000);
    expect(png.length).toBeLessThan(64 * 1024);
    const { width, height } = await sharp(png, { limitInputPixels: false }).metadata();
    expect([width, height]).toEqual([16000, 16000]);

    const { token } = await userWithToken(app);
    const decode = jest.spyOn(sharp.prototype, 'toBuffer');
    try {
      const started = Date.now();
      const result = await postUpload(app, token, png);
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ key: 'validation.image_too_large' });
      // refused at the header: no pixel was decoded (decoding it takes seconds and ~1 GB)
      expect(decode).not.toHaveBeenCalled();
      expect(Date.now() - started).toBeLessThan(2000);

      // the REST facade's multipart upload, too
      const form = new FormData();
      for (const [k, v] of Object.entries({
        name: 'Rita',
        surname: 'Blu',
        tel: '3331234567',
        birth_date: '1980-01-01',
      }))
        form.append(k, v);
      form.append('profile_image', new Blob([png], { type: 'image/png' }), 'huge.png');
      const rest = await app.rest<{ message: string }>('PUT', '/api/user/', { token, form });
      expect(rest.status).toBe(400);
      expect(rest.body.message).toContain('megapixel');
      expect(decode).not.toHaveBeenCalled();
    } finally {
      decode.mockRestore();
    }
  });

  it(`accepts up to ${MAX_INPUT_PIXELS / 1e6} megapixels (a phone's high-resolution photo)`, async () => {
    const { token } = await userWithToken(app);
    const key = await uploadImage(app, token, blankPng(8000, 6000));
    expect((await app.gql(UPDATE_PROFILE, PROFILE(key), token)).errors).toBeUndefined();
    const above = await postUpload(app, token, blankPng(8200, 6200));
    expect(above.status).toBe(400);
    expect(above.body).toMatchObject({ key: 'validation.image_too_large' });
  });
});

describe('MediaSigner', () => {
  it('expires at a day boundary one to two days ahead, the same URL all day', () => {
    const signer = new MediaSigner('s'.repeat(32));
    const key = '00000000-0000-4000-8000-000000000000';
    const morning = Date.UTC(2030, 0, 10, 0, 0, 1);
    const evening = Date.UTC(2030, 0, 10, 23, 59, 59);
    expect(MediaSigner.expiryFor(morning)).toBe(Date.UTC(2030, 0, 12) / 1000);
    expect(signer.signedPath(key, 7, morning)).toBe(signer.signedPath(key, 7, evening));
    const next = signer.signedPath(key, 7, evening + 2000);
    expect(next).not.toBe(signer.signedPath(key, 7, evening));
    const query = Object.fromEntries(new URL(next, 'http://x').searchParams);
    expect(signer.verify(key, query, evening + 2000)).toEqual({
      viewerId: 7,
      expiresAt: Date.UTC(2030, 0, 13) / 1000,
    });
    expect(signer.verify(key, query, Date.UTC(2030, 0, 13))).toBeNull();
    expect(signer.verify(key.replace(/0$/, '1'), query, evening)).toBeNull();
  });
});
