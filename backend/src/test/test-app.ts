import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { simpleParser } from 'mailparser';
import { startApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { createDataSource } from '../db/data-source';
import type { Services } from '../services';
import { eventually } from './eventually';

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface RestResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface TestApp {
  url: string;
  config: Config;
  services: Services;
  /** The database, for arranging and inspecting rows in tests. */
  dataSource: DataSource;
  databaseUrl: string;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GqlResult<T>>;
  rest<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; form?: FormData },
  ): Promise<RestResult<T>>;
  mails(): Promise<SentMail[]>;
  /**
   * SQL statements run by this instance since it started (read before and after a request);
   * while `recorded` is an array, each statement is also appended to it with its parameters.
   */
  statements: { count: number; recorded?: { sql: string; parameters: unknown[] }[] };
  /** Waits for a mail to this address whose subject contains `subject` (background sends are async). */
  waitForMail(to: string, subject: string, timeoutMs?: number): Promise<SentMail>;
  stop(): Promise<void>;
}

/** Generous limits so ordinary tests never trip them; rate-limit tests pass their own. */
const RELAXED_LIMITS: Record<string, string> = Object.fromEntries(
  [
    'LOGIN_IP',
    'LOGIN_EMAIL_IP',
    'LOGIN_ACCOUNT',
    'LOGIN_DEVICE',
    'RESET_IP',
    'RESET_EMAIL',
    'REGISTRATION_IP',
    'REGISTRATION_EMAIL',
    'UPLOAD_USER',
    'ACTIVATION_CODE_IP',
    'STATEMENT_VERIFY_IP',
    'DATA_EXPORT_USER',
  ].map((n) => [`RATE_LIMIT_${n}_POINTS`, '100000']),
);

/** A fresh, empty database of the tests' PostgreSQL, and how to drop it. */
export async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (!adminUrl)
    throw new Error('TEST_ADMIN_DATABASE_URL is not set (jest globalSetup starts PostgreSQL)');
  const name = `insieme_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A real server on a random port over a fresh database, as `npm start` runs it. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { shareDatabaseOf?: TestApp } = {},
): Promise<TestApp> {
  // a second instance on the same database (scale-out tests) must not drop it when it stops
  const database = options.shareDatabaseOf
    ? { url: options.shareDatabaseOf.databaseUrl, drop: async () => undefined }
    : await createDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'insieme-test-data-'));
  const config = loadConfig({
    ...RELAXED_LIMITS,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://insieme.test',
    SEED_DEMO: 'false',
    // instances behind one load balancer share the signing secret
    JWT_SECRET: options.shareDatabaseOf?.config.jwtSecret ?? crypto.randomBytes(32).toString('hex'),
    VAPID_PUBLIC_KEY: 'test',
    VAPID_PRIVATE_KEY: 'test',
    ...env,
  });
  const statements: TestApp['statements'] = { count: 0 };
  const dataSource = createDataSource(database.url, {
    poolSize: 20,
    onQuery: (sql, parameters) => {
      statements.count += 1;
      statements.recorded?.push({ sql, parameters: parameters ?? [] });
    },
  });
  await dataSource.initialize();
  const app: App = await startApp(config, { dataSource });
  const mailDir = path.join(dataDir, 'mail');

  const mails = async (): Promise<SentMail[]> => {
    if (!fs.existsSync(mailDir)) return [];
    const files = fs.readdirSync(mailDir).sort();
    return Promise.all(
      files.map(async (file) => {
        const parsed = await simpleParser(fs.readFileSync(path.join(mailDir, file)));
        const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
        return {
          to: to ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: parsed.html || '',
        };
      }),
    );
  };

  return {
    url: app.url,
    config,
    services: app.services,
    dataSource,
    databaseUrl: database.url,
    statements,
    async gql(query, variables, token) {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as GqlResult;
      return { ...body, status: response.status } as GqlResult<never>;
    },
    async rest(method, urlPath, options = {}) {
      const headers: Record<string, string> = {};
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | FormData | undefined;
      if (options.form) body = options.form;
      else if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
      const response = await fetch(`${app.url}${urlPath}`, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* not JSON: keep the text */
      }
      return { status: response.status, body: parsed as never, headers: response.headers };
    },
    mails,
    async waitForMail(to, subject, timeoutMs = 5000) {
      return eventually(
        async () =>
          (await mails()).filter((m) => m.to === to && m.subject.includes(subject)).pop() ?? false,
        { timeoutMs, intervalMs: 50, what: `No mail "${subject}" to ${to}` },
      );
    },
    async stop() {
      await app.stop();
      await dataSource.destroy();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The token at the end of a mailed link such as …/confirm-registration/{token}. */
export function linkToken(mail: SentMail, route: string): string {
  const match = new RegExp(`${route}/([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`No ${route} link in mail "${mail.subject}"`);
  return match[1];
}
