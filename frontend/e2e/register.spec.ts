import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { demoAdministrator, graphql, person } from './apiSetup';
import { DEMO, login, ROME } from './support';

/**
 * The register of volunteers (issue 23) at 390 px: an administrator enters a volunteer whose
 * profile has the register's data, from the dashboard's "Registro volontari", and downloads the
 * list of the volunteers insured on a day ("Assicurati al …"): the file holds the volunteer's
 * line, from the day after the entry (the cover starts at 24:00 of the day entered).
 */

// Elena Greco, F, born 03/03/1990 in Roma (GRCLNE90C43H501Z, computed with codice-fiscale-js,
// the server's check), for the birth date confirmedAccount registers. One codice fiscale belongs
// to one account (issue 31) and a retry registers another Elena: the surname's three letters are
// drawn for each attempt (the server compares the birth date and the check character only).
const FISCAL_CODE = withCheckCharacter(`${consonants(3)}LNE90C43H501`);

function consonants(n: number): string {
  const letters = 'BCDFGHJKLMNPQRSTVWXZ';
  return Array.from({ length: n }, () => letters[Math.floor(Math.random() * letters.length)]).join(
    '',
  );
}

/** The codice fiscale's check character (DM 12 marzo 1974): odd positions by the table, even by value. */
function withCheckCharacter(body: string): string {
  const odd = [
    1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
  ];
  const value = (c: string) => (/[0-9]/.test(c) ? Number(c) : c.charCodeAt(0) - 65);
  const sum = [...body].reduce(
    (total, c, i) => total + (i % 2 === 0 ? odd[value(c)] : value(c)),
    0,
  );
  return `${body}${String.fromCharCode(65 + (sum % 26))}`;
}

/** A Rome day as YYYY-MM-DD, `days` after today. */
function romeDay(days = 0): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: ROME }).format(
    new Date(Date.now() + days * 24 * 3600_000),
  );
}

const italian = (iso: string) => iso.split('-').reverse().join('/');

test('an administrator enters a volunteer at 390 px and downloads the insured list', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // demo data: the administrator of Croce Verde Milano
  const { headers: admin, associationId } = await demoAdministrator(request);

  // Elena: a new account with the register's data in her profile, an accepted volunteer
  const elena = (await person(request, 'Elena', 'Greco')).headers;
  const { updateProfile } = await graphql<{ updateProfile: { fiscalCode: string } }>(
    request,
    elena,
    `
      mutation ($input: UpdateProfileInput!) {
        updateProfile(input: $input) {
          fiscalCode
        }
      }
    `,
    {
      input: {
        name: 'Elena',
        surname: 'Greco',
        phone: '3281234567',
        birthDate: '1990-03-03',
        preferences: [],
        fiscalCode: FISCAL_CODE.toLowerCase(),
        birthPlace: 'Roma (RM)',
        residence: 'Via Lulli 12, 20131 Milano',
      },
    },
  );
  expect(updateProfile.fiscalCode).toBe(FISCAL_CODE);
  await graphql(
    request,
    elena,
    `
      mutation ($input: AssociationIdInput!) {
        requestToVolunteer(input: $input) {
          id
        }
      }
    `,
    { input: { associationId } },
  );
  const { volunteers } = await graphql<{ volunteers: { id: number }[] }>(
    request,
    admin,
    `
      query ($id: Int!) {
        volunteers(associationId: $id, status: WAITING, search: "Greco") {
          id
        }
      }
    `,
    { id: associationId },
  );
  await graphql(
    request,
    admin,
    `
      mutation ($input: DecideVolunteerRequestInput!) {
        decideVolunteerRequest(input: $input) {
          id
        }
      }
    `,
    { input: { membershipId: volunteers[0].id, accept: true } },
  );

  // the administrator, on a phone, opens the register from the dashboard's tile
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    timezoneId: ROME,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await login(page, DEMO.admin, DEMO.password);
  await page.goto(`/dashboard/${associationId}`);
  await page.getByRole('link', { name: 'Registro volontari' }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: "Registro dei volontari dell'associazione «Croce Verde Milano»",
    }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Registro integro' })).toBeVisible();

  // "Iscrivi volontario": Elena, today (the default), "volontari non occasionali"
  await page.getByRole('button', { name: 'Iscrivi volontario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iscrivi un volontario nel registro' });
  await dialog.getByLabel('Volontario').selectOption({ label: 'Elena Greco' });
  await expect(dialog.getByLabel('Sezione')).toHaveValue('REGULAR');
  await expect(dialog.getByLabel("Data d'iscrizione")).toHaveValue(romeDay());
  await dialog.getByRole('button', { name: 'Iscrivi nel registro' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Elena Greco è ora nel registro dei volontari')).toBeVisible();

  const regular = page.getByRole('region', { name: 'Volontari non occasionali' });
  const line = regular.getByRole('listitem', { name: 'Elena Greco' });
  await expect(line).toBeVisible();
  await expect(line.getByText(FISCAL_CODE)).toBeVisible();
  await expect(line.getByText('Nel registro')).toBeVisible();
  await expect(line.getByText(/^Voce n\. \d+ \(iscrizione\), registrata il .* da /)).toBeVisible();
  // the chain, recomputed by the server with the new entry, holds
  await expect(page.getByRole('status').filter({ hasText: 'Registro integro' })).toBeVisible();
  // Elena can no longer be chosen: she is in the register without an end
  await page.getByRole('button', { name: 'Iscrivi volontario' }).click();
  await expect(dialog.getByRole('option', { name: 'Elena Greco' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toHaveCount(0);

  // "Assicurati al …": not today (the cover starts at 24:00), from tomorrow
  // the heading names the day (today until one is shown; issue 31)
  const insured = page.getByRole('region', { name: /^Assicurati al \d{2}\/\d{2}\/\d{4}$/ });
  const day = insured.getByLabel('Assicurati al');
  await expect(day).toHaveValue(romeDay());
  await insured.getByRole('button', { name: 'Mostra' }).click();
  await expect(insured.getByRole('button', { name: 'Scarica CSV degli assicurati' })).toBeVisible();
  await expect(insured.getByText(/Elena Greco/)).toHaveCount(0);

  const tomorrow = romeDay(1);
  await day.fill(tomorrow);
  await insured.getByRole('button', { name: 'Mostra' }).click();
  await expect(insured.getByText(`Elena Greco · ${FISCAL_CODE}`)).toBeVisible();
  await expect(
    insured.getByText(new RegExp(`assicurat[ae] il ${italian(tomorrow)}$`)),
  ).toBeVisible();

  const downloading = page.waitForEvent('download');
  await insured.getByRole('button', { name: 'Scarica CSV degli assicurati' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`assicurati-${associationId}-${tomorrow}.csv`);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  const rows = csv
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');
  expect(rows[0]).toBe(
    'Voce n.;Cognome;Nome;Codice fiscale;Luogo di nascita;Data di nascita;Residenza;Domicilio;Sezione;Data di iscrizione;Data di cancellazione;Fonte dei dati',
  );
  const elenaRows = rows.filter((row) => row.includes(FISCAL_CODE));
  expect(elenaRows).toHaveLength(1);
  expect(elenaRows[0]).toMatch(
    new RegExp(
      `^\\d+;Greco;Elena;${FISCAL_CODE};Roma \\(RM\\);03/03/1990;Via Lulli 12, 20131 Milano;;Volontari non occasionali;${italian(romeDay())};;Profilo nell'app$`,
    ),
  );

  // nothing wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await context.close();
});
