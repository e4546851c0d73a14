import http from 'node:http';
import https from 'node:https';
import type { DataSource, EntityManager } from 'typeorm';
import webPush from 'web-push';
import { logger } from '../../common/logger';
import type { Config } from '../../config';
import type { PushJob } from '../../jobs/enqueue';
import { eventVisibleToSql } from '../events/events.policy';
import {
  checkPushEndpoint,
  pinnedLookup,
  PushEndpointRefused,
  type CheckedEndpoint,
  type Lookup,
} from './push-endpoint-guard';

/** One push: this notification to this device (the `push` job's payload). */
export type { PushJob };

/** What the push service is shown: the service worker turns it into a system notification. */
export interface PushPayload {
  notificationId: number;
  title: string;
  body: string;
  /** the association's logo, a path on the app's origin (absent: the app's icon) */
  icon?: string;
  /** where a click opens the app: a path on the app's origin */
  url: string;
  /** one system notification per in-app notification (a repeat replaces it) */
  tag: string;
}

export type DeliveryOutcome =
  | { kind: 'delivered' }
  /** the notification or the device is gone, the device changed hands, or the notice is about an
   * event its recipient may no longer see: nothing to do */
  | { kind: 'gone' }
  /** already delivered to this device (a retried or duplicated job) */
  | { kind: 'duplicate' }
  /** the push service answered 404/410: the subscription was deleted */
  | { kind: 'expired' }
  /** the endpoint now reaches a refused address (SSRF guard at delivery): not sent */
  | { kind: 'refused'; reason: string }
  /** 429/5xx with Retry-After: queue again not before that many seconds */
  | { kind: 'retry-after'; seconds: number };

/** A push service answer that must be retried (429, 5xx, other refusals) or a network failure. */
export class PushFailed extends Error {
  constructor(
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
    this.name = 'PushFailed';
  }
}

/** A day: long enough for a phone that is off overnight, short enough to stay relevant. */
export const PUSH_TTL_SECONDS = 24 * 3600;
/** RFC 8291 aes128gcm: a 4096-byte record minus the header (86), the tag (16) and the delimiter (1). */
export const MAX_PAYLOAD_BYTES = 3993;
/** Retry-After beyond this is treated as this (and a push older than the TTL is pointless). */
const MAX_RETRY_AFTER_SECONDS = 3600;
/** Retry-After deferrals before the job falls back to graphile-worker's own retries. */
export const MAX_DEFERRALS = 10;
const REQUEST_TIMEOUT_MS = 10_000;

/** The payload as JSON, the body shortened (by characters, never mid-character) to fit. */
export function encodePayload(payload: PushPayload): string {
  let body = payload.body;
  for (;;) {
    const text = JSON.stringify({ ...payload, body });
    if (Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES || body.length === 0) return text;
    const chars = Array.from(body);
    body = `${chars.slice(0, Math.max(0, chars.length - 16)).join('')}…`;
    if (chars.length <= 16) body = '';
  }
}

/** Seconds of a Retry-After header (delta-seconds or an HTTP date); undefined when absent or bad. */
export function retryAfterSeconds(header: string | string[] | undefined, now = Date.now()) {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const seconds = /^\s*\d+\s*$/.test(value) ? Number(value) : (Date.parse(value) - now) / 1000;
  if (!Number.isFinite(seconds)) return undefined;
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(seconds)));
}

export interface PushRow {
  id: number;
  title: string;
  body: string;
  association_id: number | null;
  event_id: number | null;
  question_id: number | null;
  question_user_id: number | null;
  user_id: number;
  device_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  logo_key: string | null;
  delivered: boolean;
}

/**
 * Delivers one push (docs/web-push.md): loads the notification and the device, checks the
 * endpoint again (DNS may have changed since registration), encrypts and sends with VAPID, and
 * records the delivery — all under a per-(notification, device) advisory lock, in one transaction,
 * so two jobs for the same pair never both send and a recorded delivery is never sent again.
 */
