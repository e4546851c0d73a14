import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { apiToken, confirmedAccount, DEMO, login, ROME } from './support';

/**
 * The waitlist of a full shift (issue 21) at 390 px: a volunteer joins the queue of a full shift,
 * sees their position move live when the person ahead leaves (in another browser), is offered
 * the place when it frees and accepts it: the request then waits for the association.
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

async function phone(browser: Browser, email: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    timezoneId: ROME,
  });
  const page = await context.newPage();
  await login(page, email, PASSWORD);
  return { context, page };
}

/** Serious or critical axe violations of the page as it is. */
async function violations(page: import('@playwright/test').Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
}

test('a volunteer joins the waitlist of a full shift at 390 px, moves up live and accepts the place offered', async ({
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

  // a public event whose one shift (1 place) is open to everyone
  const start = new Date(Date.now() + 3 * 24 * 3600_000);
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
        name: "Cena con la lista d'attesa",
        street: 'Via Lulli 12',
        town: 'Milano',
        province: 'MI',
        isPublic: true,
        startDate: start.toISOString(),
        endDate: end.toISOString(),
        shifts: [
          {
            title: 'Cucina',
            color: '#1d4ed8',
            startDate: start.toISOString(),
            endDate: end.toISOString(),
            maxVolunteer: 1,
            openSubscription: true,
          },
        ],
      },
    },
  );
  const eventId = createEvent.event.id;
  const shiftId = createEvent.event.shifts[0].id;

  // Alba takes the place (her request accepted): the shift is full
  const alba = await person(request, 'Alba', 'Ferri');
  await graphql(
    request,
    alba.headers,
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

  // Bruno queues first, on his phone
  const bruno = await person(request, 'Bruno', 'Sala');
  const brunoPhone = await phone(browser, bruno.email);
  await brunoPhone.page.goto(`/event/${eventId}`);
  const brunoShift = brunoPhone.page.getByRole('listitem', { name: 'Cucina' });
  await expect(brunoShift.getByText('Posti esauriti')).toBeVisible();
  await brunoShift.getByRole('button', { name: "Mettiti in lista d'attesa" }).click();
  await expect(brunoShift.getByText("Sei 1° in lista d'attesa")).toBeVisible();

  // Carla, on hers, joins behind him on the shift's page
  const carla = await person(request, 'Carla', 'Neri');
  const carlaPhone = await phone(browser, carla.email);
  const page = carlaPhone.page;
  await page.goto(`/event/${eventId}/${shiftId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cucina' })).toBeVisible();
  await expect(page.getByText("1 persona in lista d'attesa")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iscriviti' })).toHaveCount(0);
  await page.getByRole('button', { name: "Mettiti in lista d'attesa" }).click();
  await expect(page.getByText("Sei 2° in lista d'attesa")).toBeVisible();

  // Bruno leaves (after confirming): Carla moves up without a reload
  await brunoShift.getByRole('button', { name: "Lascia la lista d'attesa" }).click();
  await brunoPhone.page
    .getByRole('dialog')
    .getByRole('button', { name: 'Lascia la lista' })
    .click();
  await expect(brunoShift.getByRole('button', { name: "Mettiti in lista d'attesa" })).toBeVisible();
  await expect(page.getByText("Sei 1° in lista d'attesa")).toBeVisible();

  // the administrator, on a desktop, sees the queue on the shift's page
  const adminContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: ROME,
  });
  const admin = await adminContext.newPage();
  await login(admin, DEMO.admin, DEMO.password);
  await admin.goto(`/event/${eventId}/${shiftId}?admin=${associationId}`);
  const queue = admin.getByRole('region', { name: "Lista d'attesa" });
  await expect(queue.getByRole('listitem')).toHaveCount(1);
  const carlaInQueue = queue.getByRole('listitem', { name: '1° Carla Neri' });
  await expect(carlaInQueue.getByText(/^In lista dal /)).toBeVisible();

  // Alba withdraws: the place is offered to Carla, live, with its deadline
  await graphql(
    request,
    alba.headers,
    `
      mutation ($input: ShiftIdInput!) {
        withdrawFromShift(input: $input) {
          id
        }
      }
    `,
    { input: { shiftId } },
  );
  await expect(page.getByText('Si è liberato un posto: è riservato a te!')).toBeVisible();
  // …and the administrator's queue shows the offer, live
  await expect(carlaInQueue.getByText(/^Posto offerto: risposta entro il /)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  expect(await violations(admin)).toEqual([]);
  await expect(page.getByText(/^Rispondi entro il \d\d\/\d\d\/\d{4} \d\d:\d\d/)).toBeVisible();
  // the place is held for her: nobody else sees it free
  await expect(page.getByText('Posti disponibili: 0 su 1')).toBeVisible();
  await page.getByRole('button', { name: 'Accetto' }).click();
  await expect(page.getByText('Richiesta in attesa')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accetto' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  // the administrators' list shows her request first, marked as from the waitlist
  await admin.goto(`/dashboard/${associationId}/request-shift`);
  const first = admin.getByRole('listitem').first();
  await expect(first).toHaveAccessibleName('Carla Neri');
  await expect(first.getByText("Dalla lista d'attesa")).toBeVisible();
  await expect(queue).toHaveCount(0);
  const { shiftRequests } = await graphql<{
    shiftRequests: { name: string; fromWaitlist: boolean }[];
  }>(
    request,
    adminHeaders,
    `
      query ($id: Int!) {
        shiftRequests(associationId: $id, search: null) {
          name
          fromWaitlist
        }
      }
    `,
    { id: associationId },
  );
  expect(shiftRequests[0]).toEqual({ name: 'Carla', fromWaitlist: true });

  await adminContext.close();
  await brunoPhone.context.close();
  await carlaPhone.context.close();
});
