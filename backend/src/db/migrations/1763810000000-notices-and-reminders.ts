import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 10: automatic notices and shift reminders.
 * - Each person's choice of which kinds also come by e-mail (in-app and push are always on).
 * - `notification.kind` says which automatic notice a row is (null: sent by an association or
 *   about a question, as before) and `shift_id` the shift it is about (no foreign key: a notice
 *   that a shift was deleted outlives it).
 * - `change_notice_pending`: the state of a shift or event before the first of a burst of edits,
 *   kept until the coalescing window closes (docs/notices.md).
 * - `shift_reminder_sent`: one row per (volunteer, shift, offset) reminded, with the start it was
 *   reminded for, so that a reminder is sent exactly once (docs/reminders.md).
 */
export class NoticesAndReminders1763810000000 implements MigrationInterface {
  name = 'NoticesAndReminders1763810000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "user_account"
         ADD "mail_notices" boolean NOT NULL DEFAULT true,
         ADD "mail_reminders" boolean NOT NULL DEFAULT true,
         ADD "mail_admin_notices" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `ALTER TABLE "notification" ADD "kind" character varying(32), ADD "shift_id" integer`,
    );
    await queryRunner.query(
      `CREATE TABLE "change_notice_pending" (
         "subject" character varying(40) NOT NULL,
         "event_id" integer NOT NULL,
         "shift_id" integer,
         "before" jsonb NOT NULL,
         "due_at" timestamptz NOT NULL,
         CONSTRAINT "PK_change_notice_pending" PRIMARY KEY ("subject"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "shift_reminder_sent" (
         "user_id" integer NOT NULL,
         "shift_id" integer NOT NULL,
         "offset_seconds" integer NOT NULL,
         "shift_start" timestamptz NOT NULL,
         "sent_at" timestamptz NOT NULL DEFAULT now(),
         CONSTRAINT "PK_shift_reminder_sent" PRIMARY KEY ("user_id", "shift_id", "offset_seconds"),
         CONSTRAINT "FK_shift_reminder_sent_user" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE,
         CONSTRAINT "FK_shift_reminder_sent_shift" FOREIGN KEY ("shift_id") REFERENCES "shift"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_shift_reminder_sent_shift" ON "shift_reminder_sent" ("shift_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "shift_reminder_sent"`);
    await queryRunner.query(`DROP TABLE "change_notice_pending"`);
    await queryRunner.query(
      `ALTER TABLE "notification" DROP COLUMN "shift_id", DROP COLUMN "kind"`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_account" DROP COLUMN "mail_admin_notices", DROP COLUMN "mail_reminders", DROP COLUMN "mail_notices"`,
    );
  }
}
