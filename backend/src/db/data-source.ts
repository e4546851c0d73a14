import { DataSource } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** The TypeORM data source for a PostgreSQL URL; migrations are run by the caller at start. */
export function createDataSource(url: string, options: { poolSize?: number } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'all',
    synchronize: false,
    logging: false,
    poolSize: options.poolSize ?? 10,
    extra: { application_name: 'insieme' },
  });
}
