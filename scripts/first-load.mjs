#!/usr/bin/env node
// `npm run first-load` (docs/performance.md): opens /login, / (signed in as the demo volunteer)
// and an event page of the built app in Debian's Chromium, each in a fresh browser context (cold
// cache, as a new visitor), and prints per page the JavaScript transferred before the page's own
// content is drawn, before React has taken it over (a prerendered page is drawn first, by the
// document alone) and until the network is idle — compressed bytes on the wire, and the number
// of files — then, for every text response, whether it was compressed and carried the right
// Cache-Control.
//
// The app runs on a free port over DATABASE_URL when set, else an embedded PostgreSQL with the
// demo data in a temporary directory; it is stopped at the end, whatever happens.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, demoSession, startApp } from './perf/app-server.mjs';

/** Goals of issue 11: JavaScript before first render, compressed. */
const GOALS_KB = { '/login': 130, '/': 170, event: 170 };
/** Goal of issue 20: script files /login needs before it works (it draws before any). */
const GOAL_LOGIN_FILES = 12;

const TEXT_TYPE =
  /^(text\/|application\/(javascript|json|manifest\+json|xml|graphql-response\+json)|image\/svg\+xml)/;
/** Below this the compression middleware sends a body as it is (headers would cost more). */
const SMALL_BYTES = 1024;

const kb = (bytes) => (bytes / 1000).toFixed(1);

/** What Cache-Control a response must carry, or null when the script does not judge it. */
function expectedCache(pathname, type) {
  if (pathname.startsWith('/assets/'))
    return (value) => /\bmax-age=31536000\b/.test(value) && /\bimmutable\b/.test(value);
  if (
    type.startsWith('text/html') ||
    /^\/(sw\.js|manifest\.webmanifest|registerSW\.js)$/.test(pathname)
  )
    return (value) => /no-cache|no-store/.test(value);
  return null;
}

function judge(url, status, headers, bodyBytes) {
  const { pathname } = new URL(url);
  const type = headers['content-type'] ?? '';
  const encoding = headers['content-encoding'] ?? '';
  const cache = headers['cache-control'] ?? '';
  const text = TEXT_TYPE.test(type);
  const compressed = /^(br|gzip|zstd|deflate)$/.test(encoding);
  const compressionOk =
    !text || compressed || bodyBytes < SMALL_BYTES || status === 304 || status === 204;
  const rule = expectedCache(pathname, type);
  const cacheOk = rule ? rule(cache) : true;
  return {
    pathname,
    type: type.split(';')[0],
    encoding,
    cache,
    text,
    compressionOk,
    cacheOk,
    bodyBytes,
  };
}

/**
 * Run in the page on every animation frame: the time when `selector`'s element exists (drawn),
 * or when React holds its props (interactive: hydrated, or drawn by React in the first place).
 */
function drawnAt({ selector, text, interactive }) {
  const found = [...document.querySelectorAll(selector)].find(
    (element) => text === undefined || element.textContent.includes(text),
  );
  if (!found) return false;
  if (interactive && !Object.keys(found).some((key) => key.startsWith('__reactProps$')))
    return false;
  return performance.now();
}

/**
 * Loads one page in a fresh context and returns the scripts it fetched with their compressed
 * sizes and end times, the moment its content appeared and the moment React had it (`ready`,
 * a selector and optional text, checked in the page on every animation frame), and the headers
 * of every response.
 */
