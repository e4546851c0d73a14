import { expect, test } from '@playwright/test';
import { confirmedAccount, linkIn, login, mailTo } from './support';

test.describe('passwords and account deletion on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('forgot password mails a new one, change password replaces it, delete account ends it', async ({
    page,
    request,
  }) => {
    const email = await confirmedAccount(request, {
      name: 'Marta',
      surname: 'Gallo',
      password: 'Iniziale1!',
    });

    await page.goto('/login');
    await page.getByRole('link', { name: 'Password dimenticata?' }).click();
    // the login page has an E-mail field too: wait for the lazily loaded page before typing
    await expect(page.getByRole('heading', { name: 'Password dimenticata' })).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Invia' }).click();
    await expect(page.getByRole('status')).toContainText('riceverai');

    await page.goto(linkIn(await mailTo(email, 'Recupero password'), 'confirm-forget-password'));
    await expect(page.getByRole('heading', { name: 'Controlla la tua e-mail' })).toBeVisible();
    const mailed = /password è: (\S+)/.exec(await mailTo(email, 'nuova password'))![1];

    await login(page, email, mailed);
    await page.goto('/settings/change-password');
    await page.getByLabel('Password attuale').fill(mailed);
    await page.getByLabel('Nuova password', { exact: true }).fill('Cambiata9!');
    await page.getByLabel('Conferma la nuova password').fill('Cambiata9!');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page).toHaveURL(/\/settings$/);

    // the session goes on with the token the change returned
    await page.getByRole('link', { name: 'Modifica profilo' }).click();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Marta');
    await page.goto('/settings');

    await page.getByRole('button', { name: 'Elimina account' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('irreversibile');
    await dialog.getByRole('button', { name: 'Elimina definitivamente' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Cambiata9!');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText('E-mail o password non corretti')).toBeVisible();
  });
});
