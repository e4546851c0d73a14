import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiToken, DEMO, login } from './support';

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };

/** No serious or critical accessibility violation on the screen as it is now. */
async function noSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The unread notifications the app shell shows (0 when the badge is hidden). */
async function unreadBadge(page: Page): Promise<number> {
  const badge = page.getByTestId('notification-badge').first();
  if ((await badge.count()) === 0) return 0;
  const text = (await badge.locator('[aria-hidden="true"]').textContent()) ?? '0';
  return text === '99+' ? 100 : Number(text);
}

/** The number on the "Domande" tile of the dashboard (0 when hidden). */
async function questionsBadge(page: Page): Promise<number> {
  const badge = page.locator('[data-tile="list-question"]').getByTestId('count-badge');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.locator('[aria-hidden="true"]').textContent()) ?? '0');
}

/** The graphql-ws "subscribe" messages each page has sent, recorded from its first moment. */
const subscribes = new WeakMap<Page, string[]>();

async function signedIn(browser: Browser, options: object, email: string) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const sent: string[] = [];
  subscribes.set(page, sent);
  page.on('websocket', (ws) =>
    ws.on('framesent', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('"subscribe"')) sent.push(payload);
    }),
  );
  await login(page, email, DEMO.password);
  return { context, page };
}

/**
 * Waits until `page` has asked for the live `field` (its subscribe message went out on the
 * socket, after its first `since` ones): the live channel is up, instead of a guessed pause.
 */
async function liveSubscribed(page: Page, field: string, since = 0): Promise<void> {
  await expect
    .poll(
      () =>
        subscribes
          .get(page)!
          .slice(since)
          .some((m) => m.includes(field)),
      {
        message: `the page subscribes to ${field}`,
        timeout: 15_000,
      },
    )
    .toBe(true);
}

/** Set once; still there later means the page was never reloaded. */
async function markNoReload(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eNoReload: boolean }).__e2eNoReload = true;
  });
}
async function expectNoReload(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as unknown as { __e2eNoReload?: boolean }).__e2eNoReload),
  ).toBe(true);
}

