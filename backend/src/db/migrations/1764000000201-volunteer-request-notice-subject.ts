import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 18: an administrator's "Nuova richiesta volontario" notice stayed unread after the request
 * was decided (by them or another administrator) or withdrawn, inflating the bell. The notice now
 * names the person who asked (`subject_user_id`), so deciding or ending the request marks every
 * administrator's notice of it read; the partial index serves that update.
 *
 * Notices written before carry no person: those whose person (named at the start of the body)
 * has no pending request at the association any more are marked read here.
 */
export class VolunteerRequestNoticeSubject1764000000201 implements MigrationInterface {
  name = 'VolunteerRequestNoticeSubject1764000000201';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "notification" ADD "subject_user_id" integer
         REFERENCES "user_account"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_notification_request_subject" ON "notification" ("association_id", "subject_user_id")
        WHERE "kind" = 'volunteer_request' AND NOT "displayed"`,
    );
    await queryRunner.query(
      `UPDATE "notification" n SET "displayed" = true
        WHERE n."kind" = 'volunteer_request' AND NOT n."displayed"
          AND NOT EXISTS (
            SELECT 1 FROM "user_association" m JOIN "user_account" u ON u."id" = m."user_id"
             WHERE m."association_id" = n."association_id" AND m."status" = 'waiting'
               AND starts_with(n."body", u."name" || ' ' || u."surname" || ' chiede di '))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_notification_request_subject"`);
    await queryRunner.query(`ALTER TABLE "notification" DROP COLUMN "subject_user_id"`);
  }
}
