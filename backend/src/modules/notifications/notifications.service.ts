import type { DataSource, EntityManager } from 'typeorm';
import { notificationSchema } from '@insieme/schema';
import { badInput, notFound } from '../../common/app-error';
import { decodeCursor, encodeCursor, isKeysetPosition } from '../../common/paging/cursor';
import { containsPattern } from '../../common/paging/escape-like';
import { pageOf, pageSize, type ListArgs, type Page } from '../../common/paging/page';
import { authorize } from '../../common/policy/authorize';
import { acceptedRowSql } from '../../common/policy/membership';
import { personOnly, viewerIn, type Viewer } from '../../common/policy/viewer';
import { validateInput } from '../../common/validate';
import type { Delivered, Live } from '../../platform/live';
import { enqueuePushes } from '../devices/devices.surface';
import {
  NOTIFICATION_SELECT,
  SENT_SELECT,
  toNotificationRow,
  type FlatNotificationRow,
  type NotificationRow,
  type SentNotificationRow,
} from './notification-row';
import { NOTIFICATION_ERRORS } from './notifications.errors';
import {
  canReadNotification,
  canSeeSentNotifications,
  canSendNotification,
} from './notifications.policy';

export type { ListArgs } from '../../common/paging/page';

/** A send: recipients by user id (GraphQL) or by e-mail (the REST facade). */
export interface SendNotificationData {
  /** null: the association of `eventId` (the REST facade sends either). */
  associationId: number | null;
  recipientIds?: number[];
  recipientEmails?: string[];
  title: string;
  body?: string | null;
  eventId?: number | null;
}

/** What a transaction inserted: notification ids and their recipients, for the after-commit events. */
export type { Delivered } from '../../platform/live';

/** The keyset position of newest-first lists: `[timestamp as PostgreSQL prints it, id]`. */
export const newestCursor = (row: { sortKey: string; id: number }) =>
  encodeCursor([row.sortKey, row.id]);

/**
 * Inserts one notification per recipient with ONE `INSERT … SELECT` (`recipientsSql` selects a
 * `user_id` column; `$1…` are its `params`, the notification's fields follow them), then queues
 * their pushes in the same transaction (transactional outbox). Shared with the questions domain.
 */
export async function insertNotifications(
  em: EntityManager,
  recipientsSql: string,
  params: unknown[],
  fields: {
    associationId: number | null;
    dispatchId?: number | null;
    eventId?: number | null;
    questionId?: number | null;
    title: string;
    body: string;
  },
): Promise<Delivered> {
  const p = params.length;
  const rows: { id: number; user_id: number }[] = await em.query(
    `INSERT INTO notification (user_id, association_id, dispatch_id, event_id, question_id, title, body)
     SELECT r.user_id, $${p + 1}::int, $${p + 2}::int, $${p + 3}::int, $${p + 4}::int, $${p + 5}, $${p + 6}
       FROM (${recipientsSql}) r
     RETURNING id, user_id`,
    [
      ...params,
      fields.associationId,
      fields.dispatchId ?? null,
      fields.eventId ?? null,
      fields.questionId ?? null,
      fields.title,
      fields.body,
    ],
  );
  const ids = rows.map((r) => r.id);
  if (ids.length) await enqueuePushes(em, ids);
  return { ids, userIds: rows.map((r) => r.user_id) };
}

/** Cuts a title to the column's 50 characters (an association name can be as long). */
export const clipTitle = (title: string) => (title.length > 50 ? `${title.slice(0, 49)}…` : title);

