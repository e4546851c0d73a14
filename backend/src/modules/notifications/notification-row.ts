import type { QuestionRow } from '../questions/question-row';

/**
 * One SELECT of a notification with its association, event and question, and the row it returns.
 * Both presenters (GraphQL type, REST body) build from it.
 */
export interface NotificationRow {
  id: number;
  userId: number;
  title: string;
  body: string;
  sentAt: Date;
  displayed: boolean;
  associationId: number | null;
  associationName: string | null;
  associationAddress: string | null;
  associationImageId: number | null;
  eventId: number | null;
  eventName: string | null;
  questionId: number | null;
  /** the automatic notice it is (notices/notice-kinds.ts); null when sent by an association */
  kind: string | null;
  /** the shift it is about (automatic notices) */
  shiftId: number | null;
  /**
   * For a `waitlist_offer` notice: what became of the offer (issue 31) — still open, accepted,
   * declined (answered no, or the person left the queue) or expired; null for any other notice.
   */
  offerState: 'open' | 'accepted' | 'declined' | 'expired' | null;
  /** the question it is about (the administrators' notice, the asker's answer) */
  question: QuestionRow | null;
  /** `created_at` as PostgreSQL prints it (full precision), for keyset cursors. */
  sortKey: string;
}

/** The flat row of NOTIFICATION_SELECT; `toNotificationRow` nests the question. */
export type FlatNotificationRow = Omit<NotificationRow, 'question'> & {
  [K in keyof QuestionRow as `q_${K}`]: QuestionRow[K] | null;
};

export const NOTIFICATION_SELECT = `SELECT n.id, n.user_id AS "userId", n.title, n.body, n.created_at AS "sentAt",
       n.displayed, n.association_id AS "associationId", a.name AS "associationName",
       a.address AS "associationAddress", a.image_id AS "associationImageId",
       n.event_id AS "eventId", e.name AS "eventName", n.question_id AS "questionId",
       n.kind, n.shift_id AS "shiftId",
       CASE WHEN n.kind = 'waitlist_offer' THEN
         CASE WHEN EXISTS (SELECT 1 FROM waitlist_entry w
                            WHERE w.shift_id = n.shift_id AND w.user_id = n.user_id
                              AND w.offer_expires_at > now()) THEN 'open'
              WHEN EXISTS (SELECT 1 FROM user_shift us
                            WHERE us.shift_id = n.shift_id AND us.user_id = n.user_id
                              AND us.from_waitlist AND us.created_at >= n.created_at) THEN 'accepted'
              WHEN EXISTS (SELECT 1 FROM notification x
                            WHERE x.kind = 'waitlist_expired' AND x.user_id = n.user_id
                              AND x.shift_id = n.shift_id AND x.created_at >= n.created_at) THEN 'expired'
              ELSE 'declined' END
       END AS "offerState",
       n.created_at::text AS "sortKey",
       q.id AS "q_id", q.association_id AS "q_associationId", qa.name AS "q_associationName",
       qa.address AS "q_associationAddress", qa.image_id AS "q_associationImageId",
       q.user_id AS "q_userId", q.question AS "q_question", q.asked_at AS "q_askedAt",
       q.displayed AS "q_displayed", q.answer AS "q_answer", q.answered_at AS "q_answeredAt",
       qu.name AS "q_askerName", qu.surname AS "q_askerSurname", qu.image_id AS "q_askerImageId",
       q.asked_at::text AS "q_sortKey"
  FROM notification n
  LEFT JOIN association a ON a.id = n.association_id
  LEFT JOIN event e ON e.id = n.event_id
  LEFT JOIN question q ON q.id = n.question_id
  LEFT JOIN association qa ON qa.id = q.association_id
  LEFT JOIN user_account qu ON qu.id = q.user_id`;

export function toNotificationRow(flat: FlatNotificationRow): NotificationRow {
  const row: Record<string, unknown> = {};
  const question: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    if (key.startsWith('q_')) question[key.slice(2)] = value;
    else row[key] = value;
  }
  row.question = question.id === null || question.id === undefined ? null : question;
  return row as unknown as NotificationRow;
}

/** One send of an association, with how many received it and how many opened it. */
export interface SentNotificationRow {
  id: number;
  associationId: number;
  title: string;
  body: string;
  sentAt: Date;
  eventId: number | null;
  eventName: string | null;
  recipientCount: number;
  openedCount: number;
  sortKey: string;
}

export const SENT_SELECT = `SELECT d.id, d.association_id AS "associationId", d.title, d.body, d.sent_at AS "sentAt",
       d.event_id AS "eventId", e.name AS "eventName",
       (SELECT count(*)::int FROM notification n WHERE n.dispatch_id = d.id) AS "recipientCount",
       (SELECT count(*)::int FROM notification n WHERE n.dispatch_id = d.id AND n.displayed) AS "openedCount",
       d.sent_at::text AS "sortKey"
  FROM notification_dispatch d
  LEFT JOIN event e ON e.id = d.event_id`;
