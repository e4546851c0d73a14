/**
 * Issue 31: a statement stays true, and only true. It counts the shifts recorded present with
 * both times past when it was issued, and verification checks those shifts only (a shift
 * confirmed later the same day never touches it; a change to one of its own does). It freezes
 * the holder and the association's legal data (a rename never shows on /verify), prints them with
 * the 60-hour progress and a signature line, and prints any name as typed. Issuing is limited per
 * person a day; the verification limit never refuses a genuine token.
 */
import { pdfText } from '../pdf-text';
import { startTestApp, type TestApp } from '../test-app';
import { anotherShift, correct, HOUR, MINUTE, present, shiftWorld } from './support';

jest.setTimeout(180_000);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const ago = (ms: number) => new Date(Date.now() - ms);

async function statement(a: TestApp, token: string, query: string) {
  const response = await fetch(`${a.url}/api/user/hours/statement?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes };
}

const tokenIn = (text: string) => {
  const match = /verify\/([A-Za-z0-9_-]{22})/.exec(text);
  if (!match) throw new Error(`no verification address in the PDF:\n${text}`);
  return match[1];
};

const verify = (a: TestApp, token: string) =>
  a.rest<{ name: string; surname: string; total_minutes: number; valid: boolean }>(
    'GET',
    `/api/verify/${token}`,
  );

describe('what a statement covers', () => {
  it('counts only past present shifts; a shift recorded later the same day never touches it, a change to its own does', async () => {
    // a shift this morning, ended two hours ago
    // the same instants for the shift and its times: minutes count within the shift (issue 31)
    const [start, end] = [ago(5 * HOUR), ago(2 * HOUR)];
    const w = await shiftWorld(app, { start, end, volunteers: 1 });
    const [v] = w.volunteers;
    await present(app, v.signUpId, start, end); // 180 minutes
    // a shift under way: checked in, its check-out still ahead (not yet a record of the past)
    const running = await anotherShift(app, w.association.id, ago(HOUR), ago(-HOUR), [v]);
    await present(app, running.signUpIds[0], ago(HOUR), ago(-HOUR));
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
    const issued = await statement(app, v.token, `id_association=${w.association.id}&to=${today}`);
    expect(issued.status).toBe(200);
    const text = await pdfText(issued.bytes);
    expect(text).toMatch(/\(180 minuti\)/);
    const token = tokenIn(text);
    expect((await verify(app, token)).body).toMatchObject({ total_minutes: 180, valid: true });

    // later the same day: the running shift ends and another of the period is confirmed
    await present(app, running.signUpIds[0], ago(HOUR), ago(10 * MINUTE));
    const later = await anotherShift(app, w.association.id, ago(4 * HOUR), ago(3 * HOUR), [v]);
    await present(app, later.signUpIds[0], ago(4 * HOUR), ago(3 * HOUR));
    expect((await verify(app, token)).body).toMatchObject({ total_minutes: 180, valid: true });

    // a correction of one of its own shifts: no longer what the records say
    const fixed = await correct(app, v.signUpId, w.admin.token, {
      status: 'present',
      checked_out_at: ago(3 * HOUR).toISOString(),
    });
    expect(fixed.status).toBe(200);
    expect((await verify(app, token)).body).toMatchObject({ total_minutes: 180, valid: false });
  });
});

describe('what a statement freezes', () => {
  it('the holder and the association as they were; a rename never shows on /verify; the PDF prints them with the 60-hour progress and a signature line', async () => {
    const w = await shiftWorld(app, {
      start: new Date('2026-03-10T08:00:00Z'),
      end: new Date('2026-03-10T12:00:00Z'),
      volunteers: 1,
      associationName: 'Croce Azzurra',
    });
    const [v] = w.volunteers;
    await present(app, v.signUpId, w.shift.startDate, w.shift.endDate); // 240
    const more = await anotherShift(
      app,
      w.association.id,
      new Date('2026-01-20T08:00:00Z'),
      new Date('2026-01-20T10:30:00Z'),
      [v],
    );
    await present(
      app,
      more.signUpIds[0],
      new Date('2026-01-20T08:00:00Z'),
      new Date('2026-01-20T10:30:00Z'),
    ); // 150
    await app.dataSource.query(
      `UPDATE user_account SET name = 'Giulia', surname = 'Neri', fiscal_code = 'NREGLI90E60H501X',
              birth_date = '1990-05-20' WHERE id = $1`,
      [v.id],
    );
    await app.dataSource.query(
      `UPDATE association SET fiscal_code = '97123450589', runts_number = 'RUNTS-12345' WHERE id = $1`,
      [w.association.id],
    );
    const issued = await statement(
      app,
      v.token,
      `id_association=${w.association.id}&from=2026-03-01&to=2026-03-31`,
    );
    const text = await pdfText(issued.bytes);
    expect(text).toContain('Giulia Neri');
    expect(text).toContain('Codice fiscale: NREGLI90E60H501X');
    expect(text).toContain('Data di nascita: 20/05/1990');
    expect(text).toContain('Codice fiscale dell’associazione: 97123450589');
    expect(text).toContain('Numero di iscrizione al RUNTS: RUNTS-12345');
    // the statement covers March (4 h); the progress counts the 12 months ending on 31/03/2026
    expect(text).toContain('6 h di 60 negli ultimi 12 mesi');
    expect(text).toMatch(/dal 01\/04\/2025\s+al 31\/03\/2026/);
    expect(text).toContain('Il legale rappresentante dell’associazione');
    expect(text).toContain('Firma');
    const token = tokenIn(text);

    // the account is renamed, the association's data changes: the statement does not
    await app.dataSource.query(
      `UPDATE user_account SET name = 'Giulietta', surname = 'Bianchi', fiscal_code = NULL WHERE id = $1`,
      [v.id],
    );
    await app.dataSource.query(`UPDATE association SET runts_number = 'ALTRO' WHERE id = $1`, [
      w.association.id,
    ]);
    expect((await verify(app, token)).body).toMatchObject({
      name: 'Giulia',
      surname: 'Neri',
      valid: true,
    });
    const gql = await app.gql<{ hoursStatement: { name: string; surname: string } }>(
      `query($t: String!) { hoursStatement(token: $t) { name surname valid } }`,
      { t: token },
    );
    expect(gql.data!.hoursStatement).toEqual({ name: 'Giulia', surname: 'Neri', valid: true });
    // the lists and the PDF downloaded again: as issued
    const mine = await app.rest<{ id: number; name: string; surname: string }[]>(
      'GET',
      '/api/user/hours/statements',
      { token: v.token },
    );
    expect(mine.body[0]).toMatchObject({ name: 'Giulia', surname: 'Neri' });
    const again = await fetch(`${app.url}/api/hours-statement/${mine.body[0].id}/pdf`, {
      headers: { authorization: `Bearer ${v.token}` },
    });
    const copy = await pdfText(Buffer.from(await again.arrayBuffer()));
    expect(copy).toContain('Giulia Neri');
    expect(copy).toContain('NREGLI90E60H501X');
    expect(copy).toContain('RUNTS-12345');
    expect(copy).not.toContain('Giulietta');
  });
});

describe('names in every script', () => {
  const names: [string, string][] = [
    ['Ștefan', 'Țurcanu'],
    ['Олена', 'Коваль'],
    ['محمد', 'الأحمد'],
    ['秀英', '王'], // family name 王: written 王秀英 (common/pdf/person-name.ts)
    ['अमित', 'शर्मा'],
    ['রহিম', 'উদ্দিন'],
    ['Ελένη', 'Παπαδοπούλου'],
    ['Anna 😀', 'Rossi'],
  ];

  it.each(names)('the statement of %s %s extracts to the name as typed', async (name, surname) => {
    const w = await shiftWorld(app, {
      start: new Date('2026-02-02T08:00:00Z'),
      end: new Date('2026-02-02T10:00:00Z'),
      volunteers: 1,
    });
    const [v] = w.volunteers;
    await present(app, v.signUpId, w.shift.startDate, w.shift.endDate);
    await app.dataSource.query('UPDATE user_account SET name = $2, surname = $3 WHERE id = $1', [
      v.id,
      name,
      surname,
    ]);
    const pdf = await statement(
      app,
      v.token,
      `id_association=${w.association.id}&from=2026-02-01&to=2026-02-28`,
    );
    const text = await pdfText(pdf.bytes);
    const written = /\p{Script=Han}/u.test(name) ? `${surname}${name}` : `${name} ${surname}`;
    expect(text).toContain(`Nome e cognome: ${written}`);
    expect(text).toContain(`Si attesta che ${written} ha svolto`);
  });

  it('a long name wraps within the page, every character of it kept (Chinese breaks anywhere)', async () => {
    const w = await shiftWorld(app, {
      start: new Date('2026-02-03T08:00:00Z'),
      end: new Date('2026-02-03T10:00:00Z'),
      volunteers: 1,
    });
    const [v] = w.volunteers;
    await present(app, v.signUpId, w.shift.startDate, w.shift.endDate);
    // 25 characters each, the longest a name and a surname may be: wider than the page at 11 pt
    const name = '欧阳'.repeat(12) + '娜';
    const surname = 'Wawrzyniak-Wróblewska Mo';
    await app.dataSource.query('UPDATE user_account SET name = $2, surname = $3 WHERE id = $1', [
      v.id,
      name,
      surname,
    ]);
    const pdf = await statement(
      app,
      v.token,
      `id_association=${w.association.id}&from=2026-02-01&to=2026-02-28`,
    );
    const text = await pdfText(pdf.bytes);
    const field = /Nome e cognome: ([^]*?)\nData di nascita/.exec(text)![1];
    expect(field).toContain('\n'); // more than one line
    expect(field.replace(/\s+/g, '')).toBe(`${name}${surname}`.replace(/\s+/g, ''));
  });
});

describe('limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({
      RATE_LIMIT_STATEMENT_ISSUE_USER_POINTS: '2',
      RATE_LIMIT_STATEMENT_VERIFY_IP_POINTS: '2',
    });
  });
  afterAll(() => limited.stop());

  it('STATEMENT_ISSUE_USER: the third statement of the day is 429 (a 404 does not count); others may still issue theirs', async () => {
    const w = await shiftWorld(limited, {
      start: new Date('2026-02-02T08:00:00Z'),
      end: new Date('2026-02-02T10:00:00Z'),
      volunteers: 2,
    });
    const [v, other] = w.volunteers;
    for (const x of w.volunteers)
      await present(limited, x.signUpId, w.shift.startDate, w.shift.endDate);
    const query = `id_association=${w.association.id}&from=2026-02-01&to=2026-02-28`;
    expect(
      (
        await statement(
          limited,
          v.token,
          `id_association=${w.association.id}&from=2025-01-01&to=2025-01-31`,
        )
      ).status,
    ).toBe(404);
    expect((await statement(limited, v.token, query)).status).toBe(200);
    expect((await statement(limited, v.token, query)).status).toBe(200);
    expect((await statement(limited, v.token, query)).status).toBe(429);
    const gql = await limited.gql(
      `mutation($a: Int!) { issueHoursStatement(input: { associationId: $a, from: "2026-02-01", to: "2026-02-28" }) { id } }`,
      { a: w.association.id },
      v.token,
    );
    expect(gql.errors![0].extensions!.code).toBe('TOO_MANY_REQUESTS');
    expect((await statement(limited, other.token, query)).status).toBe(200);
  });

  it('STATEMENT_VERIFY_IP counts unknown tokens only: exhausted by them, a genuine token still answers 200', async () => {
    const w = await shiftWorld(limited, {
      start: new Date('2026-02-05T08:00:00Z'),
      end: new Date('2026-02-05T10:00:00Z'),
      volunteers: 1,
    });
    const [v] = w.volunteers;
    await present(limited, v.signUpId, w.shift.startDate, w.shift.endDate);
    const pdf = await statement(
      limited,
      v.token,
      `id_association=${w.association.id}&from=2026-02-01&to=2026-02-28`,
    );
    const token = tokenIn(await pdfText(pdf.bytes));
    expect((await verify(limited, 'E'.repeat(22))).status).toBe(404);
    expect((await verify(limited, 'F'.repeat(22))).status).toBe(404);
    expect((await verify(limited, 'G'.repeat(22))).status).toBe(429);
    for (let i = 0; i < 3; i++) expect((await verify(limited, token)).status).toBe(200);
    expect((await verify(limited, 'H'.repeat(22))).status).toBe(429);
  });
});