export class NotificationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly live: Live,
  ) {}

  /** The badge: asked by every screen, so plain SQL on the (user_id, displayed) index. */
  async unreadCount(userId: number): Promise<number> {
    const [row]: { n: number }[] = await this.dataSource.query(
      'SELECT count(*)::int AS n FROM notification WHERE user_id = $1 AND NOT displayed',
      [userId],
    );
    return row.n;
  }

  /** Tells every open session of these users that their badge changed. */
  publishUnreadChanged(userIds: number[]): void {
    this.live.badges(userIds);
  }

  /** The caller's notifications, newest first; search over title, body and association name. */
  async list(userId: number, args: ListArgs): Promise<Page<NotificationRow>> {
    const [page, total] = await Promise.all([this.newest(userId, args), this.count(userId, args)]);
    return { ...page, totalCount: total };
  }

  /**
   * The same page without its total: the REST list shows none, and its badge screens ask for it
   * on every screen (one statement fewer).
   */
  async newest(userId: number, args: ListArgs): Promise<Omit<Page<NotificationRow>, 'totalCount'>> {
    const first = pageSize(args.first);
    const { where, params } = this.filter(userId, args.search);
    const after = decodeCursor(args.after, isKeysetPosition);
    if (after) {
      params.push(after[0], after[1]);
      where.push(`(n.created_at, n.id) < ($${params.length - 1}::timestamptz, $${params.length})`);
    }
    params.push(first + 1);
    const flat: FlatNotificationRow[] = await this.dataSource.query(
      `${NOTIFICATION_SELECT} WHERE ${where.join(' AND ')}
       ORDER BY n.created_at DESC, n.id DESC LIMIT $${params.length}`,
      params,
    );
    const { totalCount: _none, ...page } = pageOf(flat.map(toNotificationRow), first, 0, {
      of: newestCursor,
    });
    return page;
  }

  private async count(userId: number, args: ListArgs): Promise<number> {
    const { where, params } = this.filter(userId, args.search);
    const [{ total }]: { total: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM notification n LEFT JOIN association a ON a.id = n.association_id
        WHERE ${where.join(' AND ')}`,
      params,
    );
    return total;
  }

  /** The caller's rows, and the search over title, body and association name. */
  private filter(userId: number, search: string | null | undefined) {
    const where = ['n.user_id = $1'];
    const params: unknown[] = [userId];
    const term = containsPattern(search);
    if (term) {
      params.push(term);
      where.push(
        `(n.title ILIKE $${params.length} OR n.body ILIKE $${params.length} OR a.name ILIKE $${params.length})`,
      );
    }
    return { where, params };
  }

  /** One of the caller's notifications; null when it is missing or someone else's. */
  async get(userId: number, notificationId: number): Promise<NotificationRow | null> {
    const row = await this.find(notificationId);
    if (!row || !canReadNotification(personOnly(userId), row)) return null;
    return row;
  }

  /**
   * Marks one of the caller's notifications displayed (again: no change); 404 otherwise, and
   * when `associationId` is given and the notification is another association's (it is then
   * not marked).
   */
  async markDisplayed(
    userId: number,
    notificationId: number,
    { associationId }: { associationId?: number | null } = {},
  ): Promise<NotificationRow> {
    const row = await this.find(notificationId);
    if (!row) throw notFound(NOTIFICATION_ERRORS.notFound);
    authorize(personOnly(userId), canReadNotification, row, () =>
      notFound(NOTIFICATION_ERRORS.notFound),
    );
    if (associationId != null && row.associationId !== associationId)
      throw notFound(NOTIFICATION_ERRORS.notFound);
    if (!row.displayed) {
      const changed: unknown[] = await this.dataSource.query(
        'UPDATE notification SET displayed = true WHERE id = $1 AND NOT displayed RETURNING id',
        [notificationId],
      );
      row.displayed = true;
      if (changed.length) this.publishUnreadChanged([userId]);
    }
    return row;
  }

  /**
   * "Segna tutte come lette": every unread notification of the caller, in one statement; the
   * badge moves (live) when something changed. Returns how many were marked.
   */
  async markAllDisplayed(userId: number): Promise<number> {
    const [{ n }]: { n: number }[] = await this.dataSource.query(
      `WITH marked AS (
         UPDATE notification SET displayed = true WHERE user_id = $1 AND NOT displayed RETURNING 1
       ) SELECT count(*)::int AS n FROM marked`,
      [userId],
    );
    if (n) this.publishUnreadChanged([userId]);
    return n;
  }

  /**
   * An administrator's send: to the given people who are accepted volunteers of the association
   * (the others are skipped; nobody left is `void_volunteer`). The dispatch and every
   * notification are written by one statement, their pushes queued in the same transaction.
   */
  async send(senderId: number, data: SendNotificationData): Promise<SentNotificationRow> {
    const recipients = data.recipientEmails
      ? await this.usersByEmail(data.recipientEmails)
      : (data.recipientIds ?? []);
    const values = await validateInput<{
      title: string;
      body?: string | null;
      recipients: number[];
      eventId?: number | null;
    }>(notificationSchema, {
      title: data.title,
      body: data.body ?? '',
      recipients,
      forEvent: data.eventId !== undefined && data.eventId !== null,
      eventId: data.eventId ?? undefined,
    });
    const eventId = values.eventId ?? null;
    const associationId = data.associationId ?? (await this.associationOfEvent(eventId));
    const body = values.body ?? '';
    const { sent, delivered } = await this.dataSource.transaction(async (em) => {
      authorize(await viewerIn(em, senderId, associationId), canSendNotification, associationId);
      if (eventId !== null) {
        const own: unknown[] = await em.query(
          'SELECT 1 FROM event WHERE id = $1 AND association_id = $2',
          [eventId, associationId],
        );
        if (!own.length) throw badInput(NOTIFICATION_ERRORS.unknownEvent, { field: 'eventId' });
      }
      const rows: { dispatch_id: number; id: number; user_id: number }[] = await em.query(
        `WITH d AS (
             INSERT INTO notification_dispatch (association_id, sender_id, event_id, title, body)
             VALUES ($1, $2, $3, $4, $5) RETURNING id
           ), n AS (
             INSERT INTO notification (user_id, association_id, dispatch_id, event_id, title, body)
             SELECT um.user_id, $1::int, d.id, $3::int, $4, $5
               FROM d, user_association um
              WHERE um.association_id = $1 AND ${acceptedRowSql('volunteer', 'um')}
                AND um.user_id = ANY($6::int[])
             RETURNING id, user_id, dispatch_id
           )
           SELECT n.dispatch_id, n.id, n.user_id FROM n ORDER BY n.id`,
        [associationId, senderId, eventId, values.title, body, values.recipients],
      );
      if (!rows.length) throw badInput(NOTIFICATION_ERRORS.noRecipients, { field: 'recipients' });
      const delivered = { ids: rows.map((r) => r.id), userIds: rows.map((r) => r.user_id) };
      await enqueuePushes(em, delivered.ids);
      const [sent]: SentNotificationRow[] = await em.query(`${SENT_SELECT} WHERE d.id = $1`, [
        rows[0].dispatch_id,
      ]);
      return { sent, delivered };
    });
    this.live.delivered(delivered);
    return sent;
  }

  /** What the association sent, newest first; search over title and body. Administrators only. */
  async sent(
    viewer: Viewer,
    associationId: number,
    args: ListArgs,
  ): Promise<Page<SentNotificationRow>> {
    authorize(viewer, canSeeSentNotifications, associationId);
    const first = pageSize(args.first);
    const where = ['d.association_id = $1'];
    const params: unknown[] = [associationId];
    const term = containsPattern(args.search);
    if (term) {
      params.push(term);
      where.push(`(d.title ILIKE $${params.length} OR d.body ILIKE $${params.length})`);
    }
    const countParams = [...params];
    const countWhere = [...where];
    const after = decodeCursor(args.after, isKeysetPosition);
    if (after) {
      params.push(after[0], after[1]);
      where.push(`(d.sent_at, d.id) < ($${params.length - 1}::timestamptz, $${params.length})`);
    }
    params.push(first + 1);
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `${SENT_SELECT} WHERE ${where.join(' AND ')} ORDER BY d.sent_at DESC, d.id DESC LIMIT $${params.length}`,
        params,
      ) as Promise<SentNotificationRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM notification_dispatch d WHERE ${countWhere.join(' AND ')}`,
        countParams,
      ) as Promise<{ total: number }[]>,
    ]);
    return pageOf(rows, first, total, { of: newestCursor });
  }

  private async find(notificationId: number): Promise<NotificationRow | null> {
    const [flat]: FlatNotificationRow[] = await this.dataSource.query(
      `${NOTIFICATION_SELECT} WHERE n.id = $1`,
      [notificationId],
    );
    return flat ? toNotificationRow(flat) : null;
  }

  /** The association of the event a REST send names instead of the association. */
  private async associationOfEvent(eventId: number | null): Promise<number> {
    if (eventId === null) throw badInput('validation.mandatory', { field: 'id_association' });
    const rows: { association_id: number }[] = await this.dataSource.query(
      'SELECT association_id FROM event WHERE id = $1',
      [eventId],
    );
    if (!rows.length) throw badInput(NOTIFICATION_ERRORS.unknownEvent, { field: 'eventId' });
    return rows[0].association_id;
  }

  /** The REST facade names recipients by e-mail: unknown addresses are skipped. */
  private async usersByEmail(emails: string[]): Promise<number[]> {
    if (!emails.length) return [];
    const rows: { id: number }[] = await this.dataSource.query(
      'SELECT id FROM user_account WHERE lower(email) = ANY($1::text[])',
      [emails.map((e) => e.trim().toLowerCase())],
    );
    return rows.map((r) => r.id);
  }
}

declare module '../../platform/services' {
  interface Services {
    notifications: NotificationsService;
  }
}
