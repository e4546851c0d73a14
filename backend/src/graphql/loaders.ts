import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { RequestViewer } from '../common/policy/viewer';
import type { LoaderDeps } from '../platform/loader-deps';
import { associationLoaders } from '../modules/associations/associations.loaders';
import { eventLoaders } from '../modules/events/events.loaders';
import { mediaLoaders } from '../modules/media/media.loaders';
import { userLoaders } from '../modules/users/users.loaders';
import { waitlistLoaders } from '../modules/waitlist/waitlist.loaders';
import { attendanceLoaders } from '../modules/attendance/attendance.loaders';

const FACTORIES = {
  ...userLoaders,
  ...associationLoaders,
  ...mediaLoaders,
  ...eventLoaders,
  ...waitlistLoaders,
  ...attendanceLoaders,
};

/** One set of dataloaders per request, so a page costs a bounded number of SQL statements. */
export type Loaders = { readonly [K in keyof typeof FACTORIES]: ReturnType<(typeof FACTORIES)[K]> };

const DEPS = Symbol('loader deps');

/**
 * A request's loaders, each built the first time the request asks for it: a request touches a
 * few of the twenty-odd, and building them all was a measurable share of a small request (issue
 * 20). The getters live on the prototype; the first read of one stores the loader on the object
 * itself, so its own enumerable properties are exactly the loaders built so far.
 */
class LazyLoaders {
  declare readonly [DEPS]: LoaderDeps;
  constructor(deps: LoaderDeps) {
    Object.defineProperty(this, DEPS, { value: deps });
  }
}
for (const [name, make] of Object.entries(FACTORIES) as [
  string,
  (deps: LoaderDeps, loaders: Loaders) => unknown,
][])
  Object.defineProperty(LazyLoaders.prototype, name, {
    get(this: LazyLoaders) {
      const value = make(this[DEPS], this as unknown as Loaders);
      Object.defineProperty(this, name, { value, enumerable: true, configurable: true });
      return value;
    },
  });

export function createLoaders(dataSource: DataSource, viewer: RequestViewer | null): Loaders {
  return new LazyLoaders({ dataSource, viewer }) as unknown as Loaders;
}

/**
 * The same loaders with every cache emptied, as a new object (what is kept per loaders object,
 * such as media-urls.ts's signer, starts afresh too): what a subscription's next event reads with.
 */
export function clearedLoaders(loaders: Loaders): Loaders {
  for (const loader of Object.values(loaders)) if (loader instanceof DataLoader) loader.clearAll();
  const next = Object.create(LazyLoaders.prototype) as LazyLoaders;
  Object.defineProperties(next, Object.getOwnPropertyDescriptors(loaders));
  return next as unknown as Loaders;
}

declare module '../platform/services' {
  interface Services {
    /** Fresh request-scoped dataloaders for this viewer (one set per request or subscription event). */
    loaders(viewer: RequestViewer | null): Loaders;
  }
}
