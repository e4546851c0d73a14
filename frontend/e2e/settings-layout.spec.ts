import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './support';

/**
 * Issue 18: on /settings the account actions ("Esci", "Elimina account") come last, after the
 * e-mail and calendar cards, and the cards are evenly spaced (they used to touch) — on a phone and
 * on a desktop.
 */
async function cardBoxes(page: Page) {
  const cards = [
    page.getByRole('navigation', { name: 'Impostazioni' }),
    page.getByRole('region', { name: 'Notifiche via e-mail' }),
    page.getByRole('region', { name: 'Il tuo calendario' }),
    // issue 23: the registers that hold me and "Scarica i miei dati"
    page.getByRole('region', { name: 'I tuoi dati' }),
    page.getByRole('region', { name: 'Account' }),
  ];
  for (const card of cards) await expect(card).toBeVisible();
  return Promise.all(cards.map(async (card) => (await card.boundingBox())!));
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`settings at ${viewport.width} px: account actions last, cards evenly spaced`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await login(page, DEMO.volunteer, DEMO.password);
    await page.goto('/settings');
    const boxes = await cardBoxes(page);
    const gaps = boxes.slice(1).map((box, i) => box.y - (boxes[i].y + boxes[i].height));
    for (const gap of gaps) expect(Math.round(gap)).toBe(16);
    // nothing of the page comes after the account card
    const account = page.getByRole('region', { name: 'Account' });
    await expect(account.getByRole('button')).toHaveText(['Esci', 'Elimina account']);
    await expect(page.getByRole('button', { name: /Esci/ })).toHaveCount(1);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({
      path: test.info().outputPath(`settings-${viewport.width}.png`),
      fullPage: true,
    });
  });
}
