import net from 'node:net';
import { enqueue } from '../../jobs/queue';
import type { MailMessage } from '../../mail/mailer';
import { eventually } from '../eventually';
import { buildUser } from '../factories';
import { startTestApp, type TestApp } from '../test-app';

/**
 * The mail of the account flows goes through the job queue (graphile-worker, in our database):
 * queued in the transaction of the write that causes it, run by the worker of any instance, once.
 */
const mail = (to: string): MailMessage => ({
  to,
  subject: 'Prova della coda',
  text: 'Un messaggio di prova.',
  html: '<p>Un messaggio di prova.</p>',
});

async function pendingJobs(app: TestApp, task?: string) {
  return (await app.dataSource.query(
    `SELECT task_identifier, key, attempts, last_error FROM graphile_worker.jobs
      WHERE $1::text IS NULL OR task_identifier = $1`,
    [task ?? null],
  )) as { task_identifier: string; key: string | null; attempts: number; last_error: string }[];
}

const registration = (email: string) => ({
  name: 'Marta',
  surname: 'Galli',
  email,
  password: 'Segreta1!',
  tel: '3201234567',
  birth_date: '1992-06-07',
});

describe('mail jobs in one instance', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('never sends a mail queued in a transaction that rolled back', async () => {
    await expect(
      app.dataSource.transaction(async (em) => {
        await enqueue(em, 'mail', mail('rolled-back@example.org'));
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await app.dataSource.transaction((em) => enqueue(em, 'mail', mail('committed@example.org')));
    await app.waitForMail('committed@example.org', 'Prova della coda');
    // only a job sends a mail: with the queue empty, the rolled-back one can no longer come
    await eventually(async () => expect(await pendingJobs(app)).toEqual([]));
    expect((await app.mails()).filter((m) => m.to === 'rolled-back@example.org')).toHaveLength(0);
  });

  it('mails the confirmation of a registration through the queue', async () => {
    const response = await app.rest('POST', '/api/auth/registration', {
      body: registration('queued@example.org'),
    });
    expect(response.status).toBe(201);
    await app.waitForMail('queued@example.org', 'Conferma');
  });
});

describe('mail jobs when the SMTP server is down', () => {
  let app: TestApp;
  beforeAll(async () => {
    // a port that was free a moment ago: nothing answers there
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(() => app.stop());

  it('answers the request at once and keeps the mail for a retry', async () => {
    const start = performance.now();
    const response = await app.rest('POST', '/api/auth/registration', {
      body: registration('smtp-down@example.org'),
    });
    expect(response.status).toBe(201);
    expect(performance.now() - start).toBeLessThan(5000);
    const jobs = await eventually(async () => {
      const rows = await pendingJobs(app, 'mail');
      return rows.length === 1 && rows[0].last_error !== null && rows;
    });
    expect(jobs).toEqual([
      expect.objectContaining({ attempts: 1, last_error: expect.stringMatching(/ECONNREFUSED/) }),
    ]);
  });
});

describe('mail jobs across instances', () => {
  let owner: TestApp; // owns the database and runs no worker
  beforeAll(async () => {
    owner = await startTestApp({ JOB_CONCURRENCY: '0' });
  });
  afterAll(() => owner.stop());

  it('keeps queued mail when the instance that queued it stops, and another instance sends it once', async () => {
    const user = await buildUser(owner);
    const first = await startTestApp({ JOB_CONCURRENCY: '0' }, { shareDatabaseOf: owner });
    const registered = await first.rest('POST', '/api/auth/registration', {
      body: registration('survivor@example.org'),
    });
    expect(registered.status).toBe(201);
    // asking twice before anything ran leaves one reset job (job key)
    for (let i = 0; i < 2; i++)
      expect(
        (await first.rest('POST', '/api/auth/forget-password', { body: { email: user.email } }))
          .status,
      ).toBe(200);
    await first.stop();
    expect((await pendingJobs(owner)).map((j) => j.task_identifier).sort()).toEqual([
      'mail',
      'password-reset',
    ]);

    const second = await startTestApp({}, { shareDatabaseOf: owner });
    try {
      await second.waitForMail('survivor@example.org', 'Conferma');
      await second.waitForMail(user.email, 'Recupero password');
      // only a job sends a mail: with the queue empty, no second copy can come any more
      await eventually(async () => (await pendingJobs(owner)).length === 0);
      const sent = await second.mails();
      expect(sent.filter((m) => m.to === 'survivor@example.org')).toHaveLength(1);
      expect(sent.filter((m) => m.to === user.email)).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });

  it('never sends one job twice when two instances run workers', async () => {
    const a = await startTestApp({}, { shareDatabaseOf: owner });
    const b = await startTestApp({}, { shareDatabaseOf: owner });
    try {
      const count = 40;
      const addresses = Array.from({ length: count }, (_, i) => `once${i}@example.org`);
      await owner.dataSource.transaction(async (em) => {
        for (const to of addresses) await enqueue(em, 'mail', mail(to));
      });
      const all = async () => [...(await a.mails()), ...(await b.mails())];
      await eventually(async () => (await all()).length >= count);
      // only a job sends a mail: with the queue empty, no second copy can come any more
      await eventually(async () => (await pendingJobs(owner)).length === 0);
      const sent = await all();
      expect(sent.map((m) => m.to).sort()).toEqual([...addresses].sort());
      console.log(
        `${count} jobs, two workers: ${(await a.mails()).length} sent by one instance, ${(await b.mails()).length} by the other`,
      );
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});
