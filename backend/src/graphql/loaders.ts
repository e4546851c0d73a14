import type { DataSource } from 'typeorm';
import { createAssociationLoaders } from '../modules/associations/associations.loaders';
import { createEventLoaders } from '../modules/events/events.loaders';
import { createMediaLoaders } from '../modules/media/media.loaders';
import { createUserLoaders } from '../modules/users/users.loaders';

/** One set of dataloaders per request, so a page costs a bounded number of SQL statements. */
export function createLoaders(dataSource: DataSource, viewerId: number | null) {
  return {
    ...createUserLoaders(dataSource),
    ...createAssociationLoaders(dataSource, viewerId),
    ...createMediaLoaders(dataSource),
    ...createEventLoaders(dataSource, viewerId),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
