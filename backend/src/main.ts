import { loadConfig } from './config';
import { logger } from './common/logger';
import { startApp, type App } from './app';
import { isDatabaseUnavailable } from './db/database-errors';

/**
 * SIGTERM/SIGINT always end the process: a clean stop (drain requests, close sockets, stop the
 * embedded PostgreSQL) normally takes well under a second; if anything hangs, the process logs
 * it and exits with 1 at this deadline. A second signal exits at once.
 */
const SHUTDOWN_DEADLINE_MS = 4500;

async function main(): Promise<void> {
  const config = loadConfig();
  // set once started; the signal handler reads it before that too
  let app: App | undefined = undefined;
  let stopping = false;

  const stopAndExit = async () => {
    try {
      await app!.stop();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };

  /**
   * Once stopping, a pool that a library is closing without awaiting it (graphile-worker's)
   * may still see its idle connections cut by the database's own shutdown and emit an 'error'
   * with no listener left. That is expected here, not a crash; anything else still is.
   */
  const duringShutdown = (error: Error) => {
    if (isDatabaseUnavailable(error)) {
      logger.debug({ err: error }, 'connection closed during shutdown');
      return;
    }
    logger.fatal({ err: error }, 'uncaught exception during shutdown');
    process.exit(1);
  };

  // installed before anything starts, so a signal during start-up still stops what was started
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    if (!app) {
      // nothing serves yet, nothing to drain: an embedded PostgreSQL we started gets SIGINT on
      // exit (postgres-process.ts) and a migration in progress rolls back with its transaction
      logger.warn({ signal }, 'stopped during start-up');
      process.exit(1);
    }
    logger.info({ signal }, 'shutting down');
    process.on('uncaughtException', duringShutdown);
    setTimeout(() => {
      logger.error(
        { deadlineMs: SHUTDOWN_DEADLINE_MS },
        'shutdown did not finish in time: exiting anyway',
      );
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    void stopAndExit();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  app = await startApp(config);
  logger.info(
    { url: config.publicUrl, port: config.port },
    `Insieme is running at ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  // an embedded PostgreSQL already started gets SIGINT on exit (postgres-process.ts)
  logger.fatal({ err: error }, 'Insieme could not start');
  process.exit(1);
});
