import type { DataSource, EntityManager } from 'typeorm';
import { badInput } from '../../common/app-error';
import { personOnly } from '../../common/policy/viewer';
import type { Config } from '../../config';
import { DEVICE_ERRORS, MAX_ENDPOINT_LENGTH } from './devices.errors';
import { canManageDevice } from './devices.policy';
import { PushDelivery, type DeliveryOutcome, type PushJob } from './push-delivery';
import {
  checkPushEndpoint,
  PushEndpointRefused,
  PushEndpointUnresolved,
  type Lookup,
} from './push-endpoint-guard';

/** A browser's PushSubscription as it serializes it (`subscription.toJSON()`). */
export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const BASE64 = /^[A-Za-z0-9_\-+/]+={0,2}$/;

/** Bytes of a base64url (or base64) text, or null when it is not one. */
function decode(value: unknown, maxLength: number): Buffer | null {
  if (typeof value !== 'string' || value.length > maxLength || !BASE64.test(value)) return null;
  return Buffer.from(value.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), 'base64url');
}

/** The browsers (Web Push subscriptions) of each user, and what the push switch needs. */
export class DevicesService {
  private readonly delivery: PushDelivery;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Config,
    /** the resolver of the SSRF guard (tests may pass their own) */
    private readonly lookup?: Lookup,
  ) {
    this.delivery = new PushDelivery(dataSource, config, lookup);
  }

  /** Delivers one queued push (the `push` job; docs/web-push.md). */
  deliver(job: PushJob, signal?: AbortSignal): Promise<DeliveryOutcome> {
    return this.delivery.deliver(job, signal);
  }

  /** The VAPID public key the browser subscribes with (applicationServerKey). */
  publicKey(): string {
    return this.config.vapid.publicKey;
  }

  /** MESSAGING_CHANNEL_URL, null when unset. */
  messagingChannelUrl(): string | null {
    return this.config.messagingChannelUrl;
  }

  /**
   * Registers the browser's subscription for the user. An endpoint already registered (by anyone)
   * moves to the caller with the new keys: an endpoint is a capability only its browser holds.
   */
  async register(
    userId: number,
    input: PushSubscriptionInput,
  ): Promise<{ id: number; endpoint: string; registeredAt: Date }> {
    const endpoint = await this.checkedEndpoint(input.endpoint);
    const p256dh = decode(input.keys?.p256dh, 100);
    const auth = decode(input.keys?.auth, 50);
    // an uncompressed P-256 point and the 16-byte secret: anything else cannot be encrypted to
    if (!p256dh || p256dh.length !== 65 || p256dh[0] !== 4)
      throw badInput(DEVICE_ERRORS.keysNotValid, { field: 'keys.p256dh' });
    if (!auth || auth.length !== 16)
      throw badInput(DEVICE_ERRORS.keysNotValid, { field: 'keys.auth' });
    const [row]: { id: number; endpoint: string; created_at: Date }[] = await this.dataSource.query(
      `INSERT INTO device_subscription (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
       ON CONFLICT (endpoint) DO UPDATE
         SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
             created_at = now()
       RETURNING id, endpoint, created_at`,
      [userId, endpoint, p256dh.toString('base64url'), auth.toString('base64url')],
    );
    return { id: row.id, endpoint: row.endpoint, registeredAt: row.created_at };
  }

  /** Whether this endpoint is registered to the caller (another person's browser reads as false). */
  async isRegistered(userId: number, endpoint: string): Promise<boolean> {
    if (typeof endpoint !== 'string' || endpoint.length > MAX_ENDPOINT_LENGTH) return false;
    return canManageDevice(
      personOnly(userId),
      await this.ownerOf(this.dataSource.manager, endpoint),
    );
  }

  /**
   * Removes the caller's subscription with this endpoint; true when one was removed. Another
   * person's subscription is left alone and answers false, like an unknown one (idempotent: the
   * switch may turn off a subscription the push service already made us forget).
   */
  async unregister(userId: number, endpoint: string): Promise<boolean> {
    if (typeof endpoint !== 'string' || endpoint.length > MAX_ENDPOINT_LENGTH) return false;
    return this.dataSource.transaction(async (em) => {
      if (!canManageDevice(personOnly(userId), await this.ownerOf(em, endpoint))) return false;
      const result: [unknown[], number] = await em.query(
        'DELETE FROM device_subscription WHERE endpoint = $1 AND user_id = $2',
        [endpoint, userId],
      );
      return result[1] > 0;
    });
  }

  /** Who the subscription with this endpoint belongs to (null: no such subscription). */
  private async ownerOf(em: EntityManager, endpoint: string): Promise<{ userId: number } | null> {
    const rows: { userId: number }[] = await em.query(
      'SELECT user_id AS "userId" FROM device_subscription WHERE endpoint = $1',
      [endpoint],
    );
    return rows[0] ?? null;
  }

  /** The endpoint, when the SSRF guard lets the server call it; 400 otherwise. */
  private async checkedEndpoint(endpoint: unknown): Promise<string> {
    if (typeof endpoint !== 'string' || !endpoint.trim())
      throw badInput(DEVICE_ERRORS.mandatory, { field: 'endpoint' });
    if (endpoint.length > MAX_ENDPOINT_LENGTH)
      throw badInput(DEVICE_ERRORS.maxLength, {
        field: 'endpoint',
        params: { max: MAX_ENDPOINT_LENGTH },
      });
    try {
      await checkPushEndpoint(endpoint, this.config.allowedPrivateAddresses, this.lookup);
    } catch (error) {
      if (error instanceof PushEndpointRefused || error instanceof PushEndpointUnresolved)
        throw badInput(DEVICE_ERRORS.endpointNotAllowed, { field: 'endpoint' });
      throw error;
    }
    return endpoint;
  }
}

declare module '../../platform/services' {
  interface Services {
    devices: DevicesService;
  }
}
