import type { RequestViewer } from '../common/policy/viewer';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import type { Live } from './live';
import type { AppPubSub } from './pubsub';

/**
 * What the adapters (GraphQL, REST, jobs) are handed: every service, built once per process by
 * the composition root (services.ts) and shared by all of them. Each domain adds its services
 * from its own service file (declaration merging, as DomainEventMap), so an adapter takes this
 * contract from below it and never imports the composition root:
 *
 *   declare module '../../platform/services' {
 *     interface Services { shifts: ShiftsService }
 *   }
 *
 * Adapters get no data source: they reach the database only through services, loaders and
 * policies.
 */
export interface Services {
  config: Config;
  pubSub: AppPubSub;
  /** The live publishes (platform/live.ts), for the adapters that publish nothing themselves. */
  live: Live;
  /** The viewer of one request: its memberships read once, when first asked. */
  requestViewer(userId: number): RequestViewer;
  /** Resolves when the database answers (`/healthz`); rejects while it is down. */
  ping(): Promise<void>;
  /** Used by the mail jobs only: requests queue mail (jobs/queue.ts), they never send it. */
  mailer: Mailer;
}
