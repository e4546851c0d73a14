#!/usr/bin/env node
// `npm run lighthouse [-- --runs N] [--out DIR] [--only login|home|event|repeat]`
// (docs/performance.md): Lighthouse's default mobile preset (Moto G Power screen, simulated slow
// 4G and 4× CPU slowdown) on /login, / and an event page of the built app, in Debian's Chromium,
// and on / again after a first visit (the installed app opened again). Each run starts a new
// browser (cold cache, no service worker, but for the repeat visit); the signed-in pages get the
// demo volunteer's session in localStorage, the way the app keeps it after its own login
// (frontend/src/app/session.ts). Prints performance, FCP, LCP, CLS and TBT per page: the median
// run by performance score and the range over the runs.
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  demoSession,
  loadAverage,
  startApp,
} from './perf/app-server.mjs';

const GOALS = { performance: 95, lcpMs: 2500, cls: 0.1, tbtMs: 200 };

function parseArgs(argv) {
  const value = (name) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const runs = Number(value('--runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive integer');
  // --out DIR keeps each run's full report (lhr JSON) for a look at the audits
  const only = value('--only');
  if (only !== undefined && !['login', 'home', 'event', 'repeat'].includes(only))
    throw new Error('--only takes login, home, event or repeat');
  return { runs, out: value('--out'), only };
}

/** As the browser does when the app is left or put in the background: the app saves its data. */
async function leaveApp(page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Whether the app's saved data (frontend/src/app/savedCache.ts, idb-keyval's store) is there. */
const savedCacheExists = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(false);
          const read = db.transaction('keyval').objectStore('keyval').get('insieme:apollo-cache');
          read.onsuccess = () => resolve(read.result !== undefined);
          read.onerror = () => reject(read.error);
        };
      }),
  );

/**
 * The first visit of a repeat-visit run: the page drawn with its data, the service worker
 * installed and controlling, the app's data saved as when it is left — then Lighthouse opens
 * the page again in the same browser (its caches kept).
 */
async function firstVisit(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // a page opened before the worker was active is not controlled by it: once more
  await page.reload({ waitUntil: 'load' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForSelector('main a[href^="/association/"], main a[href^="/event/"]');
  await leaveApp(page);
  const deadline = Date.now() + 10_000;
  while (!(await savedCacheExists(page))) {
    if (Date.now() > deadline) throw new Error('the app did not save its data when left');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * One Lighthouse run of `url` in a new browser, with `storage` put in localStorage first; with
 * `repeat`, after a first visit of the same page (firstVisit).
 */
async function audit(url, storage, reportFile, repeat = false) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage();
    if (storage) {
      // a same-origin document that the measured page never loads, so the cache stays cold
      await page.goto(new URL('/healthz', url).href);
      await page.evaluate((items) => {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      }, storage);
    }
    if (repeat) await firstVisit(page, url);
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // the session above must survive; the browser is new, so nothing else is stored (but
        // what the first visit of a repeat visit stored)
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    if (reportFile) fs.writeFileSync(reportFile, JSON.stringify(result.lhr, null, 1));
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    return {
      performance: Math.round(categories.performance.score * 100),
      fcpMs: audits['first-contentful-paint'].numericValue,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      finalUrl: result.lhr.finalDisplayedUrl,
      version: result.lhr.lighthouseVersion,
    };
  } finally {
    await browser.close();
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const range = (runs, field, format) => {
  const values = runs.map((r) => r[field]);
  return `${format(Math.min(...values))}–${format(Math.max(...values))}`;
};

async function main() {
  const { runs, out, only } = parseArgs(process.argv.slice(2));
  if (out) fs.mkdirSync(out, { recursive: true });
  const app = await startApp();
  try {
    const session = await demoSession(app.url);
    const pages = [
      { key: 'login', label: '/login', path: '/login' },
      { key: 'home', label: '/', path: '/', storage: session.storage },
      { key: 'event', label: session.eventPath, path: session.eventPath, storage: session.storage },
      // the installed app opened again: service worker, HTTP cache and saved data warm
      { key: 'repeat', label: '/ again', path: '/', storage: session.storage, repeat: true },
    ].filter((page) => !only || page.key === only);
    const rows = [];
    const loadBefore = loadAverage();
    for (const spec of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        // Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP): that run is tried again
        let result;
        for (let attempt = 1; !result; attempt++) {
          try {
            const name = `${spec.key}-${i + 1}.json`;
            result = await audit(
              `${app.url}${spec.path}`,
              spec.storage,
              out && path.join(out, name),
              spec.repeat,
            );
          } catch (error) {
            if (attempt >= 3) throw error;
            console.log(`  ${spec.label} run ${i + 1}: ${error.message.split('\n')[0]}; again`);
          }
        }
        // a signed-in page that ended on /login measured the wrong screen
        if (new URL(result.finalUrl).pathname !== spec.path)
          throw new Error(`${spec.path} ended on ${result.finalUrl}`);
        results.push(result);
        console.log(
          `  ${spec.label} run ${i + 1}/${runs}: performance ${result.performance}, LCP ${seconds(result.lcpMs)}, TBT ${Math.round(result.tbtMs)} ms`,
        );
      }
      const median = [...results].sort((a, b) => a.performance - b.performance)[
        Math.floor(results.length / 2)
      ];
      rows.push({ label: spec.label, median, results });
    }
    console.log(`\nLighthouse ${rows[0].median.version} mobile, median of ${runs} run(s):`);
    console.log(
      `  ${'page'.padEnd(12)} ${'perf'.padStart(4)} ${'FCP'.padStart(6)} ${'LCP'.padStart(6)} ${'CLS'.padStart(6)} ${'TBT'.padStart(7)}   goals met`,
    );
    for (const { label, median: m, results } of rows) {
      const met = [
        m.performance >= GOALS.performance ? null : 'performance',
        m.lcpMs <= GOALS.lcpMs ? null : 'LCP',
        m.cls <= GOALS.cls ? null : 'CLS',
        m.tbtMs <= GOALS.tbtMs ? null : 'TBT',
      ].filter(Boolean);
      console.log(
        `  ${label.padEnd(12)} ${String(m.performance).padStart(4)} ${seconds(m.fcpMs).padStart(6)} ${seconds(m.lcpMs).padStart(6)} ${m.cls.toFixed(3).padStart(6)} ${`${Math.round(m.tbtMs)} ms`.padStart(7)}   ${met.length ? `NOT: ${met.join(', ')}` : 'all'}`,
      );
      if (results.length > 1)
        console.log(
          `  ${''.padEnd(12)} range: performance ${range(results, 'performance', String)}, LCP ${range(results, 'lcpMs', seconds)}, TBT ${range(results, 'tbtMs', (v) => `${Math.round(v)} ms`)}`,
        );
    }
    console.log(`  load average (1, 5, 15 min): ${loadBefore} before, ${loadAverage()} after`);
    console.log(
      `  goals: performance ≥ ${GOALS.performance}, LCP ≤ ${seconds(GOALS.lcpMs)}, CLS ≤ ${GOALS.cls}, TBT ≤ ${GOALS.tbtMs} ms`,
    );
  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
