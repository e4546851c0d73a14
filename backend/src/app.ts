import 'reflect-metadata';
import Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { logger } from './common/logger';
import { createDataSource } from './db/data-source';
import { openDatabase } from './db/open-database';
import { seedDemo } from './db/seed-demo';
import { closeRedis, createAppPubSub } from './platform/pubsub';
import { buildAppSchema } from './graphql/schema';
import { createServer, type RunningServer } from './server';
import { createServices, type Services } from './services';
import { installJobQueue, startJobs } from './jobs/queue';

export interface App {
  services: Services;
  /** For tests and tools that inspect the database; adapters never see it. */
  dataSource: DataSource;
  server: RunningServer;
  url: string;
  stop: () => Promise<void>;
}

/** Opens the database (embedded or DATABASE_URL), migrates, seeds, and serves on config.port. */
export async function startApp(
  config: Config,
  options: { dataSource?: DataSource } = {},
): Promise<App> {
  const database = options.dataSource ? undefined : await openDatabase(config);
  const dataSource = options.dataSource ?? createDataSource(database!.url);
  if (!dataSource.isInitialized) await dataSource.initialize();
  const applied = await dataSource.runMigrations();
  if (applied.length) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');

  const redis = config.redisUrl
    ? {
        publish: new Redis(config.redisUrl),
        subscribe: new Redis(config.redisUrl),
        limits: new Redis(config.redisUrl),
      }
    : undefined;
  const pubSub = createAppPubSub(redis);
  const services = createServices(config, dataSource, pubSub, redis?.limits);
  // the job queue's schema must exist before anything (the demo seed too) can enqueue
  const databaseUrl = (database?.url ?? (dataSource.options as { url?: string }).url)!;
  await installJobQueue(databaseUrl);
  if (config.seedDemo) await seedDemo(services, dataSource);

  const schema = await buildAppSchema(pubSub);
  const server = await createServer(services, schema);
  const jobs = await startJobs(databaseUrl, services); // late: a failed start leaves no worker
  // a port in use must fail the start (EADDRINUSE), not leave it waiting forever
  await new Promise<void>((resolve, reject) => {
    server.httpServer.once('error', reject);
    server.httpServer.listen(config.port, config.host, () => {
      server.httpServer.off('error', reject);
      resolve();
    });
  });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  return {
    services,
    dataSource,
    server,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.stop();
      await jobs.stop(); // waits for running jobs, which use the data source
      if (redis) await Promise.all(Object.values(redis).map((client) => closeRedis(client)));
      if (!options.dataSource) await dataSource.destroy();
      await database?.stop();
    },
  };
}
