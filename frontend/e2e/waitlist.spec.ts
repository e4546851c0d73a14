import { expect, test, type Browser } from '@playwright/test';
import { graphql, PASSWORD, person, shiftWithAcceptedVolunteer } from './apiSetup';
import { adminDesktop, login, phone, seriousViolations } from './support';

/**
 * The waitlist of a full shift (issue 21) at 390 px: a volunteer joins the queue of a full shift,
 * sees their position move live when the person ahead leaves (in another browser), is offered
 * the place when it frees and accepts it: the request then waits for the association.
 */

/** A phone (390 px) signed in as `email`. */
async function signedInPhone(browser: Browser, email: string) {
  const signedIn = await phone(browser);
  await login(signedIn.page, email, PASSWORD);
  return signedIn;
}

test('a volunteer joins the waitlist of a full shift at 390 px, moves up live and accepts the place offered', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // demo data: the administrator of Croce Verde Milano; a public event whose one shift (1 place)
  // is open to everyone. Alba takes the place (her request accepted): the shift is full
  const alba = await person(request, 'Alba', 'Ferri');
  const { adminHeaders, associationId, eventId, shiftId } = await shiftWithAcceptedVolunteer(
    request,
    {
      eventName: "Cena con la lista d'attesa",
      title: 'Cucina',
      maxVolunteer: 1,
      start: new Date(Date.now() + 3 * 24 * 3600_000),
    },
    alba.headers,
  );

  // Bruno queues first, on his phone
  const bruno = await person(request, 'Bruno', 'Sala');
  const brunoPhone = await signedInPhone(browser, bruno.email);
  await brunoPhone.page.goto(`/event/${eventId}`);
  const brunoShift = brunoPhone.page.getByRole('listitem', { name: 'Cucina' });
  await expect(brunoShift.getByText('Posti esauriti')).toBeVisible();
  await brunoShift.getByRole('button', { name: "Mettiti in lista d'attesa" }).click();
  await expect(brunoShift.getByText("Sei 1° in lista d'attesa")).toBeVisible();

  // Carla, on hers, joins behind him on the shift's page
  const carla = await person(request, 'Carla', 'Neri');
  const carlaPhone = await signedInPhone(browser, carla.email);
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
  const { context: adminContext, page: admin } = await adminDesktop(browser);
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
  expect(await seriousViolations(page)).toEqual([]);
  expect(await seriousViolations(admin)).toEqual([]);
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
