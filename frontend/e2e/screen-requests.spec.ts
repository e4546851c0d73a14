import { expect, test, type Page } from '@playwright/test';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import * as documents from '../src/gql/graphql';
import { DEMO, login } from './support';

/**
 * One request per screen (issue 20, docs/performance.md): each screen, opened by its address,
 * asks for its data in one GraphQL query (with the shell's badge and profile in it). A widget
 * that brings a query of its own raises its screen's count and fails here. Writes a screen
 * makes by being opened (a visit recorded, a notification marked read) are listed apart.
 */

/** The app's operations by name: query, mutation or subscription. */
const OPERATION_TYPES = new Map(
  Object.values(documents)
    .filter((value): value is DocumentNode => (value as DocumentNode)?.kind === 'Document')
    .flatMap((doc) => doc.definitions)
    .filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition' && !!d.name)
    .map((d) => [d.name!.value, d.operation]),
);

interface Seen {
  queries: string[];
  mutations: string[];
}

/** Opens `path` as a deep link and lists the GraphQL operations sent until the network is idle. */
async function requestsOf(page: Page, path: string, heading: RegExp | string): Promise<Seen> {
  const seen: Seen = { queries: [], mutations: [] };
  const listener = (request: import('@playwright/test').Request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    const name = body?.operationName ?? '(anonymous)';
    const type = OPERATION_TYPES.get(name);
    if (type === 'mutation') seen.mutations.push(name);
    else seen.queries.push(name);
  };
  page.on('request', listener);
  try {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', listener);
  }
  return seen;
}

/** The first link of the page whose address matches, as a path. */
async function firstLink(page: Page, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      found = hrefs.find((href) => pattern.test(href));
      return found;
    }, `a link matching ${pattern}`)
    .toBeDefined();
  return found!;
}

/** Opens each screen and holds it to its number of queries (the goal is 1 everywhere). */
async function expectRequests(page: Page, screens: [string, RegExp | string, number][]) {
  const seen: Record<string, Seen> = {};
  for (const [path, heading] of screens) seen[path] = await requestsOf(page, path, heading);
  const counts = screens.map(([path]) => ({
    path,
    queries: seen[path].queries.length,
    names: seen[path].queries,
  }));
  // every screen at once, with the operations' names, so a failure says what was asked
  expect(counts).toEqual(
    screens.map(([path, , queries]) => ({ path, queries, names: expect.any(Array) })),
  );
}