async function loadPage(browser, baseUrl, { path, storage, ready }) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    viewport: { width: 390, height: 844 },
    // the service worker would only precache after load; keep the page's own traffic
    serviceWorkers: 'block',
  });
  if (storage)
    await context.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
    }, storage);
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  try {
    const documentResponse = await page.goto(path, { waitUntil: 'commit' });
    const when = async (interactive) =>
      (
        await page.waitForFunction(
          drawnAt,
          { ...ready, interactive },
          {
            polling: 'raf',
            timeout: 30_000,
          },
        )
      ).jsonValue();
    let readyAt = await when(false);
    const interactiveAt = await when(true);
    await page.waitForLoadState('networkidle');
    // A prerendered document (build/prerender.mjs marks its #root) draws the page with no script:
    // its first render is the first contentful paint, and it needs none of the scripts, however
    // early they arrived (with no throttling they arrive before the first paint).
    const prerendered = /<div id="root" data-prerendered=/.test(await documentResponse.text());
    if (prerendered)
      readyAt = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      );
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({
        name: e.name,
        initiatorType: e.initiatorType,
        responseEnd: e.responseEnd,
        encodedBodySize: e.encodedBodySize,
        decodedBodySize: e.decodedBodySize,
      })),
    );
    const checks = [];
    for (const response of responses) {
      const sizes = await response
        .request()
        .sizes()
        .catch(() => ({ responseBodySize: 0 }));
      checks.push(
        judge(
          response.url(),
          response.status(),
          await response.allHeaders(),
          sizes.responseBodySize,
        ),
      );
    }
    const scripts = entries.filter((e) => new URL(e.name).pathname.endsWith('.js'));
    const before = prerendered ? [] : scripts.filter((e) => e.responseEnd <= readyAt);
    const beforeInteractive = scripts.filter((e) => e.responseEnd <= interactiveAt);
    const sum = (list, field) => list.reduce((total, e) => total + e[field], 0);
    return {
      prerendered,
      readyMs: readyAt,
      interactiveMs: interactiveAt,
      beforeInteractive: {
        count: beforeInteractive.length,
        encoded: sum(beforeInteractive, 'encodedBodySize'),
        decoded: sum(beforeInteractive, 'decodedBodySize'),
        small: beforeInteractive.filter((e) => e.encodedBodySize < 1000).length,
      },
      before: {
        count: before.length,
        encoded: sum(before, 'encodedBodySize'),
        decoded: sum(before, 'decodedBodySize'),
        files: before.map((e) => ({
          path: new URL(e.name).pathname,
          encoded: e.encodedBodySize,
          decoded: e.decodedBodySize,
        })),
      },
      all: {
        count: scripts.length,
        encoded: sum(scripts, 'encodedBodySize'),
        decoded: sum(scripts, 'decodedBodySize'),
      },
      checks,
    };
  } finally {
    await context.close();
  }
}

/** Headers of responses no page load above fetches on its own (dynamic and PWA files). */
async function directChecks(baseUrl, session) {
  const auth = { authorization: `Bearer ${session.storage.accessToken}` };
  const targets = [
    { path: '/sw.js' },
    { path: '/manifest.webmanifest' },
    { path: '/api/association/info/?favourite=false', headers: auth },
    {
      path: '/graphql',
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ events(first: 50, scope: EXPLORE) { edges { node { id name description } } } }',
      }),
    },
  ];
  const me = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ me { calendarFeedUrl } }' }),
  })
    .then((r) => r.json())
    .catch(() => null);
  const feed = me?.data?.me?.calendarFeedUrl;
  if (feed) targets.push({ path: new URL(feed, baseUrl).pathname });
  const results = [];
  for (const target of targets) {
    const response = await fetch(`${baseUrl}${target.path}`, {
      method: target.method ?? 'GET',
      headers: { 'accept-encoding': 'br, gzip', ...target.headers },
      body: target.body,
    });
    const body = Buffer.from(await response.arrayBuffer());
    // fetch decodes the body: its wire size is unknown here, only whether it was encoded
    const headers = Object.fromEntries(response.headers);
    const check = judge(`${baseUrl}${target.path}`, response.status, headers, body.length);
    results.push({ ...check, status: response.status, decoded: body.length });
  }
  return results;
}

