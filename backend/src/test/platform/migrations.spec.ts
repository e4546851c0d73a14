import { startTestApp, type TestApp } from '../test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('migrations', () => {
  it('undo down to an empty schema and apply again', async () => {
    const ds = app.dataSource;
    const applied = (await ds.query('SELECT count(*)::int AS n FROM migrations'))[0].n as number;
    expect(applied).toBe(ds.migrations.length);
    for (let i = 0; i < applied; i++) await ds.undoLastMigration({ transaction: 'all' });
    const tables: { table_name: string }[] = await ds.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`,
    );
    expect(tables).toEqual([]);
    expect((await ds.runMigrations()).length).toBe(applied);
    expect((await app.services.catalog.eventTypes()).length).toBeGreaterThan(0);
  });
});
