import { loadConfig } from './config';
import { logger } from './common/logger';
import { startApp } from './app';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await startApp(config);
  logger.info(
    { url: config.publicUrl, port: config.port },
    `Insieme is running at ${config.publicUrl}`,
  );
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await app.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'Insieme could not start');
  process.exit(1);
});
