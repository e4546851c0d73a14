import type { DataSource } from 'typeorm';
import type { RequestViewer } from '../common/policy/viewer';
import { createAssociationLoaders } from '../modules/associations/associations.loaders';
import { createEventLoaders } from '../modules/events/events.loaders';
import { createMediaLoaders } from '../modules/media/media.loaders';
import { createUserLoaders } from '../modules/users/users.loaders';
import { createWaitlistLoaders } from '../modules/waitlist/waitlist.loaders';

/** One set of dataloaders per request, so a page costs a bounded number of SQL statements. */
export function createLoaders(dataSource: DataSource, viewer: RequestViewer | null) {
  return {
    ...createUserLoaders(dataSource),
    ...createAssociationLoaders(dataSource, viewer?.id ?? null),
    ...createMediaLoaders(dataSource),
    ...createEventLoaders(dataSource, viewer),
    ...createWaitlistLoaders(dataSource, viewer?.id ?? null),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

declare module '../platform/services' {
  interface Services {
    /** Fresh request-scoped dataloaders for this viewer (one set per request or subscription event). */
    loaders(viewer: RequestViewer | null): Loaders;
  }
}
