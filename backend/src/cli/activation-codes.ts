import 'reflect-metadata';
import { loadConfig } from '../config';
import { createDataSource } from '../db/data-source';
import { openDatabase } from '../db/open-database';
import { ActivationCodesService } from '../modules/activation-codes/activation-codes.service';

/**
 * `npm run --silent activation-codes -- --count N`: prints N new one-time codes, one a line.
 * Uses the same environment as `npm start`; with the embedded database it connects to the
 * server the running app started, or starts it for the time of the command.
 */
function parseCount(argv: string[]): number {
  const i = argv.indexOf('--count');
  const raw = i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith('--count='))?.slice(8);
  const count = raw === undefined ? 1 : Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 10000) {
    process.stderr.write(
      'Usage: npm run --silent activation-codes -- --count N   (1 ≤ N ≤ 10000)\n',
    );
    process.exit(2);
  }
  return count;
}

async function main(): Promise<void> {
  const count = parseCount(process.argv.slice(2));
  process.env.LOG_LEVEL ??= 'warn';
  const config = loadConfig();
  const database = await openDatabase(config);
  const dataSource = createDataSource(database.url, { poolSize: 2 });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
    const codes = await new ActivationCodesService(dataSource).generate(count);
    process.stdout.write(`${codes.join('\n')}\n`);
  } finally {
    await dataSource.destroy();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
