import { expect, test, type Page } from '@playwright/test';
import { demoAdministrator } from './apiSetup';
import { adminDesktop, DEMO, login, phone, seriousViolations } from './support';

/**
 * "Registro degli accessi" (issue 31; GDPR art. 5(2), 30): the demo administrator downloads the
 * register as CSV, then finds the download in the log — from the dashboard's tile at 390 px,
 * and at 1280 px — who, what, which period, when; nothing wider than the screen, no serious
 * axe violation.
 */
test('a download of the register is in the access log, at 390 and at 1280 px', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { headers, associationId } = await demoAdministrator(request);
  const file = await request.get(`/api/association/${associationId}/register?format=csv`, {
    headers,
  });
  expect(file.status()).toBe(200);

  const heading = "Registro degli accessi dell'associazione «Croce Verde Milano»";
  const check = async (page: Page) => {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const rows = page.getByRole('list', { name: 'Registro degli accessi' }).getByRole('listitem');
    // newest first: the CSV just downloaded
    await expect(rows.first()).toContainText('Registro dei volontari · CSV · tutte le voci');
    await expect(rows.first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  };

  const small = await phone(browser);
  await login(small.page, DEMO.admin, DEMO.password);
  await small.page.goto(`/dashboard/${associationId}`);
  await small.page.getByRole('link', { name: 'Registro degli accessi' }).click();
  await expect(small.page).toHaveURL(new RegExp(`/dashboard/${associationId}/access-log$`));
  await check(small.page);
  await small.context.close();

  const wide = await adminDesktop(browser);
  await wide.page.goto(`/dashboard/${associationId}/access-log`);
  await check(wide.page);
  await wide.context.close();
});
