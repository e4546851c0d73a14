import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { graphql, PASSWORD, person, shiftWithAcceptedVolunteer, type Headers } from './apiSetup';
import { adminDesktop, DEMO, login, phone, seriousViolations } from './support';

/**
 * Check-in by QR code (issue 22). Nothing is scanned: the volunteer's phone (390 px) opens the
 * code's address as the camera would — without a session first, so the login comes in between and
 * leads back — and sees "Presenza registrata"; the administrator's "Presenze" (1280 px), opened
 * from the shift's page, shows them live without a reload, then their check-out. Someone not
 * accepted on the shift, and a wrong code, are refused in words.
 */

/**
 * Moves the test's one-shift event to start at this minute, the earliest an edit accepts (it
 * refuses a start before the current minute): the shift has started, without waiting for it.
 * Tried again when the minute turns between the reading of the clock and the server's check.
 */
async function startShiftNow(
  request: APIRequestContext,
  admin: Headers,
  eventId: number,
  shiftId: number,
) {
  const { event } = await graphql<{
    event: { name: string; street: string; town: string; province: string; isPublic: boolean };
  }>(
    request,
    admin,
    'query ($id: Int!) { event(id: $id) { name street town province isPublic } }',
    { id: eventId },
  );
  await expect(async () => {
    const start = new Date();
    start.setSeconds(0, 0);
    const end = new Date(start.getTime() + 2 * 3600_000);
    await graphql(
      request,
      admin,
      'mutation ($input: UpdateEventInput!) { updateEvent(input: $input) { id } }',
      {
        input: {
          id: eventId,
          ...event,
          startDate: start.toISOString(),
          endDate: end.toISOString(),
          shifts: [
            {
              id: shiftId,
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
  }).toPass({ timeout: 15_000 });
}

/** The top bar's title is shown whole: neither cut at the side nor clamped below (issue 31). */
async function titleFits(page: Page, title: string): Promise<void> {
  const shown = page.getByRole('banner').getByText(title, { exact: true });
  await expect(shown).toBeVisible();
  expect(
    await shown.evaluate(
      (el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1,
    ),
  ).toBe(true);
}

async function fitsThePhone(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test('a volunteer checks in at 390 px from the code’s address; the administrator’s Presenze shows it live', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // demo data: the administrator of Croce Verde Milano; a shift starting in 10 minutes (a new
  // shift must start in the future): its code works from 60 minutes before the start, so now.
  // Dario asks for the shift and the administrator accepts him
  const dario = await person(request, 'Dario', 'Galli');
  const { adminHeaders, associationId, eventId, shiftId } = await shiftWithAcceptedVolunteer(
    request,
    {
      eventName: 'Pulizia del parco',
      title: 'Ingresso',
      maxVolunteer: 3,
      start: new Date(Date.now() + 10 * 60_000),
    },
    dario.headers,
  );

  // the administrator, on a desktop, opens "Presenze" from the shift's page
  const { context: adminContext, page: admin } = await adminDesktop(browser);
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

  // printing the code is one sheet, with the association's name on it (issue 31)
  await admin.emulateMedia({ media: 'print' });
  await expect(
    admin.locator('[data-print-area]').getByText('Croce Verde Milano', { exact: true }),
  ).toBeVisible();
  const sheet = (await admin.pdf({ format: 'A4' })).toString('latin1');
  await admin.emulateMedia({ media: 'screen' });
  expect(sheet.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
  const url = new URL(shiftCheckIn.url);
  expect(url.pathname).toBe(`/check-in/${shiftId}`);
  const address = `${url.pathname}${url.search}`;

  // Dario's phone opens it without a session, as a camera app would: the login first, then back
  // to the check-in
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
  await titleFits(page, 'Registrazione presenza');
  expect(await seriousViolations(page)).toEqual([]);

  // …and the administrator's list shows it without a reload
  await expect(row.getByText(/^Entrata: \d\d:\d\d · Uscita non registrata$/)).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);

  // scanning again shows the same state, not an error
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Presenza registrata' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // issue 31: checked in 10 minutes early, Dario cannot end before the start — the button waits
  // for it and says when, and the server refuses anyway
  const finish = page.getByRole('button', { name: 'Ho finito' });
  await expect(finish).toBeDisabled();
  await expect(
    page.getByText(/^«Ho finito» si attiva all'inizio del turno, alle \d\d:\d\d\.$/),
  ).toBeVisible();
  const early = await request.post('/graphql', {
    headers: dario.headers,
    data: {
      query: 'mutation ($input: ShiftIdInput!) { checkOut(input: $input) { id } }',
      variables: { input: { shiftId } },
    },
  });
  expect((await early.json()).errors[0].extensions).toMatchObject({
    code: 'CONFLICT',
    key: 'attendance.not_started',
  });

  // the shift starts: the administrator moves it to this minute (the edit form's earliest start)
  await startShiftNow(request, adminHeaders, eventId, shiftId);
  await page.reload();
  await expect(finish).toBeEnabled();

  // "Ho finito" asks first ("Non ancora" keeps the shift going), then checks out, on both screens
  await finish.click();
  const dialog = page.getByRole('dialog', { name: 'Hai finito il turno?' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Non ancora' }).click();
  await expect(dialog).toHaveCount(0);
  await finish.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sì, ho finito' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uscita registrata' })).toBeVisible();
  await expect(page.getByText(/^Tempo registrato: /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ho finito' })).toHaveCount(0);
  await expect(row.getByText(/^Entrata: \d\d:\d\d · Uscita: \d\d:\d\d$/)).toBeVisible();
  // the confirmation waits for the shift's end
  await expect(admin.getByRole('button', { name: 'Conferma presenze' })).toHaveCount(0);

  // the audit says what each change replaced ("da → a"), the volunteer's own entry and exit too,
  // on the administrator's phone as well (390 px)
  const adminPhone = await phone(browser);
  await login(adminPhone.page, DEMO.admin, DEMO.password);
  await adminPhone.page.goto(`/dashboard/${associationId}/attendance/${shiftId}`);
  for (const screen of [admin, adminPhone.page]) {
    const item = screen.getByRole('listitem', { name: 'Dario Galli' });
    await item.getByText('Modifiche (2)').click();
    await expect(
      item.getByText(
        /^\d\d\/\d\d\/\d{4} \d\d:\d\d · Entrata · Dario Galli: da Da confermare → a Da confermare \(\d\d:\d\d – …\)$/,
      ),
    ).toBeVisible();
    await expect(
      item.getByText(
        /^\d\d\/\d\d\/\d{4} \d\d:\d\d · Uscita · Dario Galli: da Da confermare \(\d\d:\d\d – …\) → a Da confermare \(\d\d:\d\d – \d\d:\d\d\)$/,
      ),
    ).toBeVisible();
  }
  expect(await fitsThePhone(adminPhone.page)).toBe(true);
  await titleFits(adminPhone.page, 'Presenze');
  expect(await seriousViolations(adminPhone.page)).toEqual([]);
  await adminPhone.context.close();

  // Elena is not on the shift: the right code (the moved shift's new one) still registers
  // nothing, and says why
  const moved = await graphql<{ shiftCheckIn: { url: string } }>(
    request,
    adminHeaders,
    'query ($id: Int!) { shiftCheckIn(shiftId: $id) { url } }',
    { id: shiftId },
  );
  const movedAddress = new URL(moved.shiftCheckIn.url);
  const elena = await person(request, 'Elena', 'Sorti');
  const elenaPhone = await phone(browser);
  await login(elenaPhone.page, elena.email, PASSWORD);
  await elenaPhone.page.goto(`${movedAddress.pathname}${movedAddress.search}`);
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
