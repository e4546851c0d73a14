import { rawRequest } from '../raw-http';
import sharp from 'sharp';
import { Association } from '../../modules/associations/association.entity';
import { VARIANT_WIDTHS } from '../../modules/media/media-variants';
import { IMAGE_SIDES } from '../../modules/media/media.service';
import { CREATE, EVENT, eventInput, world } from '../events/support';
import { userWithToken } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import { uploadImage } from '../uploads';

/**
 * Responsive sizes of /media images (docs/media.md): `w` scales a stored image down to one of the
 * known widths as WebP, with the same cache rules and the same access checks as the image itself;
 * a private image's signed URL keeps working with `w` added. Images are never re-compressed by
 * the HTTP layer.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

async function pngBytes(width: number, height: number): Promise<Buffer> {
  // a gradient, so the encoder has real pixels to work on
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(`${app.url}${path}`, headers);

const withWidth = (url: string, width: number | string) =>
  `${url}${url.includes('?') ? '&' : '?'}w=${width}`;

async function eventWithPhoto(isPublic: boolean, width: number, height: number) {
  const w = await world(app);
  const created = await app.gql<{
    createEvent: { event: { id: number; photos: { url: string }[] } };
  }>(
    CREATE,
    {
      input: eventInput(w.association.id, {
        isPublic,
        photoKeys: [await uploadImage(app, w.admin.token, await pngBytes(width, height))],
      }),
    },
    w.admin.token,
  );
  expect(created.errors).toBeUndefined();
  return { ...w, event: created.data!.createEvent.event };
}

describe('responsive sizes of /media images', () => {
  it('gives each known width of a public photo as WebP of that width, in proportion, cached for a year', async () => {
    const { event } = await eventWithPhoto(true, 1200, 800);
    const url = event.photos[0].url;
    const original = await get(url);
    expect(await sharp(original.body).metadata()).toMatchObject({ width: 1200, height: 800 });

    for (const width of VARIANT_WIDTHS.filter((w) => w < 1200)) {
      const response = await get(withWidth(url, width), { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // already compressed: never gzip or brotli on top
      expect(response.headers['content-encoding']).toBeUndefined();
      const metadata = await sharp(response.body).metadata();
      expect({ width, format: metadata.format, w: metadata.width, h: metadata.height }).toEqual({
        width,
        format: 'webp',
        w: width,
        h: Math.round((width * 800) / 1200),
      });
      expect(response.body.length).toBeLessThan(original.body.length);
    }
  });

  it('a width at or above the stored one is the stored image (never enlarged)', async () => {
    const { event } = await eventWithPhoto(true, 400, 300);
    const url = event.photos[0].url;
    const original = await get(url);
    const asked = await get(withWidth(url, 1280));
    expect(asked.status).toBe(200);
    expect(asked.body.equals(original.body)).toBe(true);
    expect((await get(withWidth(url, 320))).status).toBe(200);
  });

  it('association logos come in the small widths', async () => {
    const { association } = await world(app);
    const image = await pngBytes(600, 600);
    const logo = await app.dataSource.transaction((em) =>
      app.services.media.store(em, image, IMAGE_SIDES.logo),
    );
    await app.dataSource.getRepository(Association).update(association.id, { imageId: logo.id });
    const response = await get(`/media/${logo.key}?w=96`);
    expect(response.status).toBe(200);
    expect(await sharp(response.body).metadata()).toMatchObject({
      format: 'webp',
      width: 96,
      height: 96,
    });
  });

  it.each(['100', '0', '-320', 'abc', '320.5', '99999', ''])(
    'an unknown width (w=%s) is the same 404 as an unknown image',
    async (width) => {
      const { event } = await eventWithPhoto(true, 500, 500);
      const response = await get(withWidth(event.photos[0].url, width));
      expect(response.status).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('two widths at once are refused', async () => {
    const { event } = await eventWithPhoto(true, 500, 500);
    expect((await get(`${event.photos[0].url}?w=96&w=160`)).status).toBe(404);
  });

  it("a private event's photo: the signed URL works with w added, and only for who may see it", async () => {
    const { volunteer, event } = await eventWithPhoto(false, 1000, 500);
    const result = await app.gql<{ event: { photos: { url: string }[] } }>(
      EVENT,
      { id: event.id },
      volunteer.token,
    );
    const signed = result.data!.event.photos[0].url;
    expect(signed).toContain('&s=');

    const response = await get(withWidth(signed, 480));
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(await sharp(response.body).metadata()).toMatchObject({ width: 480, height: 240 });

    // the signature still decides: none, or one for someone else, is a 404 at any width
    const unsigned = signed.split('?')[0];
    expect((await get(withWidth(unsigned, 480))).status).toBe(404);
    const outsider = await userWithToken(app);
    const foreign = signed.replace(/v=\d+/, `v=${outsider.user.id}`);
    expect((await get(withWidth(foreign, 480))).status).toBe(404);
  });
});
