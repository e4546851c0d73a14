import { buildNotification, PASSWORD } from '../factories';
import { eventually } from '../eventually';
import { linkToken, startTestApp, type TestApp } from '../test-app';
import { person } from './support';

/**
 * "Scarica i miei dati" past DATA_EXPORT_INLINE_ROWS (issue 23; docs/register.md, "Data
 * export"): 202, a graphile-worker job builds the file, the link comes by mail, works without a
 * login until it expires, and nothing is built or mailed twice.
 */
const INLINE_ROWS = 3;
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ DATA_EXPORT_INLINE_ROWS: String(INLINE_ROWS) });
});
afterAll(() => app?.stop());

const SUBJECT = 'I tuoi dati di Insieme sono pronti';
const LINK = /http:\/\/insieme\.test\/api\/user\/export\/(\d+)\/([A-Za-z0-9_-]{43})/;

type Queued = { status: string; id: number; requested_at: string; message: string };

/** A person with more rows than are served at once (notifications are the commonest). */
async function personWithMuchData(key: 'giulia' | 'mario' | 'anna', rows = INLINE_ROWS + 2) {
  const someone = await person(app, key);
  for (let i = 0; i < rows; i++)
    await buildNotification(app, { userId: someone.id, title: `Avviso ${i} per ${someone.id}` });
  return someone;
}

const requestExport = (token: string) => app.rest<Queued>('GET', '/api/user/export', { token });

async function mailedLink(email: string, afterCount = 0): Promise<{ id: number; token: string }> {
  const mail = await eventually(
    async () => {
      const mails = (await app.mails()).filter((m) => m.to === email && m.subject === SUBJECT);
      return mails.length > afterCount ? mails[mails.length - 1] : false;
    },
    { what: `the export mail to ${email}` },
  );
  const match = LINK.exec(mail.text);
  if (!match) throw new Error(`no export link in: ${mail.text}`);
  return { id: Number(match[1]), token: match[2] };
}

const exportRows = (userId: number) =>
  app.dataSource.query(
    `SELECT id, status, token_hash, size_bytes FROM data_export WHERE user_id = $1 ORDER BY id`,
    [userId],
  ) as Promise<{ id: number; status: string; token_hash: string; size_bytes: number }[]>;

