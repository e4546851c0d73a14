import type { DataSource, EntityManager } from 'typeorm';
import { answerSchema, questionSchema } from '@insieme/schema';
import { conflict, notFound } from '../../common/app-error';
import { decodeCursor, encodeCursor } from '../../common/paging/cursor';
import { containsPattern } from '../../common/paging/escape-like';
import { pageOf, pageSize, type ListArgs, type Page } from '../../common/paging/page';
import { authorize } from '../../common/policy/authorize';
import { viewerIn, type Viewer } from '../../common/policy/viewer';
import { validateInput } from '../../common/validate';
import type { Transactions } from '../../platform/domain-events';
import type { Live } from '../../platform/live';
import { QUESTION_SELECT, type QuestionRow } from './question-row';
import { QUESTION_ERRORS } from './questions.errors';
import type {} from './questions.events';
import { canAnswerQuestion, canReadQuestions } from './questions.policy';

/** Keyset position of the questions board: `[read, asked_at as PostgreSQL prints it, id]`. */
type BoardPosition = [boolean, string, number];
const isBoardPosition = (v: unknown): v is BoardPosition =>
  Array.isArray(v) &&
  v.length === 3 &&
  typeof v[0] === 'boolean' &&
  typeof v[1] === 'string' &&
  Number.isInteger(v[2]);

export const questionCursor = (row: QuestionRow) =>
  encodeCursor([row.displayed, row.sortKey, row.id]);

/** Questions from a signed-in user to an association; its administrators read and answer them. */
export class QuestionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly live: Live,
  ) {}

  /**
   * Any signed-in user asks; each administrator of the association receives a notification about
   * it (in-app and push, in the same transaction), and the dashboards' counters move.
   */
  async ask(userId: number, associationId: number, text: string): Promise<QuestionRow> {
    const values = await validateInput<{ question: string }>(questionSchema, { question: text });
    const id = await this.transactions.run(async ({ em, record }) => {
      const association: unknown[] = await em.query('SELECT 1 FROM association WHERE id = $1', [
        associationId,
      ]);
      if (!association.length) throw notFound(QUESTION_ERRORS.associationNotFound);
      const [{ id }]: { id: number }[] = await em.query(
        'INSERT INTO question (association_id, user_id, question) VALUES ($1, $2, $3) RETURNING id',
        [associationId, userId, values.question],
      );
      await record({ name: 'QuestionAsked', questionId: id, associationId, text: values.question });
      return id;
    });
    return (await this.find(this.dataSource.manager, id))!;
  }

  /** The association's questions, unread first, then newest; search on the text. Administrators. */
  async list(viewer: Viewer, associationId: number, args: ListArgs): Promise<Page<QuestionRow>> {
    authorize(viewer, canReadQuestions, associationId);
    const first = pageSize(args.first);
    const where = ['q.association_id = $1'];
    const params: unknown[] = [associationId];
    const term = containsPattern(args.search);
    if (term) {
      params.push(term);
      where.push(`q.question ILIKE $${params.length}`);
    }
    const countParams = [...params];
    const countWhere = [...where];
    const after = decodeCursor(args.after, isBoardPosition);
    if (after) {
      params.push(after[0], after[1], after[2]);
      const [d, t, i] = [params.length - 2, params.length - 1, params.length];
      where.push(
        `(q.displayed > $${d} OR (q.displayed = $${d} AND (q.asked_at, q.id) < ($${t}::timestamptz, $${i})))`,
      );
    }
    params.push(first + 1);
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `${QUESTION_SELECT} WHERE ${where.join(' AND ')}
         ORDER BY q.displayed ASC, q.asked_at DESC, q.id DESC LIMIT $${params.length}`,
        params,
      ) as Promise<QuestionRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM question q WHERE ${countWhere.join(' AND ')}`,
        countParams,
      ) as Promise<{ total: number }[]>,
    ]);
    return pageOf(rows, first, total, { of: questionCursor });
  }

  /** One question, for the administrators of its association (403 for others); null when missing. */
  async get(viewer: Viewer, questionId: number): Promise<QuestionRow | null> {
    const row = await this.find(this.dataSource.manager, questionId);
    if (!row) return null;
    authorize(viewer, canAnswerQuestion, row);
    return row;
  }

  /** One question or 404, then 403 for anyone but its association's administrators. */
  async require(viewer: Viewer, questionId: number): Promise<QuestionRow> {
    const row = await this.get(viewer, questionId);
    if (!row) throw notFound(QUESTION_ERRORS.notFound);
    return row;
  }

  /** The REST facade names the association in the path: the question must be one of its own. */
  async requireInAssociation(
    viewer: Viewer,
    associationId: number,
    questionId: number,
  ): Promise<QuestionRow> {
    const row = await this.require(viewer, questionId);
    if (row.associationId !== associationId) throw notFound(QUESTION_ERRORS.notFound);
    return row;
  }

  /** Opening a question marks it read (again: no change); counters move when it changed. */
  async markRead(viewer: Viewer, questionId: number): Promise<QuestionRow> {
    const row = await this.require(viewer, questionId);
    if (!row.displayed) {
      const changed: unknown[] = await this.dataSource.query(
        'UPDATE question SET displayed = true WHERE id = $1 AND NOT displayed RETURNING id',
        [questionId],
      );
      row.displayed = true;
      if (changed.length) this.live.questionsChanged(row.associationId);
    }
    return row;
  }

  /**
   * Answers once (a second answer is 409 `question.already_answered`); the asker receives the
   * answer as a notification (in-app and push), and the administrators' notices of the question
   * are marked read — all in the same transaction; their badges move after commit.
   */
  async answer(userId: number, questionId: number, answer: string): Promise<QuestionRow> {
    const values = await validateInput<{ answer: string }>(answerSchema, { answer });
    return this.transactions.run(async ({ em, record }) => {
      const locked: { association_id: number; answer: string | null; displayed: boolean }[] =
        await em.query(
          'SELECT association_id, answer, displayed FROM question WHERE id = $1 FOR UPDATE',
          [questionId],
        );
      if (!locked.length) throw notFound(QUESTION_ERRORS.notFound);
      const associationId = locked[0].association_id;
      authorize(await viewerIn(em, userId, associationId), canAnswerQuestion, { associationId });
      if (locked[0].answer !== null) throw conflict(QUESTION_ERRORS.alreadyAnswered);
      await em.query(
        `UPDATE question SET answer = $2, answered_at = now(), answered_by_id = $3, displayed = true
          WHERE id = $1`,
        [questionId, values.answer, userId],
      );
      const row = (await this.find(em, questionId))!;
      await record({
        name: 'QuestionAnswered',
        questionId,
        associationId: row.associationId,
        association: row.associationName,
        askerId: row.userId,
        answer: values.answer,
        wasUnread: !locked[0].displayed,
      });
      return row;
    });
  }

  /** Unread questions of the association (the dashboard tile's badge). Administrators only. */
  async unreadCount(viewer: Viewer, associationId: number): Promise<number> {
    authorize(viewer, canReadQuestions, associationId);
    const [{ n }]: { n: number }[] = await this.dataSource.query(
      'SELECT count(*)::int AS n FROM question WHERE association_id = $1 AND NOT displayed',
      [associationId],
    );
    return n;
  }

  private async find(em: EntityManager, questionId: number): Promise<QuestionRow | null> {
    const [row]: QuestionRow[] = await em.query(`${QUESTION_SELECT} WHERE q.id = $1`, [questionId]);
    return row ?? null;
  }
}

declare module '../../platform/services' {
  interface Services {
    questions: QuestionsService;
  }
}
