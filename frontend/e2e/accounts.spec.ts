import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  activationCode,
  confirmedAccount,
  DEMO,
  linkIn,
  login,
  mailTo,
  uniqueEmail,
} from './support';

/** A 1×1 PNG: a real image for the upload. */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

async function noAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

async function fillAccountAndPersonalSteps(
  page: Page,
  person: { name: string; surname: string; email: string; password: string },
) {
  await page.goto('/registration');
  await page.getByLabel('Nome', { exact: true }).fill(person.name);
  await page.getByLabel('Cognome').fill(person.surname);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Avanti' }).click();

  await page.getByLabel('Telefono').fill('3471234567');
  await page.getByLabel('Data di nascita').fill('1994-06-15');
  await page.getByRole('checkbox', { name: /termini di utilizzo/ }).check();
  await page.getByRole('checkbox', { name: /privacy/ }).check();
  await page.getByRole('button', { name: 'Avanti' }).click();
}

async function confirmFromMail(page: Page, email: string) {
  await expect(page).toHaveURL(/\/send-mail-confirm-registration/);
  await expect(page.getByRole('heading', { name: 'Controlla la tua e-mail' })).toBeVisible();
  const link = linkIn(await mailTo(email, 'Conferma'), 'confirm-registration');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Registrazione confermata!' })).toBeVisible();
}

test.describe('a new volunteer on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('registers through the wizard, confirms by mail, logs in, edits the profile and logs out', async ({
    page,
  }) => {
    const person = {
      name: 'Luca',
      surname: 'Neri',
      email: uniqueEmail('luca'),
      password: 'Segreta1!',
    };
    await fillAccountAndPersonalSteps(page, person);

    await page.getByText('No, voglio fare volontariato').click();
    await page.getByRole('button', { name: 'Avanti' }).click();
    await page.getByLabel("Cerca un'associazione").fill('Croce');
    await page.getByText('Croce Verde Milano').first().click();
    await page.getByText('Assistenza', { exact: true }).click();
    await page.getByRole('button', { name: 'Registrati' }).click();
    await confirmFromMail(page, person.email);

    // login is refused before? no: the address is now confirmed
    await login(page, person.email, person.password);
    await expect(page.getByRole('heading', { name: 'Ciao, Luca!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gestisci' })).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Esplora', 'Calendario', 'Notifiche']);

    await page.getByRole('link', { name: 'Profilo e impostazioni' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await page.getByRole('link', { name: 'Modifica profilo' }).click();
    await page.getByLabel('Cognome').fill('Neri Bianchi');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByText('LUCA NERI BIANCHI')).toBeVisible();

    await page.getByRole('button', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('uploads a new profile picture apart from GraphQL, then saves the profile with its key', async ({
    page,
    request,
  }) => {
    const person = { name: 'Irene', surname: 'Foto', password: 'Segreta1!' };
    const email = await confirmedAccount(request, person);
    await login(page, email, person.password);
    await page.goto('/settings/edit-user');
    const upload = page.waitForResponse(
      (response) => response.url().endsWith('/api/media') && response.request().method() === 'POST',
    );
    const mutation = page.waitForRequest(
      (req) => req.url().endsWith('/graphql') && (req.postData() ?? '').includes('imageKey'),
    );
    await page.getByLabel("Scegli un'immagine").setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_1PX, 'base64'),
    });
    await page.getByRole('button', { name: 'Salva' }).click();
    const uploaded = await upload;
    expect(uploaded.status()).toBe(201);
    const { key } = (await uploaded.json()) as { key: string };
    // the GraphQL body names the key and carries no image
    const sent = (await mutation).postData() ?? '';
    expect(sent).toContain(key);
    expect(sent).not.toContain('base64');
    await expect(page).toHaveURL(/\/settings$/);
    expect(await page.evaluate(() => window.localStorage.getItem('imageProfile'))).toContain(
      `/media/${key}`,
    );
  });

  test('is refused with a clear message before confirming the address', async ({ page }) => {
    const person = {
      name: 'Rita',
      surname: 'Blu',
      email: uniqueEmail('rita'),
      password: 'Segreta1!',
    };
    await fillAccountAndPersonalSteps(page, person);
    await page.getByText('No, voglio fare volontariato').click();
    await page.getByRole('button', { name: 'Avanti' }).click();
    await page.getByRole('button', { name: 'Registrati' }).click();
    await expect(page).toHaveURL(/\/send-mail-confirm-registration/);

    await page.goto('/login');
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText(/conferma il tuo indirizzo e-mail/)).toBeVisible();
  });

  test('sees the validation messages of the first step', async ({ page }) => {
    await page.goto('/registration');
    await page.getByLabel('E-mail').fill('non-una-mail');
    await page.getByLabel('Password', { exact: true }).fill('debole');
    await page.getByRole('button', { name: 'Avanti' }).click();
    await expect(page.getByText('Inserisci un indirizzo e-mail valido')).toBeVisible();
    await expect(page.getByText(/La password deve avere almeno 8 caratteri/)).toBeVisible();
    await noAxeViolations(page);
  });
});

test.describe('an association administrator on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('registers with an activation code and sees Gestisci', async ({ page }) => {
    const person = {
      name: 'Paola',
      surname: 'Verdi',
      email: uniqueEmail('paola'),
      password: 'Segreta1!',
    };
    await fillAccountAndPersonalSteps(page, person);
    await page.getByText("Sì, gestisco un'associazione").click();
    await page.getByRole('button', { name: 'Avanti' }).click();

    await page.getByLabel('Codice di attivazione').fill(activationCode());
    await page.getByRole('button', { name: 'Avanti' }).click();

    await page.getByLabel("Nome dell'associazione").fill('Volontari del Lago');
    await page.getByLabel('Indirizzo (via e numero civico)').fill('Via Lungolago 4');
    await page.getByLabel('Comune').fill('Como');
    await page.getByLabel('Provincia').selectOption('CO');
    await page.getByLabel('Data di fondazione').fill('2010-05-01');
    await page
      .getByLabel('Descrizione')
      .fill('Pulizia delle spiagge del lago e attività con le scuole.');
    await page.getByRole('button', { name: 'Avanti' }).click();

    await page.getByText('Ambiente', { exact: true }).click();
    await page.getByRole('button', { name: 'Avanti' }).click();
    await page.getByText('Pulizia del territorio', { exact: true }).click();
    await page.getByRole('button', { name: 'Registrati' }).click();
    await confirmFromMail(page, person.email);

    await login(page, person.email, person.password);
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    // the side bar starts with the logo, then the five entries in order
    await expect(nav.getByRole('link')).toHaveText([
      'Insieme',
      'Home',
      'Esplora',
      'Calendario',
      'Notifiche',
      'Gestisci',
    ]);
    await page.screenshot({ path: 'frontend/test-results/admin-home-1280.png' });
    await noAxeViolations(page);
  });

  test('a wrong password shows the error', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(DEMO.volunteer);
    await page.getByLabel('Password', { exact: true }).fill('Sbagliata1!');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText('E-mail o password non corretti')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await noAxeViolations(page);
  });
});
