import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './support';

/**
 * The public screens are prerendered at build time (frontend/build/prerender.mjs) and hydrated
 * by the client (docs/performance.md, "Prerendered public screens").
 */

const SCREENS = [
  { path: '/login', heading: 'Che bello rivederti!', field: 'E-mail' },
  { path: '/registration', heading: 'Crea il tuo account', field: 'E-mail' },
  { path: '/forget-password', heading: 'Password dimenticata', field: 'E-mail' },
  { path: '/privacy-policy', heading: 'Informativa sulla privacy' },
  { path: '/term-of-use', heading: 'Termini di utilizzo' },
  { path: '/pagina-che-non-esiste', heading: 'Oops! Qualcosa è andato storto' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  for (const screen of SCREENS) {
    test(`${screen.path} is drawn, styled, from the document alone`, async ({ page }) => {
      const response = await page.goto(screen.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      if (screen.field) await expect(page.getByLabel(screen.field)).toBeVisible();
      // styled-components' rules came with the document: the page has its own layout, not the
      // browser's defaults (the footer's legal links are laid out in a row, muted)
      const footerLink = page.getByRole('contentinfo').getByRole('link').first();
      if (screen.path !== '/pagina-che-non-esiste')
        await expect(footerLink).toHaveCSS('color', 'rgb(82, 96, 109)');
    });
  }
});

test.describe('without JavaScript, a signed-in address', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('is drawn with the frame of the app, the same for every one', async ({ page }) => {
    for (const address of ['/', '/event/1', '/dashboard/1/list-events']) {
      await page.goto(address);
      await expect(page.locator('#root[data-prerendered="shell"]')).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Caricamento…');
    }
  });
});

test('the document of /login holds the form and its styles before any script runs', async ({
  request,
}) => {
  const response = await request.get('/login', { headers: { 'accept-encoding': 'br' } });
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const html = await response.text();
  expect(html).toContain('<div id="root" data-prerendered="/login">');
  expect(html).toMatch(/<h1[^>]*>Che bello rivederti!<\/h1>/);
  expect(html).toMatch(/<input[^>]*type="email"/);
  expect(html).toMatch(/<input[^>]*type="password"/);
  expect(html).toMatch(/<style data-styled="true"[^>]*>[^<]*\.[\w-]+\{/);
  expect(html).toContain('<title>Accedi · Insieme</title>');
  // the route's scripts and the app's start-up are announced with the document, at low priority:
  // the screen is drawn without them
  expect(html).toMatch(
    /<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/LoginPage-[\w-]+\.js">/,
  );
  expect(html).toMatch(
    /<link rel="modulepreload" crossorigin fetchpriority="low" href="\/assets\/boot-[\w-]+\.js">/,
  );
  // with a query string the screen may differ from the prerender: the plain document
  const withQuery = await (await request.get('/registration?id_association=1')).text();
  expect(withQuery).toContain('<div id="root"></div>');
});

test('the entry runs the app only after the first frame: it imports none of it statically', async ({
  request,
}) => {
  const html = await (await request.get('/login')).text();
  const entry = html.match(/<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)">/);
  expect(entry).not.toBeNull();
  const code = await (await request.get(entry![1])).text();
  // static imports: only the entry's helpers (build/startupChunks.ts, vite.config.ts ENTRY_IMPORTS)
  const imported = [
    ...code.matchAll(/import(?:\s*\{[^}]*\}\s*from\s*|\s*)["']\.\/([\w-]+?)-[\w-]+\.js["']/g),
  ].map((m) => m[1]);
  expect(imported).toEqual(['start']);
  // and boot.tsx, the app, with a dynamic import
  expect(code).toMatch(/import\(`\.\/boot-[\w-]+\.js`\)/);
});

/** Console errors and warnings, and uncaught errors, of the page from now on. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Before any script of the page: watches #root. A failed hydration makes React draw the tree
 * again (nodes removed), which production React does not report.
 */
async function watchRoot(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { rootChanges: string[] }).rootChanges = changes;
    new MutationObserver((records) => {
      const root = document.getElementById('root');
      if (!root) return;
      for (const record of records) {
        if (!root.contains(record.target) && record.target !== root) continue;
        for (const node of record.removedNodes) changes.push(`removed ${node.nodeName}`);
      }
    }).observe(document, { subtree: true, childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { rootChanges: string[] }).rootChanges);
}

/**
 * Production React keeps the server's attributes where the client computed others, silently:
 * compares each node's attributes with the props React holds for it (on the node once hydrated)
 * — class names (styled-components' ids) and the ids of useId with what refers to them.
 */
function attributeMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const node of document.querySelectorAll('#root *')) {
      const key = Object.keys(node).find((k) => k.startsWith('__reactProps$'));
      if (!key) {
        found.push(`${node.tagName} not hydrated`);
        continue;
      }
      const props = (node as unknown as Record<string, Record<string, unknown>>)[key];
      for (const [prop, attribute] of [
        ['className', 'class'],
        ['id', 'id'],
        ['htmlFor', 'for'],
        ['aria-describedby', 'aria-describedby'],
      ]) {
        const expected = props[prop] ?? null;
        const actual = node.getAttribute(attribute);
        if ((typeof expected === 'string' || expected === null) && expected !== actual)
          found.push(`${node.tagName} ${attribute}: ${actual} ≠ ${expected}`);
      }
    }
    return found;
  });
}

