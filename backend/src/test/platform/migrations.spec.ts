import type { DataSource } from 'typeorm';
import { createDataSource } from '../../db/data-source';
import { createDatabase } from '../test-app';

// The migrations alone, on a database of their own: no app beside them, whose background work
// (the job queue, processors) would take locks on the tables being dropped and make the undo
// deadlock (seen once in CI while a test app ran beside it).
let database: Awaited<ReturnType<typeof createDatabase>>;
let ds: DataSource;
beforeAll(async () => {
  database = await createDatabase();
  ds = createDataSource(database.url);
  await ds.initialize();
});
afterAll(async () => {
  await ds.destroy();
  await database.drop();
});

describe('migrations', () => {
  it('apply, undo down to an empty schema and apply again', async () => {
    const applied = (await ds.runMigrations()).length;
    expect(applied).toBe(ds.migrations.length);
    for (let i = 0; i < applied; i++) await ds.undoLastMigration({ transaction: 'all' });
    const tables: { table_name: string }[] = await ds.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`,
    );
    expect(tables).toEqual([]);
    expect((await ds.runMigrations()).length).toBe(applied);
    // the catalog's data migration ran again
    const [{ n }]: { n: number }[] = await ds.query('SELECT count(*)::int AS n FROM event_type');
    expect(n).toBeGreaterThan(0);
  });
});
