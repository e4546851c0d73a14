import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import WebSocket from 'ws';
import { userWithToken } from '../factories';
import { rawRequest, type RawResponse } from '../raw-http';
import { startTestApp, type TestApp } from '../test-app';

/**
 * Compression and caching (docs/performance.md): the built frontend's precompressed variants with
 * the right Content-Encoding, Vary and Cache-Control; dynamic text compressed per response;
 * WebSockets and images untouched. The build is a small fake one written here.
 */

// text that compresses, larger than the 1 KiB threshold
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
const INDEX = `<!doctype html><html lang="it"><head><title>Insieme</title>${'<meta name="x" content="padding" />'.repeat(40)}</head><body><div id="root"></div></body></html>`;
// the build's table of each route's scripts (frontend/build/routePreloads.ts); '/' has none here
const ROUTE_PRELOADS = [
  { path: '/login', files: ['/assets/LoginPage-AbC.js', '/assets/validation-DeF.js'] },
  { path: '/event/:idEvent', files: ['/assets/EventPage-GhI.js'] },
  { path: '/event/:idEvent/:idShift', files: ['/assets/ShiftPage-JkL.js'] },
  {
    path: '/dashboard/:idAssociation/list-events',
    files: ['/assets/ListEvents-MnO.js', '/x"><script>.js'],
  },
];
const preloads = (...files: string[]) =>
  files.map((f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${f}">`);
const SW = `self.addEventListener('push', () => {});\n${'// padding\n'.repeat(200)}`;

let app: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'insieme-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const write = (file: string, content: string, variants: boolean) => {
    fs.writeFileSync(path.join(dist, file), content);
    if (!variants) return;
    fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(content));
  };
  write('index.html', INDEX, true);
  write('route-preloads.json', JSON.stringify(ROUTE_PRELOADS), false);
  write('assets/index-AbC123.js', SCRIPT, true);
  write('sw.js', SW, false);
  write('manifest.webmanifest', '{"name":"Insieme"}', false);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  app = await startTestApp({ FRONTEND_DIST: dist });
});

afterAll(async () => {
  await app.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A request to the app whose body is returned as sent (compression is what is tested). */
const raw = (
  urlPath: string,
  headers: Record<string, string> = {},
  options: { method?: string; body?: string } = {},
) => rawRequest(`${app.url}${urlPath}`, headers, options);

function decode(response: RawResponse): string {
  switch (response.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(response.body).toString();
    case 'gzip':
      return zlib.gunzipSync(response.body).toString();
    case undefined:
      return response.body.toString();
    default:
      throw new Error(`unexpected encoding ${response.headers['content-encoding']}`);
  }
}

describe('hashed assets', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ])('Accept-Encoding "%s" gets the precompressed %s variant', async (accept, encoding) => {
    const response = await raw('/assets/index-AbC123.js', { 'accept-encoding': accept });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.length).toBeLessThan(SCRIPT.length / 2);
    expect(decode(response)).toBe(SCRIPT);
  });

  it('a client that accepts no encoding gets the file as it is, still immutable', async () => {
    const response = await raw('/assets/index-AbC123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.toString()).toBe(SCRIPT);
  });

  it('a missing chunk is a 404, not the document; variants are not served under their own name', async () => {
    expect((await raw('/assets/index-Old999.js', { 'accept-encoding': 'br' })).status).toBe(404);
    const variant = await raw('/assets/index-AbC123.js.br', { 'accept-encoding': 'br' });
    expect(variant.status).toBe(404);
  });
});

describe('the document and the service worker', () => {
  it.each([
    ['/', []],
    ['/login', preloads('/assets/LoginPage-AbC.js', '/assets/validation-DeF.js')],
    ['/login/', preloads('/assets/LoginPage-AbC.js', '/assets/validation-DeF.js')],
    ['/event/12', preloads('/assets/EventPage-GhI.js')],
    ['/event/12/7', preloads('/assets/ShiftPage-JkL.js')],
    // a file name that is not one of the build's scripts is never written into the document
    ['/dashboard/3/list-events', preloads('/assets/ListEvents-MnO.js')],
    ['/event/12/7/8', []],
    ['/no-such-screen', []],
  ])(
    "%s is index.html with its route's scripts preloaded, compressed and revalidated",
    async (route, links) => {
      const response = await raw(route, { 'accept-encoding': 'br, gzip' });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      const document = decode(response);
      if (links.length === 0) expect(document).toBe(INDEX);
      else {
        expect(document.match(/<link rel="modulepreload"[^>]*>/g)).toEqual(links);
        // in the head, and nothing else of the document changed
        expect(document.indexOf(links[0])).toBeLessThan(document.indexOf('</head>'));
        expect(
          document
            .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
            .replace(/\s+<\/head>/, '</head>'),
        ).toBe(INDEX);
      }
    },
  );

  it('index.html revalidates with its ETag (304)', async () => {
    const first = await raw('/login', { 'accept-encoding': 'br' });
    const again = await raw('/login', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it('sw.js, without a variant, is compressed on the fly and revalidated', async () => {
    const response = await raw('/sw.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decode(response)).toBe(SW);
  });

  it('the manifest is revalidated; unhashed public files keep a short cache', async () => {
    expect((await raw('/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
    expect((await raw('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('dynamic responses', () => {
  it('a large GraphQL answer is compressed with brotli; a small one is sent as it is', async () => {
    const { token } = await userWithToken(app);
    const query = (q: string) =>
      raw(
        '/graphql',
        {
          'accept-encoding': 'gzip, deflate, br',
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
        },
        { method: 'POST', body: JSON.stringify({ query: q }) },
      );
    const large = await query('{ __schema { types { name description } } }');
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers.vary).toMatch(/Accept-Encoding/i);
    // the viewer's data: never cached, refused or not
    expect(large.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(decode(large)).data.__schema.types.length).toBeGreaterThan(50);

    const small = await query('{ me { id } }');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(decode(small)).data.me.id).toBeGreaterThan(0);
    expect(small.headers['cache-control']).toBe('no-store');
    const refused = await query('{ me { id ');
    expect(refused.status).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('REST JSON is compressed with gzip for a client that only takes gzip', async () => {
    const response = await raw('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(response)).openapi).toMatch(/^3\./);
  });

  it('graphql-ws still upgrades and acknowledges on /graphql', async () => {
    const { token } = await userWithToken(app);
    const socket = new WebSocket(
      `${app.url.replace('http', 'ws')}/graphql`,
      'graphql-transport-ws',
      {
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      },
    );
    const ack = await new Promise<{ type: string }>((resolve, reject) => {
      socket.on('open', () =>
        socket.send(
          JSON.stringify({
            type: 'connection_init',
            payload: { authorization: `Bearer ${token}` },
          }),
        ),
      );
      socket.on('message', (data) => resolve(JSON.parse(String(data))));
      socket.on('error', reject);
    });
    socket.close();
    expect(ack.type).toBe('connection_ack');
  });
});