/** every node of #root carries React's props: hydrated (or drawn) by the client */
const hydrated = () =>
  [...document.querySelectorAll('#root *')].every((node) =>
    Object.keys(node).some((k) => k.startsWith('__reactProps$')),
  );

for (const screen of SCREENS) {
  test(`${screen.path} hydrates without an error, a redrawn node or another attribute`, async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const rootChanges = await watchRoot(page);
    await page.goto(screen.path);
    await page.waitForFunction(hydrated);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    expect(await rootChanges()).toEqual([]);
    expect(await attributeMismatches(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('/login is drawn before the app’s scripts start downloading, and then hydrates', async ({
  page,
}) => {
  await page.goto('/login');
  await page.waitForFunction(hydrated);
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((r) => /\/assets\/(boot|vendor|LoginPage|forms)-/.test(r.name))
      .map((r) => ({ name: r.name.replace(/.*\//, ''), startTime: r.startTime })),
  }));
  expect(timing.firstPaint).toBeGreaterThan(0);
  expect(timing.scripts.map((s) => s.name.replace(/-.*/, '')).sort()).toEqual([
    'LoginPage',
    'boot',
    'forms',
    'vendor',
  ]);
  for (const script of timing.scripts)
    expect(script.startTime, script.name).toBeGreaterThanOrEqual(timing.firstPaint!);
});

test('the hydrated login form signs in', async ({ page }) => {
  const problems = collectProblems(page);
  const rootChanges = await watchRoot(page);
  await page.goto('/login');
  // the form is disabled until React has taken the markup over: the fields wait for it
  await page.getByLabel('E-mail').fill(DEMO.volunteer);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  expect(await rootChanges()).toEqual([]);
  expect(await attributeMismatches(page)).toEqual([]);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('a signed-in address', () => {
  // the service worker would answer the reload with index.html (no prerendered markup)
  test.use({ serviceWorkers: 'block' });

  test('hydrates the frame of the app, then draws its page', async ({ page }) => {
    await login(page, DEMO.volunteer, DEMO.password);
    const logged = collectProblems(page);
    // the app reports the worker it could not register (blocked above), rightly
    const problems = () =>
      logged.filter((text) => !text.includes('Service Worker registration blocked'));
    const rootChanges = await watchRoot(page);
    // the signed-in layout's module is held back: the router stays on its first render, the
    // prerendered frame, until the checks below are done
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/AppShell-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.locator('#root[data-prerendered="shell"]')).toBeVisible();
    await page.waitForFunction(hydrated);
    expect(await rootChanges()).toEqual([]);
    expect(await attributeMismatches(page)).toEqual([]);
    expect(problems()).toEqual([]);
    release();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    expect(problems()).toEqual([]);
  });
});
