import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './support';

/**
 * A repeat visit draws from the data the app saved when it was last left (app/savedCache.ts):
 * here with the network refusing every GraphQL request, so what shows can only come from it.
 */

/** Whether idb-keyval's store holds the saved cache (its default database and store names). */
async function savedCacheExists(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(false);
          const read = db.transaction('keyval').objectStore('keyval').get('insieme:apollo-cache');
          read.onsuccess = () => resolve(read.result !== undefined);
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** As the browser does when the app is left or put in the background. */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('a repeat visit draws Home from the saved data; logging out forgets it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, DEMO.volunteer, DEMO.password);
  const strip = page.getByRole('region', { name: 'Associazioni in cui fai volontariato' });
  const first = strip.locator('a[href^="/association/"]').first();
  await expect(first).toBeVisible();
  const name = (await first.textContent())?.trim();
  expect(name).toBeTruthy();

  await hidePage(page);
  await expect.poll(() => savedCacheExists(page)).toBe(true);

  // no GraphQL at all: only the saved data can draw the strip
  await page.route('**/graphql', (route) => route.abort());
  await page.reload();
  await expect(strip.getByRole('link', { name: name! })).toBeVisible();
  await page.unroute('**/graphql');

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => savedCacheExists(page)).toBe(false);
});
