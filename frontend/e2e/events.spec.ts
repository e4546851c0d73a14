import { expect, test } from '@playwright/test';
import { activationCode, apiToken, confirmedAccount, login, ROME, romeLocal } from './support';

const PASSWORD = 'Segreta1!';

const romeDay = (d: Date) => romeLocal(d).slice(0, 10);

/**
 * Today if the whole event still fits in today's Rome date (so it shows in Home's programme),
 * otherwise tomorrow morning.
 */
function schedule() {
  const start = new Date(Math.ceil((Date.now() + 20 * 60_000) / 300_000) * 300_000);
  const end = new Date(start.getTime() + 2 * 3600_000);
  if (romeDay(start) === romeDay(new Date()) && romeDay(end) === romeDay(start))
    return { start, end, today: true };
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  const morning = new Date(`${romeDay(tomorrow)}T10:00:00+01:00`);
  return { start: morning, end: new Date(morning.getTime() + 2 * 3600_000), today: false };
}

test('an administrator creates an event with two shifts and a repetition; a volunteer signs up at 390 px; the request and the places move live', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // an administrator with an association, and an accepted volunteer of it
  const adminEmail = await confirmedAccount(request, {
    name: 'Elsa',
    surname: 'Conti',
    password: PASSWORD,
  });
  const adminHeaders = { authorization: `Bearer ${await apiToken(request, adminEmail, PASSWORD)}` };
  expect(
    (
      await request.post('/api/association/', {
        headers: adminHeaders,
        data: {
          code_activation: activationCode(),
          name: 'Mani Unite',
          description: 'Mense solidali',
          address: 'Via Po 12, Torino, TO',
          date_of_foundation: '2011-11-11',
          topics: '1',
        },
      })
    ).status(),
  ).toBe(201);
  const [{ id: associationId }] = (await (
    await request.get('/api/association/info/?admin=true', { headers: adminHeaders })
  ).json()) as { id: number }[];
  const volunteerEmail = await confirmedAccount(request, {
    name: 'Pietro',
    surname: 'Galli',
    password: PASSWORD,
  });
  const volunteerHeaders = {
    authorization: `Bearer ${await apiToken(request, volunteerEmail, PASSWORD)}`,
  };
  await request.post('/api/waiting-volunteer/', {
    headers: volunteerHeaders,
    data: { id_association: associationId },
  });
  const [pending] = (await (
    await request.get(`/api/waiting-volunteer/?id_association=${associationId}`, {
      headers: adminHeaders,
    })
  ).json()) as { id: number }[];
  expect(
    (
      await request.put(`/api/waiting-volunteer/${pending.id}`, {
        headers: adminHeaders,
        data: { reject: false },
      })
    ).status(),
  ).toBe(200);

  // the administrator creates the event on a desktop
  const { start, end, today } = schedule();
  const adminContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: ROME,
  });
  const admin = await adminContext.newPage();
  await login(admin, adminEmail, PASSWORD);
  await admin.goto(`/dashboard/${associationId}/create-event`);
  await admin.getByLabel("Nome dell'evento").fill('Mensa del sabato');
  await admin
    .getByLabel('Descrizione', { exact: true })
    .fill('Servizio ai tavoli, dettagli su https://esempio.org');
  await admin.getByLabel('Indirizzo (via e numero civico)').fill('Via Po 12');
  await admin.getByLabel('Comune').fill('Torino');
  await admin.getByLabel('Provincia').selectOption('TO');
  await admin.getByLabel('Inizio', { exact: true }).fill(romeLocal(start));
  await admin.getByLabel('Fine', { exact: true }).fill(romeLocal(end));
  await admin.getByRole('switch', { name: 'Evento pubblico' }).click();
  await admin.getByRole('switch', { name: 'Turni', exact: true }).click();
  const first = admin.getByRole('group', { name: 'Turno 1' });
  await first.getByLabel('Inizio del turno').fill(romeLocal(start));
  await first.getByLabel('Fine del turno').fill(romeLocal(new Date(start.getTime() + 3600_000)));
  await first.getByLabel('Numero massimo di volontari').fill('2');
  await admin.getByRole('button', { name: 'Aggiungi turno' }).click();
  const second = admin.getByRole('group', { name: 'Turno 2' });
  await second.getByLabel('Inizio del turno').fill(romeLocal(new Date(start.getTime() + 3600_000)));
  await second.getByLabel('Fine del turno').fill(romeLocal(end));
  await admin.getByRole('switch', { name: 'Ripeti evento' }).click();
  await admin
    .getByRole('group', { name: 'Giorni della settimana' })
    .getByText('Lun', { exact: true })
    .click();
  await admin.getByRole('button', { name: 'Crea evento' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Crea le ripetizioni' }).click();
  await expect(admin).toHaveURL(new RegExp(`/dashboard/${associationId}/list-events`));

  const events = (await (
    await request.get(`/api/event/association/${associationId}?only_active=true&limit=50`, {
      headers: adminHeaders,
    })
  ).json()) as { id: number; name: string; shift: { title: string }[] }[];
  const event = events.find((e) => e.name === 'Mensa del sabato')!;
  expect(event.shift.map((s) => s.title)).toEqual(['Turno 1', 'Turno 2']);
  expect(
    events.filter((e) => /^Mensa del sabato \d\d\/\d\d\/\d{4}$/.test(e.name)).length,
  ).toBeGreaterThanOrEqual(4);

  await admin.goto(`/dashboard/${associationId}/request-shift`);
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();

  // the volunteer, on a phone, signs up to the first shift
  const volunteerContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    timezoneId: ROME,
  });
  const volunteer = await volunteerContext.newPage();
  await login(volunteer, volunteerEmail, PASSWORD);
  await volunteer.goto(`/event/${event.id}`);
  const shiftItem = volunteer.getByRole('listitem', { name: 'Turno 1' });
  await expect(shiftItem.getByText('Posti disponibili: 2')).toBeVisible();
  await shiftItem.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(shiftItem.getByText('Richiesta in attesa')).toBeVisible();

  // the administrator's open page shows the request without a reload, and accepts it
  await admin.getByRole('button', { name: 'Accetta Pietro Galli' }).click();
  await expect(admin.getByRole('button', { name: 'Accetta Pietro Galli' })).toHaveCount(0);

  // the volunteer's open event page shows one place fewer, without a reload
  await expect(shiftItem.getByText('Posti disponibili: 1')).toBeVisible();
  await expect(shiftItem.getByText('Iscrizione confermata')).toBeVisible();

  // the shift is in the calendar…
  await volunteer.goto('/calendar');
  const eventDay = new Intl.DateTimeFormat('it-IT', { timeZone: ROME, month: 'long' }).format(
    start,
  );
  const monthHeading = volunteer.getByRole('heading', {
    name: new RegExp(`^${eventDay} \\d{4}$`, 'i'),
  });
  // wait for the month grid before deciding whether the event's month is the next one
  await expect(volunteer.getByRole('heading', { name: /^\p{L}+ \d{4}$/u })).toBeVisible();
  if (!(await monthHeading.isVisible()))
    await volunteer.getByRole('button', { name: 'Mese successivo' }).click();
  await expect(monthHeading).toBeVisible();
  await volunteer
    .getByRole('button', { name: /, 1 evento$/ })
    .first()
    .click();
  await expect(
    volunteer.getByTestId('calendar-day-detail').getByText('Mensa del sabato').first(),
  ).toBeVisible();

  // …and on Home: in today's programme when it is today, and among the associations' activities
  await volunteer.goto('/');
  if (today)
    await expect(
      volunteer.getByRole('link', { name: /Apri nel calendario: Mensa del sabato, Turno 1/ }),
    ).toBeVisible();
  await expect(volunteer.getByText('Mensa del sabato').first()).toBeVisible();

  await adminContext.close();
  await volunteerContext.close();
});
