import fs from 'node:fs';

export default async function globalTeardown() {
  const pg = globalThis.__INSIEME_PG__;
  if (!pg) return;
  await pg.stop();
  fs.rmSync(pg.dir, { recursive: true, force: true });
}
