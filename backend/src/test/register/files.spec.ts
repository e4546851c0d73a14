import { startTestApp, type TestApp } from '../test-app';
import { pdfText } from '../pdf-text';
import { download, registerApi, registerWorld, romeDay } from './support';

/**
 * The register's files (issue 23): CSV for a spreadsheet in Italian, PDF ready to be signed and
 * time-stamped (numbered pages, the association's data, each entry with its timestamp and hash
 * prefix), and the insured list of a day in both; the PDF is parsed back here.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ JOB_CONCURRENCY: '0' });
});
afterAll(() => app?.stop());

async function filledRegister() {
  const world = await registerWorld(app, 'mario', 'anna', 'luca');
  const { admin, association, people } = world;
  const api = registerApi(app, association.id);
  const [mario, anna, luca] = people;
  // a name a spreadsheet would run as a formula, and one with a separator and quotes
  await app.dataSource.query(
    `UPDATE user_account SET name = '=SUM(A1)', residence = 'Via "Bella"; 3, Milano' WHERE id = $1`,
    [luca.id],
  );
  const m = (
    await api.enter(admin.token, {
      id_user: mario.id,
      section: 'regular',
      start_date: '2025-01-10',
    })
  ).body;
  await api.enter(admin.token, {
    id_user: anna.id,
    section: 'occasional',
    start_date: '2025-01-15',
  });
  await api.end(admin.token, m.id, { end_date: '2025-01-20' });
  await api.enter(admin.token, { id_user: luca.id, section: 'regular', start_date: romeDay(0) });
  const entries = (await api.list(admin.token)).body;
  return { ...world, api, entries };
}

describe('CSV', () => {
  it('the register: UTF-8 with BOM, ";" separated, every entry with its hash, safe for spreadsheets', async () => {
    const { admin, association, entries } = await filledRegister();
    const file = await download(
      app,
      `/api/association/${association.id}/register?format=csv`,
      admin.token,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(
      new RegExp(
        `^attachment; filename="registro-volontari-${association.id}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`,
      ),
    );
    expect([...file.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.body.toString('utf8').slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0].split(';')).toEqual([
      'Voce n.',
      'Tipo',
      'Cognome',
      'Nome',
      'Codice fiscale',
      'Luogo di nascita',
      'Data di nascita',
      'Residenza',
      'Domicilio',
      'Sezione',
      'Data di iscrizione',
      'Data di cancellazione',
      'Fonte dei dati',
      'Sostituisce la voce n.',
      'Registrata il',
      'Registrata da',
      'Hash SHA-256',
    ]);
    expect(lines).toHaveLength(1 + entries.length);
    expect(lines[1].split(';')).toEqual([
      '1',
      'Iscrizione',
      'Rossi',
      'Mario',
      'RSSMRA85C15H501R',
      'Roma (RM)',
      '15/03/1985',
      'Via Rossi 1, Milano',
      '',
      'Volontari non occasionali',
      '10/01/2025',
      '',
      "Profilo nell'app",
      '',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/),
      'Paolo Gialli',
      entries[0].hash,
    ]);
    expect(lines[3]).toMatch(
      /^3;Cancellazione;Rossi;Mario;.*;10\/01\/2025;20\/01\/2025;Profilo nell'app;1;/,
    );
    expect(lines[4]).toContain(`;'=SUM(A1);`);
    expect(lines[4]).toContain(';"Via ""Bella""; 3, Milano";');
  });

  it('the insured list of a day: the current entries that cover it', async () => {
    const { admin, association } = await filledRegister();
    const file = await download(
      app,
      `/api/association/${association.id}/register/insured?date=2025-01-20&format=csv`,
      admin.token,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="assicurati-${association.id}-2025-01-20.csv"`,
    );
    const lines = file.body.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Voce n.;Cognome;Nome;Codice fiscale;Luogo di nascita;Data di nascita;Residenza;Domicilio;Sezione;Data di iscrizione;Data di cancellazione;Fonte dei dati',
    );
    // the regular section first, then the occasional one: mario's current entry is the end
    // (n. 3, ended on the 20th: insured that day), then anna
    expect(lines.slice(1).map((l) => l.split(';').slice(0, 3).join(' '))).toEqual([
      '3 Rossi Mario',
      '2 Verdi Anna',
    ]);
  });
});

describe('PDF', () => {
  it('the register: parsed back, with the association, every entry, its timestamp and hash prefix, numbered pages', async () => {
    const { admin, association, entries } = await filledRegister();
    const file = await download(
      app,
      `/api/association/${association.id}/register?format=pdf`,
      admin.token,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(file.body);
    expect(text).toContain('Registro dei volontari');
    expect(text).toContain(`Associazione: Croce Blu Test (n. ${association.id} su Insieme)`);
    expect(text).toContain('Sede: Via Roma 1, Milano, MI');
    // the association has not given them: the head says so rather than leave them out
    expect(text).toContain('Codice fiscale: non indicato');
    expect(text).toContain('Iscrizione RUNTS: non indicata');
    expect(text).toContain('art. 17 del D.Lgs. 117/2017');
    expect(text).toContain(`Registro integro: ${entries.length} voci`);
    expect(text).toContain(entries[entries.length - 1].hash);
    for (const e of entries) {
      expect(text).toContain(`Voce n. ${e.sequence}`);
      expect(text).toContain(`hash ${e.hash.slice(0, 16)}`);
      expect(text).toContain(e.fiscal_code);
    }
    expect(text).toContain('Rossi Mario - codice fiscale RSSMRA85C15H501R');
    expect(text).toContain(
      'iscrizione: 10/01/2025 - cancellazione: 20/01/2025 - sostituisce la voce n. 1',
    );
    expect(text).toMatch(/Registrata il \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} da Paolo Gialli/);
    expect(text).toContain('Pagina 1 di 1');
  });

  it('many entries: every page says "Pagina N di M"', async () => {
    const { admin, association, people } = await registerWorld(app, 'mario');
    const api = registerApi(app, association.id);
    const entry = (
      await api.enter(admin.token, {
        id_user: people[0].id,
        section: 'regular',
        start_date: '2020-01-01',
      })
    ).body;
    let current = entry.id;
    for (let i = 0; i < 30; i++)
      current = (await api.correct(admin.token, current, { residence: `Via Nuova ${i}, Milano` }))
        .body.id;
    const file = await download(
      app,
      `/api/association/${association.id}/register?format=pdf`,
      admin.token,
    );
    const text = await pdfText(file.body);
    const pages = [...text.matchAll(/Pagina (\d+) di (\d+)/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    const total = pages[0][1];
    expect(total).toBeGreaterThan(1);
    expect(pages).toEqual(Array.from({ length: total }, (_, i) => [i + 1, total]));
    expect(text).toContain('Voce n. 31');
  });

  it('names print as typed in the register and the insured list (issue 31); no "cancellazione" without an end date', async () => {
    const { admin, association, people } = await registerWorld(app, 'mario', 'anna');
    const api = registerApi(app, association.id);
    const [mario, anna] = people;
    await app.dataSource.query('UPDATE user_account SET name = $2, surname = $3 WHERE id = $1', [
      mario.id,
      'Ștefan',
      'Țurcanu',
    ]);
    await app.dataSource.query('UPDATE user_account SET name = $2, surname = $3 WHERE id = $1', [
      anna.id,
      'محمد',
      'الأحمد',
    ]);
    for (const p of [mario, anna])
      expect(
        (
          await api.enter(admin.token, {
            id_user: p.id,
            section: 'regular',
            start_date: '2025-02-01',
          })
        ).status,
      ).toBe(201);
    for (const path of ['register?format=pdf', 'register/insured?date=2025-02-03&format=pdf']) {
      const file = await download(app, `/api/association/${association.id}/${path}`, admin.token);
      const text = await pdfText(file.body);
      expect(text).toContain('Țurcanu Ștefan - codice fiscale');
      expect(text).toContain('الأحمد محمد - codice fiscale');
      expect(text).toContain('iscrizione: 01/02/2025');
      expect(text).not.toMatch(/cancellazione: -/);
      expect(text).not.toContain('- -');
    }
  });

  it('the insured list of a day, for the insurer', async () => {
    const { admin, association } = await filledRegister();
    const file = await download(
      app,
      `/api/association/${association.id}/register/insured?date=2025-01-11&format=pdf`,
      admin.token,
    );
    expect(file.status).toBe(200);
    const text = await pdfText(file.body);
    expect(text).toContain('Volontari assicurati al 11/01/2025');
    expect(text).toContain('ore 24:00');
    expect(text).toContain('Rossi Mario');
    expect(text).not.toContain('Verdi Anna');
  });

  it('identifies the association by its codice fiscale and RUNTS number, in the register and the insured list', async () => {
    const { admin, association } = await filledRegister();
    await app.dataSource.query(
      `UPDATE association SET fiscal_code = '80012345676', runts_number = 'Rep. 12345' WHERE id = $1`,
      [association.id],
    );
    for (const path of ['register?format=pdf', 'register/insured?date=2025-01-11&format=pdf']) {
      const file = await download(app, `/api/association/${association.id}/${path}`, admin.token);
      expect(file.status).toBe(200);
      const text = await pdfText(file.body);
      expect(text).toContain('Codice fiscale: 80012345676');
      expect(text).toContain('Iscrizione RUNTS: Rep. 12345');
      expect(text).not.toContain('non indicat');
    }
  });

  it('refuses whoever is not an administrator of the association, as the JSON does', async () => {
    const { association, people } = await filledRegister();
    for (const path of [
      'register?format=pdf',
      'register?format=csv',
      'register/insured?date=2025-01-11&format=pdf',
    ])
      expect(
        (await download(app, `/api/association/${association.id}/${path}`, people[0].token)).status,
      ).toBe(403);
  });
});
