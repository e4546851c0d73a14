/**
 * Issue 22: hours and statements on the real database. A volunteer's hours per association, per
 * month and in total (only present attendance; a shift belongs to the Rome day of its start); the
 * administrators' per-volunteer hours and their CSV as Italian spreadsheets read it; the PDF
 * statement, parsed, whose figures equal the API's; the public verification (valid, then not
 * after a correction; revoked; forged → 404; refused tries limited per address); account deletion
 * taking attendance and statements with it.
 */
import { DateTime } from 'luxon';
import { buildAssociation, buildMembership } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import { pdfText } from '../pdf-text';
import {
  anotherShift,
  correct,
  present,
  shiftWorld,
  storeAttendance,
  stranger,
  type Person,
} from './support';

jest.setTimeout(120_000);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const rome = (wallClock: string) => DateTime.fromISO(wallClock, { zone: 'Europe/Rome' }).toJSDate();
const plus = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);

/** GET as bytes (PDF, CSV). */
async function download(path: string, token?: string) {
  const response = await fetch(`${app.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

interface RestHours {
  from: string;
  to: string;
  total_minutes: number;
  months: { month: string; minutes: number }[];
  associations: {
    id_association: number;
    name: string;
    minutes: number;
    shifts: { id_shift: number; event_name: string; start_datetime: string; minutes: number }[];
  }[];
}

/**
 * Vera volunteers with two associations: "Croce Verde" (A) and "Banco Alimentare" (B); Mario
 * with A only. Present, absent and unknown attendance; shifts around the Rome midnight of 1
 * September (one at 23:30 of 31 August, one at 00:30 of 1 September); one older than 12 months.
 */
async function hoursWorld() {
  const a = await shiftWorld(app, {
    start: rome('2026-09-10T09:00'),
    end: rome('2026-09-10T12:00'),
    volunteers: 2,
    associationName: 'Croce Verde',
    eventName: 'Mercatino di settembre',
  });
  const [veraRow, marioRow] = a.volunteers;
  await app.dataSource.query(`UPDATE user_account SET name = $2, surname = $3 WHERE id = $1`, [
    veraRow.id,
    'Vera',
    'Bianchi',
  ]);
  await app.dataSource.query(`UPDATE user_account SET name = $2, surname = $3 WHERE id = $1`, [
    marioRow.id,
    'Mario',
    'Rossi',
  ]);
  const vera: Person = veraRow;
  const mario: Person = marioRow;
  const A = a.association.id;
  const s1 = a.shift;
  await present(app, veraRow.signUpId, s1.startDate, s1.endDate); // 180
  await present(app, marioRow.signUpId, s1.startDate, plus(s1.startDate, 150)); // 150

  const at = async (start: string, minutes: number, name: string) => {
    const s = await anotherShift(app, A, rome(start), plus(rome(start), 240), [vera], name);
    if (minutes >= 0) await present(app, s.signUpIds[0], rome(start), plus(rome(start), minutes));
    return s;
  };
  const s2 = await at('2026-10-05T15:00', 90, 'Raccolta di ottobre');
  const s7 = await at('2026-08-31T23:30', 30, 'Notte di fine agosto');
  const s8 = await at('2026-09-01T00:30', 45, 'Alba di settembre');
  await at('2025-06-01T10:00', 60, 'Evento di giugno 2025'); // outside the last 12 months
  const absent = await at('2026-10-10T10:00', -1, 'Assenza');
  await storeAttendance(app, absent.signUpIds[0], {
    attendance: 'absent',
    checkedInAt: rome('2026-10-10T10:00'),
    checkedOutAt: rome('2026-10-10T11:00'),
  });
  const unknown = await at('2026-10-11T10:00', -1, 'Da confermare');
  await storeAttendance(app, unknown.signUpIds[0], {
    checkedInAt: rome('2026-10-11T10:00'),
    checkedOutAt: rome('2026-10-11T11:00'),
  });

  const b = await shiftWorld(app, {
    start: rome('2026-10-20T09:00'),
    end: rome('2026-10-20T13:00'),
    volunteers: 0,
    associationName: 'Banco Alimentare',
    eventName: 'Colletta',
  });
  await buildMembership(app, { userId: vera.id, associationId: b.association.id });
  const s6 = await anotherShift(
    app,
    b.association.id,
    rome('2026-10-20T09:00'),
    rome('2026-10-20T13:00'),
    [vera],
    'Colletta',
  );
  await present(app, s6.signUpIds[0], rome('2026-10-20T09:00'), rome('2026-10-20T11:00')); // 120
  return { a, b, vera, mario, A, B: b.association.id, s1, s2, s6, s7, s8 };
}

let world: Awaited<ReturnType<typeof hoursWorld>>;
beforeAll(async () => {
  world = await hoursWorld();
});

describe("a volunteer's hours", () => {
  it('per association with each shift, per month, in total: present attendance only, by the Rome day of the start', async () => {
    const { vera, A, B } = world;
    const r = await app.rest<RestHours>('GET', '/api/user/hours?from=2026-08-01&to=2026-10-31', {
      token: vera.token,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ from: '2026-08-01', to: '2026-10-31', total_minutes: 465 });
    expect(r.body.months).toEqual([
      { month: '2026-08', minutes: 30 },
      { month: '2026-09', minutes: 225 },
      { month: '2026-10', minutes: 210 },
    ]);
    expect(r.body.associations.map((x) => [x.id_association, x.name, x.minutes])).toEqual([
      [B, 'Banco Alimentare', 120],
      [A, 'Croce Verde', 345],
    ]);
    expect(
      r.body.associations[1].shifts.map((s) => [s.event_name, s.start_datetime, s.minutes]),
    ).toEqual([
      ['Notte di fine agosto', '31/08/2026 23:30', 30],
      ['Alba di settembre', '01/09/2026 00:30', 45],
      ['Mercatino di settembre', '10/09/2026 09:00', 180],
      ['Raccolta di ottobre', '05/10/2026 15:00', 90],
    ]);
    // September in Rome: the shift at 23:30 of 31 August is August's, the one at 00:30 September's
    const september = await app.rest<RestHours>(
      'GET',
      '/api/user/hours?from=2026-09-01&to=2026-09-30',
      { token: vera.token },
    );
    expect(september.body.total_minutes).toBe(225);
    // GraphQL gives the same
    const gql = await app.gql<{
      myHours: {
        totalMinutes: number;
        months: { month: string; minutes: number }[];
        associations: { name: string; minutes: number; shifts: { shiftTitle: string }[] }[];
      };
    }>(
      `query { myHours(from: "2026-08-01", to: "2026-10-31") { from to totalMinutes months { month minutes }
         associations { associationId name minutes shifts { shiftId eventId eventName shiftTitle startDate minutes } } } }`,
      {},
      vera.token,
    );
    expect(gql.data!.myHours.totalMinutes).toBe(465);
    expect(gql.data!.myHours.months).toEqual(r.body.months);
    expect(gql.data!.myHours.associations.map((x) => x.minutes)).toEqual([120, 345]);
  });

  it('by default the last 12 months, every month listed (zeros too); nobody reads another’s hours', async () => {
    const { vera, mario } = world;
    const today = DateTime.now().setZone('Europe/Rome').startOf('day');
    const r = await app.rest<RestHours>('GET', '/api/user/hours', { token: vera.token });
    expect(r.body.from).toBe(today.minus({ months: 12 }).plus({ days: 1 }).toISODate());
    expect(r.body.to).toBe(today.toISODate());
    expect(r.body.months).toHaveLength(13);
    expect(r.body.total_minutes).toBe(465); // June 2025 is out
    // Mario's own page shows his only
    const m = await app.rest<RestHours>('GET', '/api/user/hours', { token: mario.token });
    expect(m.body.total_minutes).toBe(150);
    // there is no way to name another person: the routes take no user
    expect(
      (await app.rest('GET', `/api/user/hours?id_user=${vera.id}`, { token: mario.token })).body,
    ).toMatchObject({ total_minutes: 150 });
  });

  it.each([
    ['from=2026-13-01&to=2026-12-31'],
    ['from=2026-02-30'],
    ['from=2026-10-01&to=2026-09-30'],
    ['from=2020-01-01&to=2026-01-02'],
    ['from=1.1.2026'],
    ['to=2026-1-1'],
  ])('refuses the period %s with 400 (GraphQL BAD_USER_INPUT)', async (query) => {
    const r = await app.rest('GET', `/api/user/hours?${query}`, { token: world.vera.token });
    expect(r).toMatchObject({ status: 400 });
    const params = new URLSearchParams(query);
    const gql = await app.gql(
      `query($f: String, $t: String) { myHours(from: $f, to: $t) { totalMinutes } }`,
      { f: params.get('from'), t: params.get('to') },
      world.vera.token,
    );
    expect(gql.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe("the association's hours", () => {
  it('each volunteer with minutes and shifts, for its administrators only; GraphQL the same', async () => {
    const { a, b, vera, mario, A } = world;
    const r = await app.rest<
      { id_user: number; surname: string; minutes: number; shift_count: number }[]
    >('GET', `/api/association/${A}/hours?from=2026-08-01&to=2026-10-31`, { token: a.admin.token });
    expect(r.body).toEqual([
      { id_user: vera.id, name: 'Vera', surname: 'Bianchi', minutes: 345, shift_count: 4 },
      { id_user: mario.id, name: 'Mario', surname: 'Rossi', minutes: 150, shift_count: 1 },
    ]);
    for (const token of [b.admin.token, vera.token])
      expect((await app.rest('GET', `/api/association/${A}/hours`, { token })).status).toBe(403);
    const gql = await app.gql<{
      associationHours: { totalMinutes: number; volunteers: { minutes: number }[] };
    }>(
      `query($a: Int!) { associationHours(associationId: $a, from: "2026-08-01", to: "2026-10-31") {
         associationId from to totalMinutes volunteers { userId name surname minutes shiftCount } } }`,
      { a: A },
      a.admin.token,
    );
    expect(gql.data!.associationHours.totalMinutes).toBe(495);
    const refused = await app.gql(
      `query($a: Int!) { associationHours(associationId: $a) { totalMinutes } }`,
      { a: A },
      b.admin.token,
    );
    expect(refused.errors![0].extensions!.code).toBe('FORBIDDEN');
  });

  it('as CSV: UTF-8 with BOM, `;`, CRLF, fields quoted, formulas disarmed', async () => {
    const w = await shiftWorld(app, {
      start: rome('2026-07-01T10:00'),
      end: rome('2026-07-01T12:00'),
      volunteers: 2,
      associationName: 'Pro Loco',
    });
    const [x, y] = w.volunteers;
    await app.dataSource.query(`UPDATE user_account SET name = $2, surname = $3 WHERE id = $1`, [
      x.id,
      'Anna; Maria',
      'D\'Annunzio "Nina"',
    ]);
    await app.dataSource.query(`UPDATE user_account SET name = $2, surname = $3 WHERE id = $1`, [
      y.id,
      '=HYPERLINK("http://x")',
      'Zeta',
    ]);
    await present(app, x.signUpId, rome('2026-07-01T10:00'), rome('2026-07-01T11:30'));
    await present(app, y.signUpId, rome('2026-07-01T10:00'), rome('2026-07-01T10:20'));
    const csv = await download(
      `/api/association/${w.association.id}/hours?from=2026-07-01&to=2026-07-31&format=csv`,
      w.admin.token,
    );
    expect(csv.status).toBe(200);
    expect(csv.type).toBe('text/csv; charset=utf-8');
    expect(csv.disposition).toMatch(
      /^attachment; filename="ore-volontari-\d+-2026-07-01-2026-07-31\.csv"$/,
    );
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.bytes.subarray(3).toString('utf8')).toBe(
      'Cognome;Nome;Turni;Minuti;Ore\r\n' +
        '"D\'Annunzio ""Nina""";"Anna; Maria";1;90;1,50\r\n' +
        'Zeta;"\'=HYPERLINK(""http://x"")";1;20;0,33\r\n',
    );
    // the JSON answer by default, the same figures
    const jsonAnswer = await app.rest<{ minutes: number }[]>(
      'GET',
      `/api/association/${w.association.id}/hours?from=2026-07-01&to=2026-07-31`,
      { token: w.admin.token },
    );
    expect(jsonAnswer.body.map((v) => v.minutes)).toEqual([90, 20]);
    expect(
      (
        await app.rest('GET', `/api/association/${w.association.id}/hours?format=xls`, {
          token: w.admin.token,
        })
      ).status,
    ).toBe(400);
  });
});

describe('the statement', () => {
  const issue = (token: string, query: string) =>
    download(`/api/user/hours/statement?${query}`, token);
  const verify = (token: string) =>
    app.rest<{ total_minutes: number; valid: boolean; revoked: boolean; name: string }>(
      'GET',
      `/api/verify/${token}`,
    );
  const tokenIn = (text: string) => {
    const match = /http:\/\/insieme\.test\/verify\/([A-Za-z0-9_-]{22})/.exec(text);
    if (!match) throw new Error(`no verification address in the PDF:\n${text}`);
    return match[1];
  };

  it('the PDF holds the figures of the API; the address verifies it, until the records change or it is revoked', async () => {
    const { vera, a, b, A, s2 } = world;
    const period = 'from=2026-08-01&to=2026-10-31';
    const pdf = await issue(vera.token, `id_association=${A}&${period}`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.bytes);
    const api = await app.rest<RestHours>('GET', `/api/user/hours?${period}`, {
      token: vera.token,
    });
    const ofA = api.body.associations.find((x) => x.id_association === A)!;
    expect(text).toContain('Attestazione delle ore di volontariato');
    expect(text).toContain('Vera Bianchi');
    expect(text).toContain('Croce Verde');
    expect(text).toContain('dal 01/08/2026 al 31/10/2026');
    // the total, in hours and in minutes, equals the API's
    const total = /Totale:\s+(\d+)\s+h\s+(\d{2})\s+min\s+\((\d+)\s+minuti\)/.exec(text)!;
    expect(Number(total[3])).toBe(ofA.minutes);
    expect(Number(total[1]) * 60 + Number(total[2])).toBe(ofA.minutes);
    // each shift with its date and hours, in the order of the API
    for (const s of ofA.shifts) {
      expect(text).toContain(s.event_name);
      expect(text).toContain(s.start_datetime.slice(0, 10));
    }
    const rowHours = [...text.matchAll(/(\d+)\s+h\s+(\d{2})\s+min/g)]
      .map((m) => Number(m[1]) * 60 + Number(m[2]))
      .slice(1); // the first is the total in the opening sentence
    expect(rowHours).toEqual([ofA.minutes, ...ofA.shifts.map((s) => s.minutes)]);
    expect(text).toMatch(
      new RegExp(`Rilasciata il ${DateTime.now().setZone('Europe/Rome').toFormat('dd/LL/yyyy')}`),
    );
    expect(text).not.toContain('Pagina');

    // the address in the PDF: the same figures, valid
    const token = tokenIn(text);
    const verified = await verify(token);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      name: 'Vera',
      surname: 'Bianchi',
      association: 'Croce Verde',
      from: '2026-08-01',
      to: '2026-10-31',
      total_minutes: ofA.minutes,
      revoked: false,
      valid: true,
    });
    const gql = await app.gql<{ hoursStatement: Record<string, unknown> }>(
      `query($t: String!) { hoursStatement(token: $t) { name surname association from to totalMinutes issuedAt revoked valid } }`,
      { t: token },
    );
    expect(gql.data!.hoursStatement).toMatchObject({ totalMinutes: ofA.minutes, valid: true });

    // an administrator corrects one of its shifts: the statement no longer matches the records
    const [{ id: signUp }]: { id: number }[] = await app.dataSource.query(
      'SELECT id FROM user_shift WHERE shift_id = $1 AND user_id = $2',
      [s2.shift.id, vera.id],
    );
    expect(
      (
        await correct(app, signUp, a.admin.token, {
          status: 'present',
          checked_out_at: rome('2026-10-05T16:40').toISOString(),
        })
      ).status,
    ).toBe(200);
    expect((await verify(token)).body).toMatchObject({ total_minutes: ofA.minutes, valid: false });

    // a new statement holds the new figures; revoked by an administrator of A, it no longer holds
    const second = tokenIn(
      await pdfText((await issue(vera.token, `id_association=${A}&${period}`)).bytes),
    );
    expect((await verify(second)).body).toMatchObject({
      total_minutes: ofA.minutes + 10,
      valid: true,
    });
    const mine = await app.rest<
      { id: number; verify_url: string; total_minutes: number; revoked_at: string | null }[]
    >('GET', '/api/user/hours/statements', { token: vera.token });
    expect(mine.body.map((s) => s.verify_url)).toEqual([
      `http://insieme.test/verify/${second}`,
      `http://insieme.test/verify/${token}`,
    ]);
    const secondId = mine.body[0].id;
    for (const who of [b.admin.token, vera.token, world.mario.token])
      expect(
        (await app.rest('POST', `/api/hours-statement/${secondId}/revoke`, { token: who })).status,
      ).toBe(404);
    expect((await verify(second)).body.valid).toBe(true);
    expect(
      (await app.rest('POST', `/api/hours-statement/${secondId}/revoke`, { token: a.admin.token }))
        .status,
    ).toBe(200);
    expect((await verify(second)).body).toMatchObject({ revoked: true, valid: false });
    const list = await app.rest<{ id: number; id_user: number; revoked_at: string | null }[]>(
      'GET',
      `/api/association/${A}/hours/statements`,
      { token: a.admin.token },
    );
    expect(list.body.map((s) => [s.id, s.id_user, s.revoked_at !== null])).toEqual([
      [secondId, vera.id, true],
      [mine.body[1].id, vera.id, false],
    ]);
    expect(
      (await app.rest('GET', `/api/association/${A}/hours/statements`, { token: b.admin.token }))
        .status,
    ).toBe(403);
    // revoking again changes nothing
    const again = await app.gql<{ revokeHoursStatement: { revokedAt: string } }>(
      `mutation($id: Int!) { revokeHoursStatement(input: { statementId: $id }) { id revokedAt } }`,
      { id: secondId },
      a.admin.token,
    );
    expect(new Date(again.data!.revokeHoursStatement.revokedAt).getTime()).toBe(
      new Date(list.body[0].revoked_at!).getTime(),
    );

    // the first PDF again, as it was issued, for its owner only
    const copy = await download(`/api/hours-statement/${mine.body[1].id}/pdf`, vera.token);
    expect(copy.type).toBe('application/pdf');
    expect(tokenIn(await pdfText(copy.bytes))).toBe(token);
    expect(
      (await download(`/api/hours-statement/${mine.body[1].id}/pdf`, a.admin.token)).status,
    ).toBe(404);
  });

  it('a forged or altered address is 404 (GraphQL null); no hours with the association, no statement', async () => {
    const { vera, A, B } = world;
    const pdf = await issue(vera.token, `id_association=${B}&from=2026-10-01&to=2026-10-31`);
    const token = tokenIn(await pdfText(pdf.bytes));
    const altered = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    for (const forged of [altered, 'A'.repeat(22), token.slice(0, 21), `${token}x`, 'a'.repeat(43)])
      expect((await verify(forged)).status).toBe(404);
    const gql = await app.gql<{ hoursStatement: null }>(
      `query($t: String!) { hoursStatement(token: $t) { valid } }`,
      { t: altered },
    );
    expect(gql.data!.hoursStatement).toBeNull();
    // B in September: nothing; an association she never served
    expect(
      (await issue(vera.token, `id_association=${B}&from=2026-09-01&to=2026-09-30`)).status,
    ).toBe(404);
    const nobody = await buildAssociation(app, {});
    expect((await issue(vera.token, `id_association=${nobody.id}`)).status).toBe(404);
    const gqlIssue = await app.gql(
      `mutation($a: Int!) { issueHoursStatement(input: { associationId: $a, from: "2026-09-01", to: "2026-09-30" }) { id } }`,
      { a: B },
      vera.token,
    );
    expect(gqlIssue.errors![0].extensions).toMatchObject({
      code: 'NOT_FOUND',
      key: 'attendance.no_hours',
    });
    const issued = await app.gql<{
      issueHoursStatement: { verifyUrl: string; totalMinutes: number };
    }>(
      `mutation($a: Int!) { issueHoursStatement(input: { associationId: $a, from: "2026-08-01", to: "2026-10-31" }) { id verifyUrl totalMinutes associationName name surname from to issuedAt revokedAt } }`,
      { a: A },
      vera.token,
    );
    expect(issued.data!.issueHoursStatement.verifyUrl).toMatch(
      /^http:\/\/insieme\.test\/verify\/[A-Za-z0-9_-]{22}$/,
    );
  });

  it('runs over a page with page numbers, the total still the sum of its rows', async () => {
    const w = await shiftWorld(app, {
      start: rome('2026-05-01T09:00'),
      end: rome('2026-05-01T10:00'),
      volunteers: 1,
      associationName: 'Molti Turni',
    });
    const [v] = w.volunteers;
    await present(app, v.signUpId, w.shift.startDate, plus(w.shift.startDate, 60));
    for (let day = 2; day <= 50; day++) {
      const start = plus(rome('2026-05-01T09:00'), day * 24 * 60);
      const s = await anotherShift(
        app,
        w.association.id,
        start,
        plus(start, 120),
        [v],
        `Giornata ${day}: un nome che va a capo`,
      );
      await present(app, s.signUpIds[0], start, plus(start, day));
    }
    const pdf = await issue(
      v.token,
      `id_association=${w.association.id}&from=2026-05-01&to=2026-07-31`,
    );
    const text = await pdfText(pdf.bytes);
    const pages = /Pagina 1 di (\d+)/.exec(text);
    expect(Number(pages?.[1])).toBeGreaterThanOrEqual(2);
    expect(text).toContain(`Pagina ${pages![1]} di ${pages![1]}`);
    const expected = 60 + Array.from({ length: 49 }, (_, i) => i + 2).reduce((n, m) => n + m, 0);
    expect(Number(/\((\d+) minuti\)/.exec(text)![1])).toBe(expected);
    const hours = await app.rest<RestHours>(
      'GET',
      '/api/user/hours?from=2026-05-01&to=2026-07-31',
      {
        token: v.token,
      },
    );
    expect(hours.body.total_minutes).toBe(expected);
  });
});

