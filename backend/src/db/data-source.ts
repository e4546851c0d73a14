import type { ClientBase } from 'pg';
import { DataSource, type Logger } from 'typeorm';
import { logger } from '../common/logger';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** The TypeORM data source for a PostgreSQL URL; migrations are run by the caller at start. */
/** Counts statements (tests prove a page costs a bounded number of them). */
class StatementCounter implements Logger {
  constructor(private readonly onQuery: (sql: string, parameters?: unknown[]) => void) {}
  logQuery(query: string, parameters?: unknown[]): void {
    this.onQuery(query, parameters);
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

export function createDataSource(
  url: string,
  options: { poolSize?: number; onQuery?: (sql: string, parameters?: unknown[]) => void } = {},
): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'all',
    synchronize: false,
    logging: options.onQuery ? ['query'] : false,
    ...(options.onQuery ? { logger: new StatementCounter(options.onQuery) } : {}),
    poolSize: options.poolSize ?? 10,
    extra: {
      application_name: 'insieme',
      // Every client of the pool listens for 'error' for its whole life. TypeORM listens only
      // while a query runner holds the client and removes its listener when the first error
      // releases it; a second error of the same dying connection (PostgreSQL killed: the FATAL,
      // then the socket's end) would then be an unhandled 'error' event and end the process,
      // where the app must answer 503 and reconnect (test/platform/lifecycle.spec.ts).
      onConnect: (client: ClientBase) => {
        client.on('error', (error) =>
          logger.warn({ reason: error.message }, 'database connection lost'),
        );
      },
    },
  });
}
