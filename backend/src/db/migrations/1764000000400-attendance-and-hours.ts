import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 22: check-in by QR code, attendance, hours and verifiable statements (docs/attendance.md).
 *
 * - `user_shift.attendance` (`unknown` | `present` | `absent`), `checked_in_at`, `checked_out_at`:
 *   the attendance of an accepted sign-up, kept on the sign-up itself (one per person and shift).
 * - `attendance_change`: every administrator's change (confirmation, correction) with who made it
 *   and when; the author's id goes NULL when their account is deleted, the change stays.
 * - `hours_statement`: the statements a volunteer downloaded, with the figures at issue time (to
 *   tell later whether the association's records still give the same) and an unguessable token.
 *   A person's attendance and statements go with their account (ON DELETE CASCADE).
 */
export class AttendanceAndHours1764000000400 implements MigrationInterface {
  name = 'AttendanceAndHours1764000000400';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "user_shift"
         ADD "attendance" character varying(7) NOT NULL DEFAULT 'unknown',
         ADD "checked_in_at" TIMESTAMP WITH TIME ZONE,
         ADD "checked_out_at" TIMESTAMP WITH TIME ZONE,
         ADD CONSTRAINT "CHK_user_shift_attendance"
           CHECK ("attendance" IN ('unknown', 'present', 'absent')),
         ADD CONSTRAINT "CHK_user_shift_attendance_times"
           CHECK ("checked_out_at" IS NULL OR ("checked_in_at" IS NOT NULL AND "checked_out_at" >= "checked_in_at"))`,
    );
    // the hours of a person (their own page, statements): only present attendance counts
    await queryRunner.query(
      `CREATE INDEX "IDX_user_shift_present" ON "user_shift" ("user_id", "shift_id")
        WHERE "attendance" = 'present'`,
    );
    await queryRunner.query(
      `CREATE TABLE "attendance_change" (
         "id" SERIAL NOT NULL,
         "user_shift_id" integer NOT NULL REFERENCES "user_shift"("id") ON DELETE CASCADE,
         "by_user_id" integer REFERENCES "user_account"("id") ON DELETE SET NULL,
         "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         "attendance" character varying(7) NOT NULL,
         "checked_in_at" TIMESTAMP WITH TIME ZONE,
         "checked_out_at" TIMESTAMP WITH TIME ZONE,
         CONSTRAINT "PK_attendance_change" PRIMARY KEY ("id")
       )`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_attendance_change_user_shift" ON "attendance_change" ("user_shift_id", "id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "hours_statement" (
         "id" SERIAL NOT NULL,
         "token" character varying(22) NOT NULL,
         "user_id" integer NOT NULL REFERENCES "user_account"("id") ON DELETE CASCADE,
         "association_id" integer NOT NULL REFERENCES "association"("id") ON DELETE CASCADE,
         "period_from" date NOT NULL,
         "period_to" date NOT NULL,
         "total_minutes" integer NOT NULL,
         "shifts" jsonb NOT NULL,
         "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         "revoked_at" TIMESTAMP WITH TIME ZONE,
         "revoked_by" integer REFERENCES "user_account"("id") ON DELETE SET NULL,
         CONSTRAINT "PK_hours_statement" PRIMARY KEY ("id"),
         CONSTRAINT "UQ_hours_statement_token" UNIQUE ("token")
       )`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_hours_statement_user" ON "hours_statement" ("user_id", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_hours_statement_association" ON "hours_statement" ("association_id", "id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "hours_statement"`);
    await queryRunner.query(`DROP TABLE "attendance_change"`);
    await queryRunner.query(`DROP INDEX "IDX_user_shift_present"`);
    await queryRunner.query(
      `ALTER TABLE "user_shift" DROP CONSTRAINT "CHK_user_shift_attendance_times",
         DROP CONSTRAINT "CHK_user_shift_attendance",
         DROP COLUMN "checked_out_at", DROP COLUMN "checked_in_at", DROP COLUMN "attendance"`,
    );
  }
}
