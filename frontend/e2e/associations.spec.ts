import { expect, test } from '@playwright/test';
import {
  activationCode,
  apiToken,
  confirmedAccount,
  linkIn,
  login,
  mailTo,
  uniqueEmail,
} from './support';

const PASSWORD = 'Segreta1!';

test('an invited person registers and asks to volunteer; the open dashboard sees it live; the administrator accepts and makes them a member', async ({
  browser,
  request,
}) => {
  // an administrator with an association of their own
  const adminEmail = await confirmedAccount(request, {
    name: 'Franca',
    surname: 'Monti',
    password: PASSWORD,
  });
  const adminToken = await apiToken(request, adminEmail, PASSWORD);
  const headers = { authorization: `Bearer ${adminToken}` };
  const created = await request.post('/api/association/', {
    headers,
    data: {
      code_activation: activationCode(),
      name: 'Sentieri Aperti',
      description: 'Escursioni accessibili',
      address: 'Via dei Monti 2, Bergamo, BG',
      date_of_foundation: '2015-05-05',
      topics: '1',
    },
  });
  expect(created.status()).toBe(201);
  const [{ id }] = (await (
    await request.get('/api/association/info/?admin=true', { headers })
  ).json()) as { id: number }[];

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await adminContext.newPage();
  await login(admin, adminEmail, PASSWORD);
  await admin.goto(`/dashboard/${id}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Sentieri Aperti' })).toBeVisible();
  const requestsTile = admin
    .getByRole('navigation', { name: 'Strumenti di gestione' })
    .getByRole('link', { name: /^Richieste volontari/ });
  await expect(requestsTile).toHaveAccessibleName('Richieste volontari');

  await admin.getByRole('button', { name: 'Invita volontari' }).click();
  const link = await admin.getByLabel('Link di invito').inputValue();
  expect(link).toMatch(new RegExp(`/invitation-volunteer/${id}$`));
  await admin.keyboard.press('Escape');

  // the invited person, on a phone
  const personContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const person = await personContext.newPage();
  await person.goto(new URL(link).pathname);
  await expect(person.getByRole('heading', { name: 'Unisciti ai volontari!' })).toBeVisible();
  await expect(person.getByText('Sentieri Aperti')).toBeVisible();
  await person.getByRole('button', { name: 'Registrati e unisciti ai volontari' }).click();
  await expect(person).toHaveURL(new RegExp(`/registration\\?id_association=${id}`));

  const email = uniqueEmail('nina');
  await person.getByLabel('Nome', { exact: true }).fill('Nina');
  await person.getByLabel('Cognome').fill('Riva');
  await person.getByLabel('E-mail').fill(email);
  await person.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await person.getByRole('button', { name: 'Avanti' }).click();
  await person.getByLabel('Telefono').fill('3471112233');
  await person.getByLabel('Data di nascita').fill('1998-08-08');
  await person.getByRole('checkbox', { name: /termini di utilizzo/ }).check();
  await person.getByRole('checkbox', { name: /privacy/ }).check();
  await person.getByRole('button', { name: 'Avanti' }).click();
  await person.getByText('No, voglio fare volontariato').click();
  await person.getByRole('button', { name: 'Avanti' }).click();
  await expect(person.getByText('Sentieri Aperti').first()).toBeVisible();
  await person.getByRole('button', { name: 'Registrati' }).click();
  await expect(person).toHaveURL(/\/send-mail-confirm-registration/);

  // the administrator's open dashboard: the badge rises without a reload
  await expect(requestsTile).toHaveAccessibleName(/1 richiesta in attesa/);

  await person.goto(linkIn(await mailTo(email, 'Conferma'), 'confirm-registration'));
  // the page confirms on load: wait for the answer before leaving it
  await expect(person.getByRole('heading', { name: 'Registrazione confermata!' })).toBeVisible();
  await login(person, email, PASSWORD);
  await person.goto(`/association/${id}`);
  await expect(person.getByRole('status').filter({ hasText: 'Richiesta in attesa' })).toBeVisible();

  await requestsTile.click();
  await admin.getByRole('tab', { name: /^Richieste/ }).click();
  await admin.getByRole('button', { name: 'Accetta Nina Riva' }).click();
  await admin.getByRole('tab', { name: 'Volontari' }).click();
  const row = admin.getByRole('listitem', { name: 'Nina Riva' });
  const memberSwitch = row.getByRole('switch', { name: 'Socio o socia' });
  await expect(memberSwitch).toHaveAttribute('aria-checked', 'false');
  await memberSwitch.click();
  await expect(memberSwitch).toHaveAttribute('aria-checked', 'true');
  await admin.reload();
  await expect(
    admin
      .getByRole('listitem', { name: 'Nina Riva' })
      .getByRole('switch', { name: 'Socio o socia' }),
  ).toHaveAttribute('aria-checked', 'true');

  // the volunteer sees the accepted state
  await person.reload();
  await expect(person.getByRole('button', { name: "Lascia l'associazione" })).toBeVisible();
  await expect(person.getByText('Richiesta in attesa')).toHaveCount(0);

  await adminContext.close();
  await personContext.close();
});

test.describe('following on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('follows at once and unfollows after the confirm modal', async ({ page, request }) => {
    const email = await confirmedAccount(request, {
      name: 'Olga',
      surname: 'Ferri',
      password: PASSWORD,
    });
    const [{ id }] = (await (
      await request.get('/api/association/info/?favourite=false&search=Banco')
    ).json()) as { id: number }[];
    await login(page, email, PASSWORD);
    await page.goto(`/association/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Banco Solidale Roma' }),
    ).toBeVisible();
    // "Segui", then "Segui già" while following
    const heart = page.getByRole('button', { name: /^Segui( già)?$/ });
    const followers = page.getByText(/^\d+ follower/);
    const before = Number((await followers.textContent())!.match(/\d+/)![0]);

    await expect(heart).toHaveText('Segui');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveText('Segui già');
    await expect(followers).toHaveText(new RegExp(`^${before + 1} follower`));

    await heart.click();
    const dialog = page.getByRole('dialog', { name: /Smettere di seguire Banco Solidale Roma/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await heart.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Non seguire più' }).click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(followers).toHaveText(new RegExp(`^${before} follower`));
  });
});
