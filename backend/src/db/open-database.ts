import type { Config } from '../config';
import { startEmbeddedPostgres, type RunningDatabase } from './embedded-postgres';

/** DATABASE_URL when set, the embedded server under DATA_DIR otherwise. */
export async function openDatabase(config: Config): Promise<RunningDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  return startEmbeddedPostgres(config.dataDir, config.embeddedPostgresPort);
}