describe('account deletion', () => {
  it("takes the person's attendance, its changes and their statements with it; the address is then 404", async () => {
    const w = await shiftWorld(app, {
      start: rome('2026-06-01T09:00'),
      end: rome('2026-06-01T12:00'),
      volunteers: 1,
    });
    const [v] = w.volunteers;
    await correct(app, v.signUpId, w.admin.token, { status: 'present' });
    const pdf = await download(
      `/api/user/hours/statement?id_association=${w.association.id}&from=2026-06-01&to=2026-06-30`,
      v.token,
    );
    const token = /verify\/([A-Za-z0-9_-]{22})/.exec(await pdfText(pdf.bytes))![1];
    expect((await app.rest('GET', `/api/verify/${token}`)).status).toBe(200);
    expect((await app.rest('DELETE', '/api/user', { token: v.token })).status).toBe(200);
    const counts: { signUps: number; changes: number; statements: number }[] =
      await app.dataSource.query(
        `SELECT (SELECT count(*)::int FROM user_shift WHERE user_id = $1) AS "signUps",
                (SELECT count(*)::int FROM attendance_change WHERE user_shift_id = $2) AS changes,
                (SELECT count(*)::int FROM hours_statement WHERE user_id = $1) AS statements`,
        [v.id, v.signUpId],
      );
    expect(counts).toEqual([{ signUps: 0, changes: 0, statements: 0 }]);
    expect((await app.rest('GET', `/api/verify/${token}`)).status).toBe(404);
    // the administrator's page no longer lists them
    expect(
      (
        await app.rest<unknown[]>('GET', `/api/shift/${w.shift.id}/attendance`, {
          token: w.admin.token,
        })
      ).body,
    ).toEqual([]);
  });
});

