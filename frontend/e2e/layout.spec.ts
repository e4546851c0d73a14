import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './support';

/** The picture of the first row of /dashboard (the demo administrator's Croce Verde Milano). */
async function dashboardLogo(page: Page) {
  await page.goto('/dashboard');
  const row = page.getByRole('link', { name: /Croce Verde Milano/ });
  const logo = row.locator('img');
  await expect(logo).toBeVisible();
  // loaded, so its box is the final one
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return logo;
}

test.describe('layout on a computer (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the side bar runs down the whole of a long page, its entries always in view', async ({
    page,
  }) => {
    await login(page, DEMO.admin, DEMO.password);
    await page.goto('/explore');
    await expect(page.getByText(/^\d+ eventi$/)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    const measure = () =>
      nav.evaluate((element) => ({
        bottom: element.getBoundingClientRect().bottom + window.scrollY,
        page: document.documentElement.scrollHeight,
        viewport: window.innerHeight,
      }));
    const first = await measure();
    // a long page: the bar must reach its bottom, not the first screen's
    expect(first.page).toBeGreaterThan(first.viewport * 1.5);
    expect(Math.abs(first.bottom - first.page)).toBeLessThanOrEqual(1);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeInViewport();
    await expect(nav.getByRole('link', { name: 'Gestisci' })).toBeInViewport();
    // the header still sticks to the top
    const headerTop = await page
      .getByRole('banner')
      .evaluate((element) => element.getBoundingClientRect().top);
    expect(headerTop).toBe(0);
    const last = await measure();
    expect(Math.abs(last.bottom - last.page)).toBeLessThanOrEqual(1);
  });

  test('/dashboard shows the round logo in its square, not cropped into a banner', async ({
    page,
  }) => {
    await login(page, DEMO.admin, DEMO.password);
    const box = (await (await dashboardLogo(page)).boundingBox())!;
    expect(box.width).toBe(56);
    expect(box.height).toBe(56);
  });
});

test.describe('layout on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('/dashboard shows the round logo in its square, not cropped into a banner', async ({
    page,
  }) => {
    await login(page, DEMO.admin, DEMO.password);
    const logo = await dashboardLogo(page);
    const box = (await logo.boundingBox())!;
    expect(box.width).toBe(56);
    expect(box.height).toBe(56);
    // whole, at its own aspect
    expect(await logo.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
  });
});
