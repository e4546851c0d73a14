import { expect, test } from '@playwright/test';

/**
 * Issue 18: the page of a mail's unsubscribe link has the app's look (logo, font, colours, a
 * centred card) on a phone, with JavaScript off as in some mail clients' browsers. A link that is
 * not genuine answers the same page with "Link non valido" (the genuine one is checked in
 * backend/src/test/notices/coalescing-and-choices.spec.ts).
 */
test.describe('unsubscribe page on a phone, without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('shows the logo and a centred card in the app font', async ({ page }) => {
    const answer = await page.goto('/unsubscribe/1.notices.AAAAAAAAAAAAAAAAAAAAAA');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Link non valido' })).toBeVisible();
    const logo = page.getByRole('link', { name: 'Insieme', exact: true });
    await expect(logo).toBeVisible();
    await expect(logo.locator('svg')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Vai alle impostazioni di Insieme' }),
    ).toHaveAttribute('href', /\/settings$/);

    const body = page.locator('body');
    await expect(body).toHaveCSS('font-family', /^system-ui/);
    await expect(body).toHaveCSS('background-color', 'rgb(245, 247, 247)');
    const card = page.locator('main');
    await expect(card).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    const box = (await card.boundingBox())!;
    // centred, inside the 390 px screen with a margin on each side
    expect(Math.abs(box.x - (390 - box.x - box.width))).toBeLessThanOrEqual(1);
    expect(box.x).toBeGreaterThanOrEqual(12);
    await page.screenshot({ path: test.info().outputPath('unsubscribe-390.png'), fullPage: true });
  });
});
