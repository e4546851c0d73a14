import { expect, test } from '@playwright/test';
import { confirmedAccount, login } from './support';

/**
 * Issue 17: "Dispositivi connessi" on a desktop (1280 px). Two browsers of one person: one ends
 * the other's session, whose next request is refused (back to /login); then "Esci da tutti i
 * dispositivi" signs out here too.
 */
test.describe('connected devices on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('lists both browsers, disconnects the other one, then leaves every device', async ({
    browser,
    page,
    request,
  }) => {
    const password = 'Sessioni1!';
    const email = await confirmedAccount(request, { name: 'Sara', surname: 'Conti', password });
    const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await other.newPage();
    await login(phone, email, password);
    await login(page, email, password);

    await page.goto('/settings');
    await page.getByRole('link', { name: 'Dispositivi connessi' }).click();
    await expect(page).toHaveURL(/\/settings\/sessions$/);
    const card = page.getByRole('region', { name: 'Dispositivi connessi' });
    await expect(card.getByRole('listitem')).toHaveCount(2);
    await expect(card.getByText('questo dispositivo')).toHaveCount(1);

    await card.getByRole('button', { name: /^Disconnetti / }).click();
    await expect(page.getByText('Dispositivo disconnesso')).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveCount(1);

    // the phone's token is refused at its next request
    await phone.goto('/notifications');
    await expect(phone).toHaveURL(/\/login$/);
    await expect(
      phone.getByText('Questo dispositivo è stato disconnesso: accedi di nuovo'),
    ).toBeVisible();
    await other.close();

    await page.getByRole('button', { name: 'Esci da tutti i dispositivi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Uscire da tutti i dispositivi?' });
    await dialog.getByRole('button', { name: 'Esci da tutti i dispositivi' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
  });
});