function printChecks(checks) {
  const seen = new Set();
  for (const c of checks) {
    const key = `${c.pathname} ${c.type}`;
    if (seen.has(key) || (!c.text && !c.pathname.startsWith('/assets/'))) continue;
    seen.add(key);
    const enc = c.text
      ? c.encoding || (c.bodyBytes < SMALL_BYTES ? 'none (small)' : 'NONE')
      : c.encoding || '—';
    const flag = c.compressionOk && c.cacheOk ? 'ok ' : 'BAD';
    console.log(
      `  ${flag} ${c.pathname.padEnd(44).slice(0, 44)} ${c.type.padEnd(24).slice(0, 24)} ${enc.padEnd(13)} ${c.cache || '(no Cache-Control)'}`,
    );
  }
}

async function main() {
  const app = await startApp();
  let browser;
  try {
    const session = await demoSession(app.url);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const pages = [
      {
        label: '/login',
        goal: GOALS_KB['/login'],
        path: '/login',
        ready: { selector: 'input[type="email"]' },
      },
      {
        label: '/',
        goal: GOALS_KB['/'],
        path: '/',
        storage: session.storage,
        ready: { selector: 'main h1' },
      },
      {
        label: session.eventPath,
        goal: GOALS_KB.event,
        path: session.eventPath,
        storage: session.storage,
        ready: { selector: 'main h1, main h2', text: session.eventName },
      },
    ];
    const summary = [];
    let allChecksOk = true;
    for (const spec of pages) {
      const result = await loadPage(browser, app.url, spec);
      const met = result.before.encoded / 1000 <= spec.goal;
      summary.push({ label: spec.label, ...result, goal: spec.goal, met });
      console.log(
        `\n${spec.label} — content drawn at ${result.readyMs.toFixed(0)} ms (no throttling)${result.prerendered ? ', prerendered: by the document alone, at its first contentful paint' : ''}`,
      );
      console.log(
        `  JavaScript before first render: ${kb(result.before.encoded)} KB compressed (${kb(result.before.decoded)} KB uncompressed) in ${result.before.count} files — goal ≤ ${spec.goal} KB: ${met ? 'met' : 'NOT met'}`,
      );
      for (const file of result.before.files.sort((a, b) => b.encoded - a.encoded))
        console.log(
          `    ${kb(file.encoded).padStart(7)} KB  ${file.path}  (${kb(file.decoded)} KB)`,
        );
      const hydrated = result.beforeInteractive;
      console.log(
        `  JavaScript before React has it (interactive at ${result.interactiveMs.toFixed(0)} ms): ${kb(hydrated.encoded)} KB compressed (${kb(hydrated.decoded)} KB uncompressed) in ${hydrated.count} files, ${hydrated.small} of them under 1 KB`,
      );
      console.log(
        `  JavaScript until network idle: ${kb(result.all.encoded)} KB compressed (${kb(result.all.decoded)} KB uncompressed) in ${result.all.count} files`,
      );
      console.log('  responses (compression, Cache-Control):');
      printChecks(result.checks);
      allChecksOk &&= result.checks.every((c) => c.compressionOk && c.cacheOk);
    }
    const direct = await directChecks(app.url, session);
    console.log('\nother responses (fetched with Accept-Encoding: br, gzip):');
    printChecks(direct);
    allChecksOk &&= direct.every((c) => c.compressionOk && c.cacheOk);

    console.log(
      '\nsummary (JavaScript before first render, compressed; files before first render / before React has the page):',
    );
    for (const s of summary)
      console.log(
        `  ${s.label.padEnd(12)} ${kb(s.before.encoded).padStart(7)} KB  goal ≤ ${s.goal} KB  ${s.met ? 'met' : 'NOT met'}   ${String(s.before.count).padStart(2)} / ${String(s.beforeInteractive.count).padStart(2)} files${s.label === '/login' ? `  goal ≤ ${GOAL_LOGIN_FILES} before it works: ${s.beforeInteractive.count <= GOAL_LOGIN_FILES ? 'met' : 'NOT met'}` : ''}`,
      );
    console.log(
      `  compression and Cache-Control of every text response: ${allChecksOk ? 'ok' : 'NOT ok'}`,
    );
  } finally {
    await browser?.close();
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
