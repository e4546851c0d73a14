import type { DataSource, EntityManager } from 'typeorm';
import type { MailMessage } from '../../mail/mailer';
import { JOBS_SCHEMA, MAX_ATTEMPTS } from '../../jobs/enqueue';
import type { Transaction } from '../../platform/domain-events';
import type { Delivered, Live } from '../../platform/live';
import { pushJobsSql } from '../devices/devices.surface';
import { eventVisibleToSql } from '../events/events.policy';
import { MAIL_COLUMN, NOTICE_CATEGORY, type MailCategory, type NoticeKind } from './notice-kinds';
import { renderNoticeMail } from './notice-mail';
import type { NoticeText } from './notice-texts';
import type { OfferLinkTokens } from './offer-link-token';
import type { UnsubscribeTokens } from './unsubscribe-token';

/** One recipient's notice: its text and the shift it names, if any. */
export interface NoticeRow extends NoticeText {
  userId: number;
  shiftId?: number | null;
}

export interface NoticeContext {
  kind: NoticeKind;
  associationId: number | null;
  eventId: number | null;
  /** the question it is about (the administrators' notice of a new question) */
  questionId?: number | null;
  /** the person it is about (the requester, in the administrators' notice of a request) */
  subjectUserId?: number | null;
}

/**
 * Automatic notices (issue 10): one in-app notification per recipient, a push to each of their
 * devices and, when they chose it for the kind's category, a mail — all written in the caller's
 * transaction (transactional outbox), so a refused or rolled-back write notifies nobody and a
 * committed one cannot lose its notices. One statement whatever the number of recipients.
 * A notice about an event reaches only people who may still see it (events.policy), here when it
 * is written and again when its push and mail go out. `tell` (in a processor) also moves the
 * recipients' badges once the write commits.
 */