test.describe('one request per screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // a dozen screens or more each, every one waiting for the network to be idle: on a loaded
  // 2-core machine the administrator's walk (with the register, issue 23) passed 60 s
  test.describe.configure({ timeout: 120_000 });

  test('a volunteer’s screens', async ({ page }) => {
    await login(page, DEMO.volunteer, DEMO.password);
    await page.goto('/explore');
    const event = await firstLink(page, /^\/event\/\d+$/);
    await page.goto(event);
    const shift = await firstLink(page, /^\/event\/\d+\/\d+/);
    await page.goto('/list-associations');
    const association = await firstLink(page, /^\/association\/\d+$/);

    await expectRequests(page, [
      ['/', /^Ciao/, 1],
      [association, /.+/, 1],
      [event, /.+/, 1],
      [shift, /.+/, 1],
      ['/explore', 'Esplora', 1],
      ['/calendar', 'Il tuo calendario', 1],
      ['/my-event', 'Le mie attività', 1],
      ['/notifications', 'Notifiche', 1],
      ['/settings', /.+/, 1],
      ['/settings/hours', 'Le mie ore', 1],
      // the profile form brings the event types and the registers that hold me in its request
      ['/settings/edit-user', 'Modifica profilo', 1],
      ['/list-associations', /associazioni/i, 1],
    ]);
  });

  test('an administrator’s screens', async ({ page }) => {
    await login(page, DEMO.admin, DEMO.password);
    await page.goto('/dashboard');
    const dashboard = await firstLink(page, /^\/dashboard\/\d+$/);
    await page.goto(`${dashboard}/list-events`);
    const eventId = (await firstLink(page, /^\/event\/\d+$/)).split('/').pop();
    await page.goto(`/event/${eventId}`);
    // the administrators' shift page also brings the shift's waitlist, in the same request
    const managedShift = await firstLink(page, /^\/event\/\d+\/\d+\?admin=\d+$/);
    await page.goto(`${dashboard}/list-question`);
    const question = await firstLink(page, /^\/dashboard\/\d+\/list-question\/\d+$/);
    // the shift page's "Presenze" (issue 22)
    const [, shiftId, shiftAssociation] = /^\/event\/\d+\/(\d+)\?admin=(\d+)$/.exec(managedShift)!;
    const attendance = `/dashboard/${shiftAssociation}/attendance/${shiftId}`;
    await expectRequests(page, [
      ['/dashboard', /.+/, 1],
      [dashboard, /.+/, 1],
      [`${dashboard}/list-events`, /.+/, 1],
      [`${dashboard}/list-volunteers`, /.+/, 1],
      // the register of volunteers: entries, integrity check and candidates in one request
      [`${dashboard}/register`, /^Registro dei volontari/, 1],
      // who downloaded the volunteers' data (issue 31): the guard's check and the log in one
      [`${dashboard}/access-log`, /^Registro degli accessi/, 1],
      [`${dashboard}/request-shift`, /.+/, 1],
      [`${dashboard}/list-question`, /.+/, 1],
      [`${dashboard}/notifications-board-association`, /.+/, 1],
      [`${dashboard}/send-notification`, /.+/, 1],
      [`${dashboard}/edit-association`, /.+/, 1],
      [`${dashboard}/create-event`, /.+/, 1],
      [`${dashboard}/create-event?id_event=${eventId}`, /.+/, 1],
      [question, /.+/, 1],
      [managedShift, /.+/, 1],
      // issue 22: a shift's QR code and attendance, the volunteers' hours
      [attendance, /^Presenze del turno/, 1],
      [`${dashboard}/hours`, /^Ore dei volontari/, 1],
      // the association's calendar, opened from its dashboard: its name comes in the same request
      [`/calendar?admin=${dashboard.split('/').pop()}`, /^Calendario dell/, 1],
    ]);
  });
});

test.describe('the data before the code', () => {
  // a first visit: the code comes from the network (the service worker would answer it unseen)
  test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

  /**
   * Home and the event page are asked for by the entry itself (app/earlyScreenData.ts): the
   * app's start-up code is held back here until their query has left, which never happens if
   * only the route's loader (inside that code) asks. Then the screen draws from that one request.
   */
  test('Home’s and an event’s request leave before the app’s code arrives', async ({ page }) => {
    await login(page, DEMO.volunteer, DEMO.password);
    await page.goto('/explore');
    const event = await firstLink(page, /^\/event\/\d+$/);

    for (const [path, heading, operation] of [
      ['/', /^Ciao/, 'HomeScreen'],
      [event, /.+/, 'EventScreen'],
    ] as const) {
      const queries: string[] = [];
      let dataLeft!: () => void;
      const dataHasLeft = new Promise<void>((resolve) => (dataLeft = resolve));
      const onRequest = (request: import('@playwright/test').Request) => {
        if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return;
        const name = (request.postDataJSON() as { operationName?: string }).operationName ?? '';
        if (OPERATION_TYPES.get(name) === 'query') queries.push(name);
        dataLeft();
      };
      page.on('request', onRequest);
      let held = false;
      await page.route('**/assets/boot-*.js', async (route) => {
        held = true;
        // fails the test (the page never draws) if the data waited for the code
        await Promise.race([
          dataHasLeft,
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('no query before the code')), 10_000),
          ),
        ]).then(
          () => route.continue(),
          () => route.abort(),
        );
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.unroute('**/assets/boot-*.js');
      page.off('request', onRequest);
      expect(held).toBe(true);
      expect(queries).toEqual([operation]);
    }
  });
});
