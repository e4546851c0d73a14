import fs from 'node:fs';
import path from 'node:path';
import { entryHash, entryHashV1 } from '../../modules/register/register-chain';
import { registerRowOf, registerRowSql } from '../../modules/register/register-row';
import { buildMembership } from '../factories';
import { startTestApp, type TestApp } from '../test-app';
import { person, registerApi, registerWorld, type PersonKey } from './support';

/**
 * The register cannot be changed (art. 3 c.2 DM 6 ottobre 2021, art. 2215-bis c.c.): the database
 * refuses UPDATE, DELETE and TRUNCATE of its rows, no code sends them, and a row changed behind
 * the application's back (someone with access to the database, who disables the trigger first)
 * is found by `verify`, which names the first entry that does not hold.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ JOB_CONCURRENCY: '0' });
});
afterAll(() => app?.stop());

/** Runs `sql` as an attacker with database access: the trigger disabled, then enabled again. */
async function behindTheBack(sql: string, params: unknown[] = []): Promise<void> {
  await app.dataSource.transaction(async (em) => {
    await em.query('ALTER TABLE register_entry DISABLE TRIGGER register_entry_append_only');
    await em.query(sql, params);
    await em.query('ALTER TABLE register_entry ENABLE TRIGGER register_entry_append_only');
  });
}

async function threeEntries() {
  const { admin, association, people } = await registerWorld(app, 'mario', 'anna', 'luca');
  const api = registerApi(app, association.id);
  const entries = [];
  for (const p of people)
    entries.push((await api.enter(admin.token, { id_user: p.id, section: 'regular' })).body);
  expect((await api.verify(admin.token)).body).toMatchObject({ valid: true, entries: 3 });
  return { admin, association, api, entries };
}

describe('the database refuses changes to entries', () => {
  it.each([
    ['UPDATE', `UPDATE register_entry SET residence = 'Altrove' WHERE id = $1`],
    ['DELETE', 'DELETE FROM register_entry WHERE id = $1'],
    ['UPDATE of every row', `UPDATE register_entry SET end_date = NULL WHERE $1::int > 0`],
  ])('%s', async (_label, sql) => {
    const { entries, api, admin } = await threeEntries();
    await expect(app.dataSource.query(sql, [entries[1].id])).rejects.toThrow(
      /register_entry is append-only/,
    );
    expect((await api.list(admin.token)).body).toEqual(entries);
  });

  it('TRUNCATE', async () => {
    await threeEntries();
    await expect(app.dataSource.query('TRUNCATE register_entry')).rejects.toThrow(
      /register_entry is append-only: TRUNCATE refused/,
    );
  });

  it('and an association with a register cannot be deleted with it (no cascade)', async () => {
    const { association, api, admin, entries } = await threeEntries();
    await expect(
      app.dataSource.query('DELETE FROM association WHERE id = $1', [association.id]),
    ).rejects.toThrow(/foreign key/);
    expect((await api.list(admin.token)).body).toEqual(entries);
  });
});

