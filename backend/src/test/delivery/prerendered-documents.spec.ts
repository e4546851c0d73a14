import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { rawRequest, type RawResponse } from '../raw-http';
import { startTestApp, type TestApp } from '../test-app';

/**
 * The public screens prerendered by the frontend build (frontend/build/prerender.mjs,
 * `prerendered.json`) are what their addresses answer, with their route's scripts announced,
 * compressed and revalidated like every document (docs/performance.md). The build is a small
 * fake one written here; frontend/e2e/prerender.spec.ts checks the real one in a browser.
 */

const page = (root: string) =>
  `<!doctype html><html lang="it"><head><title>Insieme</title>${'<meta name="x" content="padding" />'.repeat(40)}</head><body>${root}</body></html>`;
const INDEX = page('<div id="root"></div>');
/** as the build writes a public screen: its start-up scripts announced after its first frame */
const AFTER_FIRST_FRAME =
  '<template data-after-first-frame><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/boot-XyZ.js"></template>';
const LOGIN = page(
  '<div id="root" data-prerendered="/login"><main><h1>Che bello rivederti!</h1></main></div>',
).replace('</head>', `${AFTER_FIRST_FRAME}</head>`);
const NOT_FOUND = page('<div id="root" data-prerendered="*"><main><h1>Oops!</h1></main></div>');
const ROUTE_PRELOADS = [
  { path: '/login', files: ['/assets/LoginPage-AbC.js'] },
  { path: '/event/:idEvent', files: ['/assets/EventPage-GhI.js'] },
];
const PRERENDERED = [
  { path: '/login', file: '/prerendered/login.html' },
  { path: null, file: '/prerendered/404.html' },
  // only the build's own documents are read
  { path: '/event/:idEvent', file: '/../../etc/passwd.html' },
];
const LOGIN_PRELOAD =
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/LoginPage-AbC.js">';

let app: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'insieme-dist-'));
  fs.mkdirSync(path.join(dist, 'prerendered'));
  const write = (file: string, content: string) => fs.writeFileSync(path.join(dist, file), content);
  write('index.html', INDEX);
  write('route-preloads.json', JSON.stringify(ROUTE_PRELOADS));
  write('prerendered.json', JSON.stringify(PRERENDERED));
  write('prerendered/login.html', LOGIN);
  write('prerendered/404.html', NOT_FOUND);
  app = await startTestApp({ FRONTEND_DIST: dist });
});

afterAll(async () => {
  await app.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

const raw = (urlPath: string, headers: Record<string, string> = {}) =>
  rawRequest(`${app.url}${urlPath}`, headers);

function decode(response: RawResponse): string {
  switch (response.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(response.body).toString();
    case 'gzip':
      return zlib.gunzipSync(response.body).toString();
    default:
      return response.body.toString();
  }
}

const withPreload = (document: string, link: string) =>
  document.replace('</head>', `    ${link}\n  </head>`);
/** a public screen's route scripts join its start-up's, after the first frame */
const withPreloadAfterFirstFrame = (document: string, link: string) =>
  document.replace('<template data-after-first-frame>', `<template data-after-first-frame>${link}`);

describe('prerendered documents', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['', undefined],
  ])(
    '/login is its prerendered document with its scripts announced (Accept-Encoding "%s")',
    async (accept, encoding) => {
      const response = await raw('/login', accept ? { 'accept-encoding': accept } : {});
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decode(response)).toBe(withPreloadAfterFirstFrame(LOGIN, LOGIN_PRELOAD));
    },
  );

  it('is compressed as the build compresses its files (brotli 11)', async () => {
    const response = await raw('/login', { 'accept-encoding': 'br' });
    const best = zlib.brotliCompressSync(withPreloadAfterFirstFrame(LOGIN, LOGIN_PRELOAD), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    });
    expect(response.body.equals(best)).toBe(true);
  });

  it('a query string gets the document without prerendered markup', async () => {
    const response = await raw('/login?next=1', { 'accept-encoding': 'br' });
    expect(decode(response)).toBe(withPreload(INDEX, LOGIN_PRELOAD));
  });

  it('an unknown address is the prerendered 404; a route without a prerender is index.html', async () => {
    expect(decode(await raw('/no-such-screen', { 'accept-encoding': 'br' }))).toBe(NOT_FOUND);
    expect(decode(await raw('/no-such-screen?x=1'))).toBe(INDEX);
    expect(decode(await raw('/event/12', { 'accept-encoding': 'gzip' }))).toBe(
      withPreload(
        INDEX,
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/EventPage-GhI.js">',
      ),
    );
  });

  it('revalidates with its ETag (304)', async () => {
    const first = await raw('/login', { 'accept-encoding': 'br' });
    const again = await raw('/login', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
  });
});