export class NoticesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly live: Live,
    readonly unsubscribeTokens: UnsubscribeTokens,
    private readonly publicUrl: string,
    /** the waitlist offers' accept/decline links (issue 21) */
    readonly offerLinks: OfferLinkTokens,
  ) {}

  /** In a processor: the notices, and the recipients' badges once the write commits. */
  async tell(tx: Transaction, context: NoticeContext, rows: NoticeRow[]): Promise<void> {
    const delivered = await this.send(tx.em, context, rows);
    if (delivered.ids.length) tx.afterCommit(() => this.live.delivered(delivered));
  }

  /** In a processor: the same notice to everyone `recipientsSql` selects (see sendToAll). */
  async tellAll(
    tx: Transaction,
    context: NoticeContext,
    recipientsSql: string,
    params: unknown[],
    notice: NoticeText & { shiftId?: number | null },
  ): Promise<void> {
    const delivered = await this.sendToAll(tx.em, context, recipientsSql, params, notice);
    if (delivered.ids.length) tx.afterCommit(() => this.live.delivered(delivered));
  }

  /** After a job's own commit (reminders, change notices): the recipients' badges and lists. */
  publish(...delivered: Delivered[]): void {
    this.live.delivered(...delivered);
  }

  /**
   * The notifications, their pushes and their mails in one statement: the jobs read the new
   * rows from the insert's RETURNING (its CTE), not from the table, where the same statement
   * could not see them yet.
   */
  async send(em: EntityManager, context: NoticeContext, rows: NoticeRow[]): Promise<Delivered> {
    if (!rows.length) return { ids: [], userIds: [] };
    const column = MAIL_COLUMN[NOTICE_CATEGORY[context.kind]];
    const inserted: { id: number; user_id: number }[] = await em.query(
      `WITH n AS (
         INSERT INTO notification (user_id, association_id, event_id, question_id, subject_user_id, shift_id, kind, title, body)
         SELECT r.user_id, $1::int, $2::int, $8::int, $9::int, r.shift_id, $3, r.title, r.body
           FROM unnest($4::int[], $5::int[], $6::text[], $7::text[])
                WITH ORDINALITY AS r(user_id, shift_id, title, body, ord)
          -- a notice about an event goes only to people who may still see it
          WHERE NOT EXISTS (SELECT 1 FROM event e
                             WHERE e.id = $2::int AND NOT ${eventVisibleToSql('e', 'r.user_id')})
          ORDER BY r.ord
         RETURNING id, user_id
       ),
       pushes AS (${pushJobsSql('n', '$10::int')}),
       mails AS (${noticeMailJobsSql('n', column, '$11::int')})
       SELECT n.id, n.user_id, (SELECT count(*) FROM pushes) AS pushes,
              (SELECT count(*) FROM mails) AS mails
         FROM n ORDER BY n.id`,
      [
        context.associationId,
        context.eventId,
        context.kind,
        rows.map((r) => r.userId),
        rows.map((r) => r.shiftId ?? null),
        rows.map((r) => r.title),
        rows.map((r) => r.body),
        context.questionId ?? null,
        context.subjectUserId ?? null,
        MAX_ATTEMPTS.push,
        MAX_ATTEMPTS.mail,
      ],
    );
    return { ids: inserted.map((r) => r.id), userIds: inserted.map((r) => r.user_id) };
  }

  /** The same notice to everyone `recipientsSql` selects (a `user_id` column; `$1…` = params). */
  async sendToAll(
    em: EntityManager,
    context: NoticeContext,
    recipientsSql: string,
    params: unknown[],
    notice: NoticeText & { shiftId?: number | null },
  ): Promise<Delivered> {
    const recipients: { user_id: number }[] = await em.query(
      `SELECT DISTINCT r.user_id FROM (${recipientsSql}) r ORDER BY r.user_id`,
      params,
    );
    return this.send(
      em,
      context,
      recipients.map((r) => ({ ...notice, userId: r.user_id })),
    );
  }

  /**
   * A volunteer request was decided, withdrawn or ended (`associationId`), or every request of a
   * person whose account goes (null): every administrator's notice of it is read, in the writer's
   * transaction, and their badges move once it commits.
   */
  async readRequestNotices(
    tx: Transaction,
    associationId: number | null,
    requesterId: number,
  ): Promise<void> {
    // a CTE: TypeORM answers a bare UPDATE … RETURNING with [rows, count]
    const rows: { user_id: number }[] = await tx.em.query(
      `WITH read AS (
         UPDATE notification SET displayed = true
          WHERE kind = 'volunteer_request' AND subject_user_id = $2 AND NOT displayed
            AND ($1::int IS NULL OR association_id = $1)
          RETURNING user_id
       ) SELECT DISTINCT user_id FROM read`,
      [associationId, requesterId],
    );
    if (rows.length) tx.afterCommit(() => this.live.badges(rows.map((r) => r.user_id)));
  }

  /** Whether the person has an unread notice of this kind from the association. */
  async hasUnread(
    em: EntityManager,
    userId: number,
    associationId: number,
    kind: NoticeKind,
  ): Promise<boolean> {
    const rows: unknown[] = await em.query(
      `SELECT 1 FROM notification
        WHERE user_id = $1 AND association_id = $2 AND kind = $3 AND NOT displayed LIMIT 1`,
      [userId, associationId, kind],
    );
    return rows.length > 0;
  }

  /** The mail of one notice, or null when it should not go (the `notice-mail` job). */
  renderMail(notificationId: number): Promise<MailMessage | null> {
    return renderNoticeMail(
      this.dataSource,
      { unsubscribe: this.unsubscribeTokens, offers: this.offerLinks },
      this.publicUrl,
      notificationId,
    );
  }

  /**
   * The unsubscribe link: turns one kind of mail off for the person the signed token names.
   * Returns what was turned off, or null for a token that is not genuine (or a deleted account).
   */
  async unsubscribe(token: string): Promise<MailCategory | null> {
    const named = this.unsubscribeTokens.verify(token);
    if (!named) return null;
    const updated: unknown[] = await this.dataSource.query(
      `UPDATE user_account SET ${MAIL_COLUMN[named.category]} = false WHERE id = $1 RETURNING id`,
      [named.userId],
    );
    return updated.length ? named.category : null;
  }
}

/**
 * A SELECT that queues one `notice-mail` job per new notification (`rows`: a CTE of `id, user_id`)
 * whose recipient wants this kind by mail (`column`) and has a confirmed address (an unconfirmed
 * one may not be theirs); the job key keeps it to one mail per notification.
 */
function noticeMailJobsSql(rows: string, column: string, maxAttempts: string): string {
  return `SELECT * FROM ${JOBS_SCHEMA}.add_jobs(ARRAY(
       SELECT ROW('notice-mail', json_build_object('notificationId', n.id), NULL, NULL,
                  ${maxAttempts}, 'notice-mail:' || n.id, NULL, NULL)::${JOBS_SCHEMA}.job_spec
         FROM ${rows} n JOIN user_account u ON u.id = n.user_id
        WHERE u.${column} AND u.email_confirmed_at IS NOT NULL
        ORDER BY n.id
     ), true)`;
}

declare module '../../platform/services' {
  interface Services {
    /** Automatic notices (in-app, push, mail by choice) written in the writer's transaction. */
    notices: NoticesService;
  }
}