describe('verify finds what was changed behind the back of the application', () => {
  it('a field changed: that entry (its hash no longer matches)', async () => {
    const { entries, api, admin, association } = await threeEntries();
    await behindTheBack(`UPDATE register_entry SET start_date = '2020-01-01' WHERE id = $1`, [
      entries[1].id,
    ]);
    expect((await api.verify(admin.token)).body).toEqual({
      valid: false,
      first_broken_entry: entries[1].id,
      first_broken_sequence: 2,
      reason: 'hash',
      entries: 3,
      last_hash: entries[2].hash,
    });
    // the page's GraphQL twin says the same
    const gql = await app.gql<{ registerVerification: Record<string, unknown> }>(
      `query($a: Int!) { registerVerification(associationId: $a) { valid firstBrokenEntry reason } }`,
      { a: association.id },
      admin.token,
    );
    expect(gql.data!.registerVerification).toEqual({
      valid: false,
      firstBrokenEntry: entries[1].id,
      reason: 'HASH',
    });
  });

  it('a field and its hash changed together: the next entry no longer follows it', async () => {
    const { entries, api, admin } = await threeEntries();
    await behindTheBack(
      `UPDATE register_entry SET fiscal_code = 'VRDNNA90E60F205X', hash = repeat('a', 64) WHERE id = $1`,
      [entries[0].id],
    );
    expect((await api.verify(admin.token)).body).toMatchObject({
      valid: false,
      first_broken_entry: entries[0].id,
      reason: 'hash',
    });
  });

  it('an entry deleted: the one after the gap', async () => {
    const { entries, api, admin } = await threeEntries();
    await behindTheBack('DELETE FROM register_entry WHERE id = $1', [entries[1].id]);
    expect((await api.verify(admin.token)).body).toMatchObject({
      valid: false,
      first_broken_entry: entries[2].id,
      reason: 'sequence',
      entries: 2,
    });
  });

  it('the whole chain recomputed from a changed entry on: sealed by the last hash of a signed export', async () => {
    const { entries, api, admin } = await threeEntries();
    const sealed = (await api.verify(admin.token)).body.last_hash;
    // an attacker who knows the algorithm rewrites every hash from the change on: the chain
    // holds, but its last hash is not the one printed on the signed PDF any more
    await behindTheBack(`UPDATE register_entry SET residence = 'Altrove' WHERE id = $1`, [
      entries[0].id,
    ]);
    const raw: Record<string, unknown>[] = await app.dataSource.query(
      `${registerRowSql(app.dataSource)} WHERE r.association_id = (SELECT association_id FROM register_entry WHERE id = $1) ORDER BY r.seq`,
      [entries[0].id],
    );
    let previous = '0'.repeat(64);
    for (const row of raw.map((r) => registerRowOf(app.dataSource, r))) {
      const { supersededBy: _s, hash: _h, ...fields } = row;
      const hash = entryHash({ ...fields, prevHash: previous });
      await behindTheBack('UPDATE register_entry SET prev_hash = $2, hash = $3 WHERE id = $1', [
        row.id,
        previous,
        hash,
      ]);
      previous = hash;
    }
    const check = (await api.verify(admin.token)).body;
    expect(check.valid).toBe(true);
    expect(check.last_hash).not.toBe(sealed);
  });

  // issue 31: the hash covers every digit PostgreSQL stores, microseconds included
  it.each([
    ['0.4 ms later', `recorded_at + interval '400 microseconds'`],
    ['1 µs earlier', `recorded_at - interval '1 microsecond'`],
  ])('its time moved by %s: that entry', async (_label, moved) => {
    const { entries, api, admin } = await threeEntries();
    await behindTheBack(`UPDATE register_entry SET recorded_at = ${moved} WHERE id = $1`, [
      entries[1].id,
    ]);
    expect((await api.verify(admin.token)).body).toMatchObject({
      valid: false,
      first_broken_entry: entries[1].id,
      reason: 'hash',
    });
  });

  it('its source changed (a paper form passed off as the app, or the reverse): that entry', async () => {
    const { entries, api, admin } = await threeEntries();
    await behindTheBack(`UPDATE register_entry SET source = 'paper_form' WHERE id = $1`, [
      entries[2].id,
    ]);
    expect((await api.verify(admin.token)).body).toMatchObject({
      valid: false,
      first_broken_entry: entries[2].id,
      reason: 'hash',
    });
  });
});