describe('a large data export', () => {
  it('answers 202, mails a link that gives the same data without a login, and queues nothing twice', async () => {
    const giulia = await personWithMuchData('giulia');
    const neighbour = await personWithMuchData('mario');

    // a small export is still served at once
    const anna = await person(app, 'anna');
    expect((await requestExport(anna.token)).status).toBe(200);

    const first = await requestExport(giulia.token);
    expect(first.status).toBe(202);
    expect(first.body).toMatchObject({
      status: 'queued',
      message:
        'Stiamo preparando il file con i tuoi dati: ti invieremo il link per scaricarlo via e-mail',
    });
    expect(first.headers.get('cache-control')).toBe('no-store');

    const link = await mailedLink(giulia.email);
    expect(link.id).toBe(first.body.id);
    const mail = (await app.mails()).find((m) => m.to === giulia.email && m.subject === SUBJECT)!;
    expect(mail.text).toMatch(/Il link funziona fino al \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

    // the link, as a browser opens it: no bearer, gzip on the wire
    const download = await fetch(`${app.url}/api/user/export/${link.id}/${link.token}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-encoding')).toBe('gzip');
    expect(download.headers.get('content-disposition')).toBe(
      'attachment; filename="insieme-i-miei-dati.json"',
    );
    const data = (await download.json()) as {
      format: string;
      profile: { id: number };
      notifications: { title: string }[];
    };
    expect(data.format).toBe('insieme-data-export/1');
    expect(data.profile.id).toBe(giulia.id);
    expect(data.notifications).toHaveLength(INLINE_ROWS + 2);
    expect(JSON.stringify(data)).not.toContain(`per ${neighbour.id}`);

    // a client that takes no gzip gets the plain JSON
    const plain = await app.rest<{ profile: { id: number } }>(
      'GET',
      `/api/user/export/${link.id}/${link.token}`,
    );
    expect(plain.body.profile.id).toBe(giulia.id);

    // forged secret, another export's id, a malformed secret: the same 404
    const neighbourFirst = await requestExport(neighbour.token);
    const neighbourLink = await mailedLink(neighbour.email);
    for (const path of [
      `/api/user/export/${link.id}/${'A'.repeat(43)}`,
      `/api/user/export/${neighbourLink.id}/${link.token}`,
      `/api/user/export/${link.id}/short`,
      `/api/user/export/999999/${link.token}`,
    ]) {
      const refused = await app.rest<{ key: string }>('GET', path);
      expect([path, refused.status, refused.body.key]).toEqual([
        path,
        404,
        'user.export_link_not_valid',
      ]);
    }
    expect(neighbourFirst.status).toBe(202);

    // the job running again (a retry past its commit) rewrites nothing: the same secret, one mail
    const [stored] = await exportRows(giulia.id);
    await app.services.dataExport.prepare(link.id);
    expect(await exportRows(giulia.id)).toEqual([stored]);
    // a later mail to her arrives; the export's mail still came once
    await app.rest('POST', '/api/auth/forget-password', { body: { email: giulia.email } });
    await app.waitForMail(giulia.email, 'Recupero password Insieme');
    expect(
      (await app.mails()).filter((m) => m.to === giulia.email && m.subject === SUBJECT),
    ).toHaveLength(1);

    // its deletion is queued for the expiry (7 days by default)
    const [expiry] = (await app.dataSource.query(
      `SELECT j.run_at, d.expires_at FROM graphile_worker.jobs j
         JOIN data_export d ON j.key = 'data-export-expiry:' || d.id
        WHERE d.id = $1`,
      [link.id],
    )) as { run_at: Date; expires_at: Date }[];
    expect(expiry.run_at.toISOString()).toBe(expiry.expires_at.toISOString());
    const days = (expiry.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('asked again once ready, a new file replaces the old one, whose link stops working', async () => {
    const mario = await personWithMuchData('mario');
    await requestExport(mario.token);
    const old = await mailedLink(mario.email);
    const again = await requestExport(mario.token);
    expect(again.status).toBe(202);
    expect(again.body.id).not.toBe(old.id);
    const fresh = await mailedLink(mario.email, 1);
    expect(fresh.id).toBe(again.body.id);
    expect((await app.rest('GET', `/api/user/export/${old.id}/${old.token}`)).status).toBe(404);
    expect((await app.rest('GET', `/api/user/export/${fresh.id}/${fresh.token}`)).status).toBe(200);
  });

  it('at the expiry the job deletes the file; an account deletion takes it at once', async () => {
    const anna = await personWithMuchData('anna');
    await requestExport(anna.token);
    const link = await mailedLink(anna.email);
    expect((await app.rest('GET', `/api/user/export/${link.id}/${link.token}`)).status).toBe(200);
    // the clock reaches the expiry: the queued job becomes due and the worker runs it
    await app.dataSource.query(`UPDATE data_export SET expires_at = now() WHERE id = $1`, [
      link.id,
    ]);
    await app.dataSource.query(
      `UPDATE graphile_worker._private_jobs SET run_at = now() WHERE key = $1`,
      [`data-export-expiry:${link.id}`],
    );
    await eventually(async () => (await exportRows(anna.id)).length === 0, {
      what: 'the expired export deleted',
    });
    expect((await app.rest('GET', `/api/user/export/${link.id}/${link.token}`)).status).toBe(404);

    const giulia = await personWithMuchData('giulia');
    await requestExport(giulia.token);
    const theirs = await mailedLink(giulia.email, 0);
    expect((await app.rest('DELETE', '/api/user', { token: giulia.token })).status).toBe(200);
    expect(await exportRows(giulia.id)).toEqual([]);
    expect((await app.rest('GET', `/api/user/export/${theirs.id}/${theirs.token}`)).status).toBe(
      404,
    );
  });
});

describe('a large data export while no worker runs', () => {
  // an instance that only enqueues (JOB_CONCURRENCY=0): the export stays queued while we ask
  let idle: TestApp;
  beforeAll(async () => {
    idle = await startTestApp({
      DATA_EXPORT_INLINE_ROWS: String(INLINE_ROWS),
      JOB_CONCURRENCY: '0',
    });
  });
  afterAll(() => idle?.stop());

  it('asked again while building answers the same export; ten at once make one export and one job', async () => {
    const giulia = await person(idle, 'giulia');
    for (let i = 0; i < INLINE_ROWS + 1; i++) await buildNotification(idle, { userId: giulia.id });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        idle.rest<Queued>('GET', '/api/user/export', { token: giulia.token }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(202));
    const ids = new Set(answers.map((a) => a.body.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const jobs: { n: number }[] = await idle.dataSource.query(
      `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'data-export'`,
    );
    expect(jobs[0].n).toBe(1);
    expect(
      await idle.dataSource.query(`SELECT id, status FROM data_export WHERE user_id = $1`, [
        giulia.id,
      ]),
    ).toEqual([{ id, status: 'queued' }]);

    // the GraphQL twin answers the same export while it is on its way
    const gql = await idle.gql<{
      exportMyData: { status: string; exportId: number | null; data: string | null };
    }>(`mutation { exportMyData { status exportId data } }`, {}, giulia.token);
    expect(gql.data!.exportMyData).toEqual({ status: 'QUEUED', exportId: id, data: null });
    // and a queued export has no link yet
    expect((await idle.rest('GET', `/api/user/export/${id}/${'A'.repeat(43)}`)).status).toBe(404);
  });
});

// issue 31: the link ends with the sessions — "Esci da tutti i dispositivi", a password change
// or a reset — as a stolen or forwarded mail must not outlive them
describe('the mailed link ends with the sessions', () => {
  const FORGOT = `mutation($email: String!) { forgotPassword(input: { email: $email }) { message } }`;
  const RESET = `mutation($token: String!) { resetPassword(input: { token: $token }) { message } }`;

  async function readyLink(key: 'giulia' | 'mario' | 'anna') {
    const someone = await personWithMuchData(key);
    const before = (await app.mails()).filter(
      (m) => m.to === someone.email && m.subject === SUBJECT,
    );
    expect((await requestExport(someone.token)).status).toBe(202);
    const link = await mailedLink(someone.email, before.length);
    const open = () => app.rest('GET', `/api/user/export/${link.id}/${link.token}`);
    expect((await open()).status).toBe(200);
    return { someone, open };
  }

  it('"Esci da tutti i dispositivi"', async () => {
    const { someone, open } = await readyLink('giulia');
    expect((await app.rest('POST', '/api/auth/logout-all', { token: someone.token })).status).toBe(
      200,
    );
    expect(await open()).toMatchObject({
      status: 404,
      body: { key: 'user.export_link_not_valid' },
    });
  });

  it('a password change', async () => {
    const { someone, open } = await readyLink('mario');
    const changed = await app.rest('PUT', '/api/user/change-password', {
      token: someone.token,
      body: { old_password: PASSWORD, new_password: 'Nuova-Password-2026!' },
    });
    expect(changed.status).toBe(200);
    expect((await open()).status).toBe(404);
  });

  it('a password reset', async () => {
    const { someone, open } = await readyLink('anna');
    await app.gql(FORGOT, { email: someone.email });
    const token = linkToken(
      await app.waitForMail(someone.email, 'Recupero password'),
      'confirm-forget-password',
    );
    expect((await app.gql(RESET, { token })).errors).toBeUndefined();
    expect((await open()).status).toBe(404);
  });

  it('and a logout of one device leaves it working', async () => {
    const { someone, open } = await readyLink('giulia');
    expect((await app.rest('POST', '/api/auth/logout', { token: someone.token })).status).toBe(200);
    expect((await open()).status).toBe(200);
  });
});

describe('asking too often', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ RATE_LIMIT_DATA_EXPORT_USER_POINTS: '2' });
  });
  afterAll(() => limited?.stop());

  it('each export builds the whole file: a person may ask DATA_EXPORT_USER times, then 429; others still can', async () => {
    const giulia = await person(limited, 'giulia');
    const mario = await person(limited, 'mario');
    const ask = (token: string) =>
      limited.rest<{ key?: string }>('GET', '/api/user/export', { token });
    expect((await ask(giulia.token)).status).toBe(200);
    expect((await ask(giulia.token)).status).toBe(200);
    const third = await ask(giulia.token);
    expect(third.status).toBe(429);
    expect((await ask(mario.token)).status).toBe(200);
  });
});
