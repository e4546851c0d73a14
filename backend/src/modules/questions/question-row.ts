/**
 * One SELECT of a question with its association and asker, and the row it returns (the column
 * aliases are the interface's fields). Lists, one question and the question a notification is
 * about are all read through it.
 */
export interface QuestionRow {
  id: number;
  associationId: number;
  associationName: string;
  associationAddress: string;
  associationImageId: number | null;
  userId: number;
  question: string;
  askedAt: Date;
  displayed: boolean;
  answer: string | null;
  answeredAt: Date | null;
  askerName: string;
  askerSurname: string;
  askerImageId: number | null;
  /** `asked_at` as PostgreSQL prints it (full precision), for keyset cursors. */
  sortKey: string;
}

/** FROM question q JOIN association a, user_account u: add WHERE / ORDER BY. */
export const QUESTION_SELECT = `SELECT q.id, q.association_id AS "associationId", a.name AS "associationName",
       a.address AS "associationAddress", a.image_id AS "associationImageId", q.user_id AS "userId",
       q.question, q.asked_at AS "askedAt", q.displayed, q.answer, q.answered_at AS "answeredAt",
       u.name AS "askerName", u.surname AS "askerSurname", u.image_id AS "askerImageId",
       q.asked_at::text AS "sortKey"
  FROM question q
  JOIN association a ON a.id = q.association_id
  JOIN user_account u ON u.id = q.user_id`;