describe('entries hashed by version 1 (before issue 31)', () => {
  /** Rewrites the association's chain as version 1 wrote it (a register of before). */
  async function asVersion1(associationId: number): Promise<void> {
    const raw: Record<string, unknown>[] = await app.dataSource.query(
      `${registerRowSql(app.dataSource)} WHERE r.association_id = $1 ORDER BY r.seq`,
      [associationId],
    );
    let previous = '0'.repeat(64);
    for (const row of raw.map((r) => registerRowOf(app.dataSource, r))) {
      const hash = entryHashV1({ ...row, prevHash: previous });
      await behindTheBack('UPDATE register_entry SET prev_hash = $2, hash = $3 WHERE id = $1', [
        row.id,
        previous,
        hash,
      ]);
      previous = hash;
    }
  }

  it('still verify, and a register that goes on after them too', async () => {
    const { entries, api, admin, association } = await threeEntries();
    await asVersion1(association.id);
    expect((await api.verify(admin.token)).body).toMatchObject({ valid: true, entries: 3 });
    // a new entry (version 2) chains onto the last version-1 hash
    const ended = await api.end(admin.token, entries[0].id, {});
    expect(ended.status).toBe(201);
    expect((await api.verify(admin.token)).body).toMatchObject({ valid: true, entries: 4 });
  });

  it('break when their time gains a digit below the millisecond (version 1 never wrote one)', async () => {
    const { entries, api, admin, association } = await threeEntries();
    await asVersion1(association.id);
    await behindTheBack(
      `UPDATE register_entry SET recorded_at = recorded_at + interval '400 microseconds' WHERE id = $1`,
      [entries[0].id],
    );
    expect((await api.verify(admin.token)).body).toMatchObject({
      valid: false,
      first_broken_entry: entries[0].id,
      reason: 'hash',
    });
  });
});

it('entries written at the same time are numbered and chained one after the other', async () => {
  const { admin, association } = await registerWorld(app);
  const keys: PersonKey[] = ['mario', 'anna', 'luca', 'giulia', 'mario', 'anna', 'luca', 'giulia'];
  const people = await Promise.all(keys.map((k) => person(app, k, true, true)));
  for (const p of people)
    await buildMembership(app, { userId: p.id, associationId: association.id });
  const api = registerApi(app, association.id);
  const answers = await Promise.all(
    people.map((p) => api.enter(admin.token, { id_user: p.id, section: 'regular' })),
  );
  expect(answers.map((a) => a.status)).toEqual(people.map(() => 201));
  expect(answers.map((a) => a.body.sequence).sort((a, b) => a - b)).toEqual([
    1, 2, 3, 4, 5, 6, 7, 8,
  ]);
  expect((await api.verify(admin.token)).body).toMatchObject({ valid: true, entries: 8 });
  // and twice the same person at once: one entry, one 409
  const twice = await person(app, 'paolo');
  await buildMembership(app, { userId: twice.id, associationId: association.id });
  const both = await Promise.all(
    [1, 2].map(() => api.enter(admin.token, { id_user: twice.id, section: 'occasional' })),
  );
  expect(both.map((a) => a.status).sort()).toEqual([201, 409]);
});

it('no code of the application updates or deletes register entries', () => {
  const src = path.join(__dirname, '../..');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // the tests tamper on purpose; migrations create (and drop) the table
        if (!['test', 'migrations'].includes(entry.name)) walk(full);
      } else if (/\.ts$/.test(entry.name) && !entry.name.endsWith('.spec.ts')) files.push(full);
    }
  };
  walk(src);
  expect(files.length).toBeGreaterThan(100);
  const forbidden = [
    // SQL, whatever the spacing, quoting or case
    /\b(?:UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+(?:ONLY\s+)?(?:"?public"?\.)?"?register_entry"?\b/i,
    /\bALTER\s+TABLE\s+"?register_entry"?\s+DISABLE\b/i,
    // the ORM: any write through the entity but an insert
    /RegisterEntry\)\s*\.\s*(?:update|delete|save|remove|softDelete|softRemove|upsert|clear)\b/,
    /\.(?:update|delete|softDelete|upsert)\(\s*RegisterEntry\b/,
    /createQueryBuilder\([^)]*\)[\s\S]{0,200}\.(?:update|delete)\(\s*RegisterEntry\b/,
  ];
  const offenders = files.flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return forbidden
      .filter((re) => re.test(text))
      .map((re) => `${path.relative(src, file)}: ${re}`);
  });
  expect(offenders).toEqual([]);
  // and the patterns catch what they are meant to catch
  expect(forbidden[0].test('UPDATE register_entry SET a = 1')).toBe(true);
  expect(forbidden[0].test('delete from "register_entry" where id = 1')).toBe(true);
  expect(forbidden[2].test('em.getRepository(RegisterEntry).update({ id }, {})')).toBe(true);
  expect(forbidden[0].test('INSERT INTO register_entry (id) VALUES (1)')).toBe(false);
});