test('notifications and questions travel live between an administrator and a volunteer', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const title = `Cambio turno ${stamp}`;
  const questionText = `Serve portare la divisa? (${stamp})`;
  const answerText = `Sì, quella arancione. (${stamp})`;

  // demo data: Giulia administers Croce Verde Milano, Marco is one of its accepted volunteers
  const token = await apiToken(request, DEMO.admin, DEMO.password);
  const administered = (await (
    await request.post('/graphql', {
      headers: { authorization: `Bearer ${token}` },
      data: { query: `{ associations(filter: ADMIN, first: 50) { edges { node { id name } } } }` },
    })
  ).json()) as { data: { associations: { edges: { node: { id: number; name: string } }[] } } };
  const associationId = administered.data.associations.edges.find(
    (edge) => edge.node.name === 'Croce Verde Milano',
  )!.node.id;

  const admin = await signedIn(browser, DESKTOP, DEMO.admin);
  const volunteer = await signedIn(browser, PHONE, DEMO.volunteer);
  const v = volunteer.page;
  const a = admin.page;

  // --- a notification from the administrator (1280 px) to the volunteer (390 px) ---
  await expect(v.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();
  await markNoReload(v);
  // the live channel is up before anything is sent
  await liveSubscribed(v, 'unreadNotificationCount');
  const before = await unreadBadge(v);

  await a.goto(`/dashboard/${associationId}/send-notification`);
  await expect(
    a.getByRole('heading', {
      level: 1,
      name: /Invia una notifica ai volontari dell'associazione «Croce Verde Milano»/,
    }),
  ).toBeVisible();
  await a.getByRole('textbox', { name: 'Titolo' }).fill(title);
  await a.getByRole('textbox', { name: 'Testo' }).fill('Il turno di sabato inizia alle 9.');
  const recipients = a.getByRole('group', { name: 'Destinatari' });
  await recipients.getByRole('searchbox').fill('Marco');
  await recipients.getByRole('checkbox', { name: 'Marco Bianchi' }).check();
  await noSeriousAxeViolations(a);
  await a.getByRole('button', { name: 'Invia notifica' }).click();
  await expect(a.getByText('Notifica inviata a 1 volontario')).toBeVisible();
  await expect(a.getByRole('textbox', { name: 'Titolo' })).toHaveValue('');

  // the volunteer's badge rises without a reload
  await expect.poll(() => unreadBadge(v), { timeout: 15_000 }).toBe(before + 1);
  await expectNoReload(v);

  // the volunteer opens it: the badge drops
  await v
    .getByRole('navigation', { name: 'Navigazione principale' })
    .getByRole('link', { name: /Notifiche/ })
    .click();
  const item = v.getByRole('link', { name: new RegExp(`^Non letta, ${title}`) });
  await expect(item).toBeVisible();
  await noSeriousAxeViolations(v);
  await item.click();
  await expect(v).toHaveURL(/\/notifications\/\d+\?id_event=0&question=0$/);
  await expect(v.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(v.getByText('Il turno di sabato inizia alle 9.')).toBeVisible();
  await noSeriousAxeViolations(v);
  await expect.poll(() => unreadBadge(v), { timeout: 15_000 }).toBe(before);
  await expectNoReload(v);

  // the administrators' board: what was sent, with its counts
  await a.goto(`/dashboard/${associationId}/notifications-board-association`);
  await a.getByRole('link', { name: new RegExp(`^${title}`) }).click();
  const sentPane = a.getByRole('region', { name: 'Notifica inviata selezionata' });
  await expect(sentPane.getByRole('heading', { name: title })).toBeVisible();
  await expect(sentPane.getByText('Destinatari').locator('xpath=following-sibling::dd')).toHaveText(
    '1',
  );
  await noSeriousAxeViolations(a);

  // --- a question from the volunteer; the "Domande" badge rises live, the admin answers ---
  const subscribesBefore = subscribes.get(a)!.length;
  await a.goto(`/dashboard/${associationId}`);
  await expect(a.getByRole('navigation', { name: 'Strumenti di gestione' })).toBeVisible();
  await markNoReload(a);
  await liveSubscribed(a, 'associationDashboardCounters', subscribesBefore);
  const questionsBefore = await questionsBadge(a);

  await v.goto(`/association/${associationId}`);
  await v.getByRole('link', { name: 'Fai una domanda' }).click();
  await expect(v).toHaveURL(new RegExp(`/user-question/${associationId}$`));
  await v.getByRole('button', { name: 'Invia domanda' }).click();
  await expect(v.getByText('Scrivi una domanda')).toBeVisible();
  await noSeriousAxeViolations(v);
  await v.getByRole('textbox', { name: 'La tua domanda' }).fill(questionText);
  await v.getByRole('button', { name: 'Invia domanda' }).click();
  await expect(v.getByRole('status').filter({ hasText: 'Domanda inviata!' })).toBeVisible();
  await markNoReload(v);
  const beforeAnswer = await unreadBadge(v);

  await expect.poll(() => questionsBadge(a), { timeout: 15_000 }).toBe(questionsBefore + 1);
  await expectNoReload(a);

  await a.locator('[data-tile="list-question"]').click();
  await a.getByRole('button', { name: new RegExp(questionText.replace(/[?()]/g, '\\$&')) }).click();
  const pane = a.getByRole('region', { name: 'Domanda selezionata' });
  await expect(pane.getByText(questionText)).toBeVisible();
  await noSeriousAxeViolations(a);
  await pane.getByRole('textbox', { name: 'La tua risposta' }).fill(answerText);
  await pane.getByRole('button', { name: 'Invia risposta' }).click();
  await expect(pane.getByText(answerText)).toBeVisible();
  await expect(pane.getByRole('textbox', { name: 'La tua risposta' })).toHaveCount(0);

  // the volunteer reads the answer among the notifications
  await expect.poll(() => unreadBadge(v), { timeout: 15_000 }).toBe(beforeAnswer + 1);
  await expectNoReload(v);
  await v
    .getByRole('navigation', { name: 'Navigazione principale' })
    .getByRole('link', { name: /Notifiche/ })
    .click();
  await v
    .getByRole('link', { name: /^Non letta, Risposta dall'associazione «Croce Verde Milano»/ })
    .first()
    .click();
  await expect(v.getByText(answerText).first()).toBeVisible();
  await expect(v.getByText(questionText)).toBeVisible();
  await expect.poll(() => unreadBadge(v), { timeout: 15_000 }).toBe(beforeAnswer);

  // the administrator's own notifications at 1280 px: the notice of the question, at the right
  await a.goto('/notifications');
  await a
    .getByRole('list', { name: 'Notifiche' })
    .getByRole('button')
    .filter({ hasText: questionText })
    .first()
    .click();
  const notificationPane = a.getByRole('region', { name: 'Notifica selezionata' });
  await expect(notificationPane.getByText(answerText).first()).toBeVisible();
  await noSeriousAxeViolations(a);

  await admin.context.close();
  await volunteer.context.close();
});
