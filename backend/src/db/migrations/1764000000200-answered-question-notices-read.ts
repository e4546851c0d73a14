import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 18: answering a question now marks its "Nuova domanda" notices read for every
 * administrator. Questions answered before this kept those notices unread, inflating the bell:
 * they are marked read here. A notice was written when the question was asked, before its answer;
 * the asker's own notification of the answer is written with the answer (`created_at` equal to
 * `answered_at`, one transaction) and stays as it is. Nothing to undo: reading is not reverted.
 */
export class AnsweredQuestionNoticesRead1764000000200 implements MigrationInterface {
  name = 'AnsweredQuestionNoticesRead1764000000200';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "notification" n SET "displayed" = true
         FROM "question" q
        WHERE n."question_id" = q."id" AND NOT n."displayed"
          AND q."answered_at" IS NOT NULL AND n."created_at" < q."answered_at"`,
    );
  }

  public async down(): Promise<void> {
    // which notices were unread before is not kept, and reading them again changes nothing
  }
}
