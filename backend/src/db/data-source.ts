import { DataSource, type Logger } from 'typeorm';
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
    extra: { application_name: 'insieme' },
  });
}
