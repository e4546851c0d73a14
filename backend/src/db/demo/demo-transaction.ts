import type { DataSource, EntityManager } from 'typeorm';

/**
 * A stand-in DataSource that runs everything on one transaction's EntityManager. Services built on
 * it open their own transactions as SAVEPOINTs inside that one, so the demo goes through the same
 * rules as the app (validation, places, permissions) and still commits or rolls back as a whole:
 * a seed that fails half-way leaves an empty database, which seeds again on the next start.
 *
 * Members the EntityManager has (transaction, query, getRepository, createQueryBuilder…) come from
 * it, `manager` is the EntityManager itself, and anything else — configuration such as `options`
 * read while wiring the services — from the real DataSource.
 */
export function transactionBoundDataSource(dataSource: DataSource, em: EntityManager): DataSource {
  const bound = new Proxy(em, {
    get: (target, key, receiver): unknown => {
      if (key === 'manager') return target;
      if (key in target) return Reflect.get(target, key, receiver);
      return Reflect.get(dataSource, key);
    },
  });
  return bound as unknown as DataSource;
}
