import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, DEMO, login } from './support';

/** Nothing wider than the phone: no sideways scrolling. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.viewport).toBe(390);
  expect(widths.scroll).toBeLessThanOrEqual(390);
}

test.describe('screens on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('an unknown address shows the Italian 404 page', async ({ page }) => {
    await page.goto('/questa-pagina-non-esiste');
    await expect(
      page.getByRole('heading', { name: 'Oops! Qualcosa è andato storto' }),
    ).toBeVisible();
    await expect(page.getByText('Pagina non trovata')).toBeVisible();
    await expect(page.getByText(/Not Found|No route matches/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Torna alla Home' })).toHaveAttribute('href', '/');
  });

  test('a 60-character e-mail wraps on /send-mail-confirm-registration', async ({ page }) => {
    const email = `${'a'.repeat(48)}@example.org`;
    expect(email).toHaveLength(60);
    await page.goto('/send-mail-confirm-registration');
    // the registration wizard navigates here with the address in the history state
    await page.evaluate((address) => {
      window.history.replaceState({ usr: { email: address }, key: 'e2e', idx: 0 }, '');
    }, email);
    await page.reload();
    await expect(page.getByText(email, { exact: false })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  test('the dashboard fits, and the amber chips pass the colour contrast check', async ({
    page,
    request,
  }) => {
    // demo data: the administrator of Croce Verde Milano, whose volunteer is Marco
    const adminHeaders = {
      authorization: `Bearer ${await apiToken(request, DEMO.admin, DEMO.password)}`,
    };
    const administered = (await (
      await request.post('/graphql', {
        headers: adminHeaders,
        data: {
          query: `{ associations(filter: ADMIN, first: 50) { edges { node { id name } } } }`,
        },
      })
    ).json()) as { data: { associations: { edges: { node: { id: number; name: string } }[] } } };
    const associationId = administered.data.associations.edges.find(
      (edge) => edge.node.name === 'Croce Verde Milano',
    )!.node.id;

    // an event with a shift Marco asks to join: his request waits ('Richiesta in attesa')
    const start = new Date(Date.now() + 3 * 24 * 3600_000);
    const end = new Date(start.getTime() + 2 * 3600_000);
    const created = await request.post('/graphql', {
      headers: adminHeaders,
      data: {
        query: `mutation($input: CreateEventInput!) { createEvent(input: $input) { event { id shifts { id } } } }`,
        variables: {
          input: {
            associationId,
            name: 'Raccolta di quartiere',
            street: 'Via Lulli 12',
            town: 'Milano',
            province: 'MI',
            isPublic: true,
            startDate: start.toISOString(),
            endDate: end.toISOString(),
            shifts: [
              {
                title: 'Accoglienza',
                color: '#1d4ed8',
                startDate: start.toISOString(),
                endDate: end.toISOString(),
                maxVolunteer: 2,
              },
            ],
          },
        },
      },
    });
    const body = (await created.json()) as {
      data?: { createEvent: { event: { id: number; shifts: { id: number }[] } } };
      errors?: unknown;
    };
    expect(body.errors).toBeUndefined();
    const event = body.data!.createEvent.event;
    const volunteerHeaders = {
      authorization: `Bearer ${await apiToken(request, DEMO.volunteer, DEMO.password)}`,
    };
    const signedUp = await request.post('/graphql', {
      headers: volunteerHeaders,
      data: {
        query: `mutation($input: ShiftIdInput!) { signUpToShift(input: $input) { id mySignUp } }`,
        variables: { input: { shiftId: event.shifts[0].id } },
      },
    });
    expect(((await signedUp.json()) as { errors?: unknown }).errors).toBeUndefined();

    // the administrator's dashboard: statistics ('Visualizzazioni') and tiles fit the phone
    await login(page, DEMO.admin, DEMO.password);
    await page.goto(`/dashboard/${associationId}`);
    await expect(page.getByText('Visualizzazioni')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Strumenti di gestione' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    // …and no statistic spills out of its box
    const spilled = await page
      .locator('section[aria-labelledby="dashboard-stats-title"] dl > div')
      .evaluateAll((boxes) =>
        boxes.filter((box) => box.scrollWidth > box.clientWidth).map((box) => box.textContent),
      );
    expect(spilled).toEqual([]);

    // Marco sees his waiting request on the event page and in /my-event (Turni)
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await login(page, DEMO.volunteer, DEMO.password);
    await page.goto(`/event/${event.id}`);
    const shift = page.getByRole('listitem', { name: 'Accoglienza' });
    await expect(shift.getByText('Richiesta in attesa')).toBeVisible();
    const onEvent = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    expect(onEvent.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target)}`)).toEqual([]);

    await page.goto('/my-event');
    await page.getByRole('tab', { name: 'Turni' }).click();
    await expect(
      page.getByRole('tabpanel').getByText('In attesa di conferma').first(),
    ).toBeVisible();
    const onMyEvent = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    expect(onMyEvent.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target)}`)).toEqual([]);
    await expectNoHorizontalOverflow(page);
  });
});
