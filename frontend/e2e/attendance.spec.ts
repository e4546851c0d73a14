import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiToken, confirmedAccount, DEMO, login, ROME } from './support';

/**
 * Check-in by QR code (issue 22). Nothing is scanned: the volunteer's phone (390 px) opens the
 * code's address as the camera would — without a session first, so the login comes in between and
 * leads back — and sees "Presenza registrata"; the administrator's "Presenze" (1280 px), opened
 * from the shift's page, shows them live without a reload, then their check-out. Someone not
 * accepted on the shift, and a wrong code, are refused in words.
 */

const PASSWORD = 'Segreta1!';

type Headers = { authorization: string };

async function graphql<T>(
  request: APIRequestContext,
  headers: Headers,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', { headers, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

async function person(request: APIRequestContext, name: string, surname: string) {
  const email = await confirmedAccount(request, { name, surname, password: PASSWORD });
  return {
    email,
    headers: { authorization: `Bearer ${await apiToken(request, email, PASSWORD)}` },
  };
}

/** A phone with no session: what a camera app opens the code's address in. */
async function phone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    timezoneId: ROME,
  });
  return { context, page: await context.newPage() };
}

/** Serious or critical axe violations of the page as it is. */
async function violations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
}

async function fitsThePhone(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test('a volunteer checks in at 390 px from the code’s address; the administrator’s Presenze shows it live', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // demo data: the administrator of Croce Verde Milano
  const adminHeaders = {
    authorization: `Bearer ${await apiToken(request, DEMO.admin, DEMO.password)}`,
  };
  const administered = await graphql<{
    associations: { edges: { node: { id: number; name: string } }[] };
  }>(
    request,
    adminHeaders,
    `
      {
        associations(filter: ADMIN, first: 50) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
  );
  const associationId = administered.associations.edges.find(
    (edge) => edge.node.name === 'Croce Verde Milano',
  )!.node.id;

  // a shift starting in 10 minutes (a new shift must start in the future): its code works from
  // 60 minutes before the start, so now
  const start = new Date(Date.now() + 10 * 60_000);
  const end = new Date(start.getTime() + 2 * 3600_000);
  const { createEvent } = await graphql<{
    createEvent: { event: { id: number; shifts: { id: number }[] } };
  }>(
    request,
    adminHeaders,
    `
      mutation ($input: CreateEventInput!) {
        createEvent(input: $input) {
          event {
            id
            shifts {
              id
            }
          }
        }
      }
    `,
    {
      input: {
        associationId,
        name: 'Pulizia del parco',
        street: 'Via Lulli 12',
        town: 'Milano',
        province: 'MI',
        isPublic: true,
        startDate: start.toISOString(),
        endDate: end.toISOString(),
        shifts: [
          {
            title: 'Ingresso',
            color: '#1d4ed8',
            startDate: start.toISOString(),
            endDate: end.toISOString(),
            maxVolunteer: 3,
            openSubscription: true,
          },
        ],
      },
    },
  );
  const eventId = createEvent.event.id;
  const shiftId = createEvent.event.shifts[0].id;

  // Dario asks for the shift and the administrator accepts him
  const dario = await person(request, 'Dario', 'Galli');
  await graphql(
    request,
    dario.headers,
    `
      mutation ($input: ShiftIdInput!) {
        signUpToShift(input: $input) {
          id
        }
      }
    `,
    { input: { shiftId } },
  );
  const { shift } = await graphql<{ shift: { waitingVolunteers: { id: number }[] } }>(
    request,
    adminHeaders,
    `
      query ($id: Int!) {
        shift(id: $id) {
          waitingVolunteers {
            id
          }
        }
      }
    `,
    { id: shiftId },
  );
  await graphql(
    request,
    adminHeaders,
    `
      mutation ($input: DecideShiftRequestInput!) {
        decideShiftRequest(input: $input) {
          id
        }
      }
    `,
    { input: { signUpId: shift.waitingVolunteers[0].id, accept: true } },
  );

  // the administrator, on a desktop, opens "Presenze" from the shift's page
  const adminContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: ROME,
  });
  const admin = await adminContext.newPage();
  await login(admin, DEMO.admin, DEMO.password);
  await admin.goto(`/event/${eventId}/${shiftId}?admin=${associationId}`);
  await admin.getByRole('link', { name: 'Presenze' }).click();
  await expect(admin).toHaveURL(new RegExp(`/dashboard/${associationId}/attendance/${shiftId}$`));
  await expect(
    admin.getByRole('heading', { level: 1, name: 'Presenze del turno «Ingresso»' }),
  ).toBeVisible();
  await expect(
    admin.getByRole('img', { name: 'QR code per registrare la presenza al turno' }),
  ).toBeVisible();
  const row = admin.getByRole('listitem', { name: 'Dario Galli' });
  await expect(row.getByText('Da confermare')).toBeVisible();
  await expect(row.getByText('Entrata non registrata · Uscita non registrata')).toBeVisible();

  // the code's address, as written under the code: the one GraphQL gives
  const shown = (await admin.getByText(/^https?:\/\/\S+\/check-in\/\d+\?code=/).textContent())!;
  const { shiftCheckIn } = await graphql<{ shiftCheckIn: { url: string } }>(
    request,
    adminHeaders,
    `
      query ($id: Int!) {
        shiftCheckIn(shiftId: $id) {
          url
        }
      }
    `,
    { id: shiftId },
  );
  expect(shown).toBe(shiftCheckIn.url);
  const url = new URL(shiftCheckIn.url);
  expect(url.pathname).toBe(`/check-in/${shiftId}`);
  const address = `${url.pathname}${url.search}`;

  // Dario's phone opens it without a session: the login first, then back to the check-in
  const darioPhone = await phone(browser);
  const page = darioPhone.page;
  await page.goto(address);
  await expect(page).toHaveURL(/\/login\?next=/);
  await expect(
    page.getByText("Accedi per registrare la presenza al turno: dopo l'accesso torni qui."),
  ).toBeVisible();
  await page.getByLabel('E-mail').fill(dario.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Presenza registrata' })).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(address);
  await expect(page.getByText(/^Entrata alle \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByText('Pulizia del parco')).toBeVisible();
  await expect(page.getByText('Ingresso')).toBeVisible();
  expect(await fitsThePhone(page)).toBe(true);
  expect(await violations(page)).toEqual([]);

  // …and the administrator's list shows it without a reload
  await expect(row.getByText(/^Entrata: \d\d:\d\d · Uscita non registrata$/)).toBeVisible();
  expect(await violations(admin)).toEqual([]);

  // scanning again shows the same state, not an error
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Presenza registrata' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // "Ho finito": the check-out, on both screens
  await page.getByRole('button', { name: 'Ho finito' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uscita registrata' })).toBeVisible();
  await expect(page.getByText(/^Tempo registrato: /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ho finito' })).toHaveCount(0);
  await expect(row.getByText(/^Entrata: \d\d:\d\d · Uscita: \d\d:\d\d$/)).toBeVisible();
  // the confirmation waits for the shift's end
  await expect(admin.getByRole('button', { name: 'Conferma presenze' })).toHaveCount(0);

  // Elena is not on the shift: the right code still registers nothing, and says why
  const elena = await person(request, 'Elena', 'Sorti');
  const elenaPhone = await phone(browser);
  await login(elenaPhone.page, elena.email, PASSWORD);
  await elenaPhone.page.goto(address);
  await expect(
    elenaPhone.page.getByRole('heading', { level: 1, name: 'Presenza non registrata' }),
  ).toBeVisible();
  await expect(elenaPhone.page.getByRole('alert')).toHaveText(
    'Non risulti tra i volontari accettati per questo turno: la presenza non si può registrare.',
  );
  // she stays on the page (a refusal is not "Non hai i permessi!" and Home)
  await expect(elenaPhone.page).toHaveURL(new RegExp(`/check-in/${shiftId}\\?code=`));

  // a code that is not the shift's
  await elenaPhone.page.goto(`/check-in/${shiftId}?code=nonvalido`);
  await expect(elenaPhone.page.getByRole('alert')).toHaveText(
    'Questo codice non vale per il turno. Inquadra di nuovo il QR code mostrato dai responsabili.',
  );

  await adminContext.close();
  await darioPhone.context.close();
  await elenaPhone.context.close();
});