describe('refused verification tries, per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ RATE_LIMIT_STATEMENT_VERIFY_IP_POINTS: '3' });
  });
  afterAll(() => limited.stop());

  it('a genuine address does not count; the fourth unknown one in the hour is 429', async () => {
    const w = await shiftWorld(limited, {
      start: rome('2026-06-01T09:00'),
      end: rome('2026-06-01T12:00'),
      volunteers: 1,
    });
    const [v] = w.volunteers;
    await present(limited, v.signUpId, w.shift.startDate, w.shift.endDate);
    const response = await fetch(
      `${limited.url}/api/user/hours/statement?id_association=${w.association.id}&from=2026-06-01&to=2026-06-30`,
      { headers: { authorization: `Bearer ${v.token}` } },
    );
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    const token = /verify\/([A-Za-z0-9_-]{22})/.exec(text)![1];
    for (let i = 0; i < 5; i++)
      expect((await limited.rest('GET', `/api/verify/${token}`)).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await limited.rest('GET', `/api/verify/${'B'.repeat(22)}`)).status).toBe(404);
    const refused = await limited.rest('GET', `/api/verify/${'C'.repeat(22)}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const s = await stranger(limited);
    const gql = await limited.gql(
      `query { hoursStatement(token: "${'D'.repeat(22)}") { valid } }`,
      {},
      s.token,
    );
    expect(gql.errors![0].extensions!.code).toBe('TOO_MANY_REQUESTS');
  });
});
