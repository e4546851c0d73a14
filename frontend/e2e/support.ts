import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { simpleParser } from 'mailparser';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return dir;
};

export const DEMO = {
  admin: 'admin@insieme.demo',
  volunteer: 'volontario@insieme.demo',
  password: 'Insieme2025!',
};

/** A unique address per test run, so reruns against the same data never collide. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;

/** Waits for the app's next mail to `to` and returns its plain text. */
export async function mailTo(to: string, subject: string): Promise<string> {
  const mailDir = path.join(dataDir(), 'mail');
  let text: string | undefined;
  await expect
    .poll(
      async () => {
        if (!fs.existsSync(mailDir)) return false;
        for (const file of fs.readdirSync(mailDir).sort().reverse()) {
          const mail = await simpleParser(fs.readFileSync(path.join(mailDir, file)));
          const address = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          if (address === to && (mail.subject ?? '').includes(subject)) {
            text = mail.text ?? '';
            return true;
          }
        }
        return false;
      },
      { message: `no mail "${subject}" to ${to}`, timeout: 10_000, intervals: [100] },
    )
    .toBe(true);
  return text!;
}

export function linkIn(text: string, route: string): string {
  const match = new RegExp(`https?://[^\\s]+/${route}/[A-Za-z0-9_-]+`).exec(text);
  if (!match) throw new Error(`no ${route} link in mail`);
  return new URL(match[0]).pathname;
}

/** A new one-time code from the coordinators' command, against the running app's database. */
export function activationCode(): string {
  return execFileSync(
    process.execPath,
    [path.join(root, 'backend', 'dist', 'cli', 'activation-codes.js'), '--count', '1'],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir(),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
    },
  ).trim();
}

export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  // Home, or the dashboard of a new association whose first steps are open (issue 18)
  await expect(page).toHaveURL(/\/(dashboard\/\d+)?$/);
}

/** A confirmed account made through the REST facade, as an integrator would. Returns its e-mail. */
export async function confirmedAccount(
  request: APIRequestContext,
  person: { name: string; surname: string; password: string },
): Promise<string> {
  const email = uniqueEmail(person.name.toLowerCase());
  const registration = await request.post('/api/auth/registration', {
    data: {
      name: person.name,
      surname: person.surname,
      email,
      password: person.password,
      tel: '3281234567',
      birth_date: '1990-03-03',
    },
  });
  expect(registration.status()).toBe(201);
  const confirm = linkIn(await mailTo(email, 'Conferma'), 'confirm-registration');
  expect((await request.get(`/api/user-verification/${confirm.split('/').pop()}`)).status()).toBe(
    200,
  );
  return email;
}

export async function apiToken(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** The time zone the browser tests run in (the app's own). */
export const ROME = 'Europe/Rome';

/** 'YYYY-MM-DDTHH:mm' in Rome, the value of a datetime-local field (the browser runs in Rome). */
export function romeLocal(d: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: ROME,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(d)
    .replace(' ', 'T');
}

/** A phone (390 px, touch, in Rome) without a session, in a context of its own. */
export async function phone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    timezoneId: ROME,
  });
  return { context, page: await context.newPage() };
}

/** The demo administrator, signed in on a desktop (1280 px, in Rome), in a context of its own. */
export async function adminDesktop(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: ROME,
  });
  const page = await context.newPage();
  await login(page, DEMO.admin, DEMO.password);
  return { context, page };
}

/** Serious or critical axe violations of the page as it is. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}`);
}
