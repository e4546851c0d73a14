import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, confirmedAccount, login } from './support';

/** Issue 10 in /settings on a phone: the e-mail choices persist, the calendar feed copies. */
test.describe('settings on a phone (390 px): e-mail choices and the calendar feed', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  const PASSWORD = 'Promemoria1!';

  /** What the server has stored, through both APIs. */
  async function stored(request: APIRequestContext, token: string) {
    const headers = { authorization: `Bearer ${token}` };
    const rest = await request.get('/api/user/', { headers });
    expect(rest.status()).toBe(200);
    const gql = await request.post('/graphql', {
      headers,
      data: { query: '{ me { mailPreferences { notices reminders adminNotices waitlist } } }' },
    });
    expect(gql.status()).toBe(200);
    const body = (await rest.json()) as { mail_preferences: unknown; calendar_feed_url: string };
    return {
      rest: body.mail_preferences,
      graphql: ((await gql.json()) as { data: { me: { mailPreferences: unknown } } }).data.me
        .mailPreferences,
      feedUrl: body.calendar_feed_url,
    };
  }

  test('a volunteer turns reminder e-mails off; after a reload they are still off', async ({
    page,
    request,
  }) => {
    const email = await confirmedAccount(request, {
      name: 'Lucia',
      surname: 'Neri',
      password: PASSWORD,
    });
    await login(page, email, PASSWORD);
    await page.goto('/settings');

    const card = page.getByRole('region', { name: 'Notifiche via e-mail' });
    await expect(card).toContainText("Le notifiche nell'app sono sempre attive");
    const notices = card.getByRole('switch', { name: 'Avvisi su turni ed eventi' });
    const reminders = card.getByRole('switch', { name: 'Promemoria dei turni' });
    await expect(notices).toBeChecked();
    await expect(reminders).toBeChecked();
    // the waitlist's offers (issue 21): on by default
    await expect(card.getByRole('switch', { name: "Liste d'attesa dei turni" })).toBeChecked();
    // not an administrator: no administrators' choice
    await expect(card.getByRole('switch')).toHaveCount(3);

    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help}`),
    ).toEqual([]);

    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith('/graphql') &&
        (r.request().postData() ?? '').includes('UpdateMailPreferences'),
    );
    await reminders.tap();
    expect((await saved).status()).toBe(200);
    await expect(reminders).not.toBeChecked();
    await expect(reminders).toBeEnabled();

    await page.reload();
    const afterReload = page
      .getByRole('region', { name: 'Notifiche via e-mail' })
      .getByRole('switch', { name: 'Promemoria dei turni' });
    await expect(afterReload).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Avvisi su turni ed eventi' })).toBeChecked();

    const server = await stored(request, await apiToken(request, email, PASSWORD));
    // the other choices as they were (the waitlist's is on by default: issue 21)
    expect(server.rest).toEqual({
      notices: true,
      reminders: false,
      admin_notices: false,
      waitlist: true,
    });
    expect(server.graphql).toEqual({
      notices: true,
      reminders: false,
      adminNotices: false,
      waitlist: true,
    });
  });

  test('the personal calendar feed address is copied exactly by "Copia"', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const email = await confirmedAccount(request, {
      name: 'Paolo',
      surname: 'Riva',
      password: PASSWORD,
    });
    await login(page, email, PASSWORD);
    await page.goto('/settings');

    const card = page.getByRole('region', { name: 'Il tuo calendario' });
    const address = card.getByLabel('Indirizzo del calendario');
    await expect(address).toHaveValue(/\/calendar\/[\w-]{32}\.ics$/);
    const shown = await address.inputValue();
    const { feedUrl } = await stored(request, await apiToken(request, email, PASSWORD));
    expect(shown).toBe(feedUrl);

    await card.getByRole('button', { name: 'Copia' }).tap();
    await expect(page.getByRole('status')).toContainText('Indirizzo copiato');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);
    // the copied address is the live feed
    const feed = await request.get(new URL(feedUrl).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  });
});
