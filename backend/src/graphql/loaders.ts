import type { DataSource } from 'typeorm';
import { createUserLoaders } from '../modules/users/users.loaders';

/** One set of dataloaders per request, so a page costs a bounded number of SQL statements. */
export function createLoaders(dataSource: DataSource) {
  return { ...createUserLoaders(dataSource) };
}

export type Loaders = ReturnType<typeof createLoaders>;