export class PushDelivery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Config,
    private readonly lookup?: Lookup,
  ) {}

  /** `signal` aborts the request (graceful shutdown): the job then fails and is retried later. */
  async deliver(job: PushJob, signal?: AbortSignal): Promise<DeliveryOutcome> {
    return this.dataSource.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock($1, $2)', [job.notificationId, job.deviceId]);
      const row = await this.load(em, job);
      if (!row) return { kind: 'gone' };
      if (row.delivered) return { kind: 'duplicate' };

      let checked: CheckedEndpoint;
      try {
        checked = await checkPushEndpoint(
          row.endpoint,
          this.config.allowedPrivateAddresses,
          this.lookup,
        );
      } catch (error) {
        if (!(error instanceof PushEndpointRefused)) throw error; // DNS trouble: retry later
        logger.warn({ deviceId: row.device_id, reason: error.reason }, 'push endpoint refused');
        return { kind: 'refused', reason: error.reason };
      }

      const answer = await this.send(row, checked, signal);
      if (answer.statusCode >= 200 && answer.statusCode < 300) {
        await em.query(
          `INSERT INTO push_delivery (notification_id, device_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING`,
          [row.id, row.device_id],
        );
        return { kind: 'delivered' };
      }
      if (answer.statusCode === 404 || answer.statusCode === 410) {
        // the browser unsubscribed or the subscription expired: forget it (unless re-registered)
        await em.query('DELETE FROM device_subscription WHERE id = $1 AND endpoint = $2', [
          row.device_id,
          row.endpoint,
        ]);
        return { kind: 'expired' };
      }
      const retryable = answer.statusCode === 429 || answer.statusCode >= 500;
      const seconds = retryable ? retryAfterSeconds(answer.retryAfter) : undefined;
      if (seconds !== undefined && (job.deferrals ?? 0) < MAX_DEFERRALS)
        return { kind: 'retry-after', seconds };
      throw new PushFailed(
        `push service answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`,
        answer.statusCode,
      );
    });
  }

  private async load(em: EntityManager, job: PushJob): Promise<PushRow | undefined> {
    // event and question are read through to_jsonb: the columns belong to the notifications domain
    const rows: PushRow[] = await em.query(
      `SELECT n.id, n.title, n.body, n.association_id, n.user_id,
              (to_jsonb(n) ->> 'event_id')::int AS event_id,
              (to_jsonb(n) ->> 'question_id')::int AS question_id,
              q.user_id AS question_user_id,
              d.id AS device_id, d.endpoint, d.p256dh, d.auth, m.key AS logo_key,
              EXISTS (SELECT 1 FROM push_delivery pd
                      WHERE pd.notification_id = n.id AND pd.device_id = d.id) AS delivered
       FROM notification n
       JOIN device_subscription d ON d.id = $2 AND d.user_id = n.user_id
       LEFT JOIN association a ON a.id = n.association_id
       LEFT JOIN media m ON m.id = a.image_id
       LEFT JOIN question q ON q.id = (to_jsonb(n) ->> 'question_id')::int
       WHERE n.id = $1
         -- about an event the recipient may no longer see (they left since it was queued): gone
         AND NOT EXISTS (SELECT 1 FROM event e WHERE e.id = (to_jsonb(n) ->> 'event_id')::int
                            AND NOT ${eventVisibleToSql('e', 'n.user_id')})`,
      [job.notificationId, job.deviceId],
    );
    return rows[0];
  }

  /** The payload of a notification (exported for the docs' example and the tests). */
  static payloadOf(row: PushRow): { payload: PushPayload; urgency: 'normal' | 'high' } {
    // the narrow-screen route of the notifications screen (spec §2)
    const query = new URLSearchParams();
    if (row.event_id) query.set('id_event', String(row.event_id));
    if (row.question_id) query.set('question', String(row.question_id));
    const isAnswer = row.question_id !== null && row.question_user_id === row.user_id;
    const isAdminNotice = row.question_id !== null && !isAnswer && row.association_id !== null;
    if (isAdminNotice) query.set('admin', String(row.association_id));
    const search = query.toString();
    return {
      payload: {
        notificationId: row.id,
        title: row.title,
        body: row.body,
        ...(row.logo_key ? { icon: `/media/${row.logo_key}` } : {}),
        url: `/notifications/${row.id}${search ? `?${search}` : ''}`,
        tag: `notification-${row.id}`,
      },
      urgency: isAnswer ? 'high' : 'normal',
    };
  }

  private send(
    row: PushRow,
    checked: CheckedEndpoint,
    signal?: AbortSignal,
  ): Promise<{ statusCode: number; retryAfter?: string | string[]; body: string }> {
    const { payload, urgency } = PushDelivery.payloadOf(row);
    const details = webPush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      encodePayload(payload),
      {
        TTL: PUSH_TTL_SECONDS,
        urgency,
        contentEncoding: 'aes128gcm',
        vapidDetails: {
          subject: this.config.vapid.subject,
          publicKey: this.config.vapid.publicKey,
          privateKey: this.config.vapid.privateKey,
        },
      },
    );
    const transport = checked.url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = transport.request(
        checked.url,
        {
          method: details.method,
          headers: details.headers as http.OutgoingHttpHeaders,
          // connect to the addresses the guard checked, not to a second DNS answer
          lookup: pinnedLookup(checked.addresses) as unknown as typeof import('node:dns').lookup,
          timeout: REQUEST_TIMEOUT_MS,
          agent: false,
          ...(signal ? { signal } : {}),
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            if (body.length < 1000) body += chunk;
          });
          response.on('end', () =>
            resolve({
              statusCode: response.statusCode ?? 0,
              retryAfter: response.headers['retry-after'],
              body,
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new PushFailed('push service timed out')));
      request.on('error', reject);
      request.end(details.body);
    });
  }
}
