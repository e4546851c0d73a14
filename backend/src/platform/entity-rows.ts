import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/*
 * Hot reads run as plain SQL on the driver (issue 20), and still hand the resolvers entities.
 * Their columns come from the entity's metadata, not from a list written by hand: a column a
 * later migration adds (a new mail choice, a held place) is read with the rest, never left
 * undefined in the entity a field resolver then computes with.
 */

/** Every column the entity selects by default, as `alias.column AS "prefixproperty"`. */
export function entityColumnsSql(
  dataSource: DataSource,
  entity: EntityTarget<ObjectLiteral>,
  alias: string,
  prefix = '',
): string {
  return dataSource
    .getMetadata(entity)
    .columns.filter((c) => c.isSelect)
    .map((c) =>
      // a `date` column as TypeORM hydrates it: YYYY-MM-DD text, not a Date at local midnight
      c.type === 'date'
        ? `to_char(${alias}.${c.databaseName}, 'YYYY-MM-DD') AS "${prefix}${c.propertyName}"`
        : `${alias}.${c.databaseName} AS "${prefix}${c.propertyName}"`,
    )
    .join(', ');
}

/** The entity of a row read with `entityColumnsSql` (same prefix). */
export function entityOfRow<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: new () => T,
  row: Record<string, unknown>,
  prefix = '',
): T {
  const result = new entity();
  for (const column of dataSource.getMetadata(entity).columns)
    if (column.isSelect) column.setEntityValue(result, row[`${prefix}${column.propertyName}`]);
  return result;
}
