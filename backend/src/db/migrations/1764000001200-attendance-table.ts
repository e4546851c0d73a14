import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32, "one owner per table": attendance leaves the sign-up (`user_shift`, the shifts
 * domain's) for a table of its own, `shift_attendance`, written by the attendance domain only
 * (docs/attendance.md, "Data").
 *
 * - one row per sign-up whose attendance was ever written (a check-in, a check-out, a
 *   confirmation or a correction): `user_shift_id` is its key, `REFERENCES user_shift ON DELETE
 *   RESTRICT`, so a sign-up with attendance cannot be deleted, directly or by the cascade of its
 *   shift, event or association: the history never vanishes with another domain's row. The FK
 *   replaces the trigger `user_shift_keep_attendance` of migration 1764000000800. No row: nothing
 *   recorded (status unknown, no times).
 * - the row itself is deleted by nobody but its person's account deletion (GDPR erasure): a
 *   trigger refuses DELETE and TRUNCATE unless the transaction has set `insieme.erasing_account`
 *   to the id of the sign-up's person (users.service.ts); the attendance domain deletes the rows
 *   first (AccountDeleting), then the cascade takes the sign-ups.
 * - `attendance_change` now references `shift_attendance` (ON DELETE CASCADE): a change is a
 *   change of that record, and goes only with it; it stays append-only (1764000000800).
 *
 * The rows moved are the sign-ups with any attendance data: a status, a time, times typed by an
 * administrator, or a change recorded (a correction back to unknown leaves a change to keep).
 */
export class AttendanceTable1764000001200 implements MigrationInterface {
  name = 'AttendanceTable1764000001200';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "shift_attendance" (
         "user_shift_id" integer NOT NULL,
         "attendance" character varying(7) NOT NULL DEFAULT 'unknown',
         "checked_in_at" TIMESTAMP WITH TIME ZONE,
         "checked_out_at" TIMESTAMP WITH TIME ZONE,
         "times_by_admin" boolean NOT NULL DEFAULT false,
         CONSTRAINT "PK_shift_attendance" PRIMARY KEY ("user_shift_id"),
         CONSTRAINT "FK_shift_attendance_user_shift" FOREIGN KEY ("user_shift_id")
           REFERENCES "user_shift"("id") ON DELETE RESTRICT,
         CONSTRAINT "CHK_shift_attendance_status"
           CHECK ("attendance" IN ('unknown', 'present', 'absent')),
         CONSTRAINT "CHK_shift_attendance_times"
           CHECK ("checked_out_at" IS NULL OR ("checked_in_at" IS NOT NULL AND "checked_out_at" >= "checked_in_at"))
       )`,
    );
    await queryRunner.query(
      `INSERT INTO "shift_attendance" ("user_shift_id", "attendance", "checked_in_at", "checked_out_at", "times_by_admin")
       SELECT us."id", us."attendance", us."checked_in_at", us."checked_out_at", us."times_by_admin"
         FROM "user_shift" us
        WHERE us."attendance" <> 'unknown' OR us."checked_in_at" IS NOT NULL
           OR us."checked_out_at" IS NOT NULL OR us."times_by_admin"
           OR EXISTS (SELECT 1 FROM "attendance_change" c WHERE c."user_shift_id" = us."id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "attendance_change" DROP CONSTRAINT "attendance_change_user_shift_id_fkey",
         ADD CONSTRAINT "FK_attendance_change_shift_attendance" FOREIGN KEY ("user_shift_id")
           REFERENCES "shift_attendance"("user_shift_id") ON DELETE CASCADE`,
    );
    await queryRunner.query(`DROP TRIGGER "user_shift_keep_attendance" ON "user_shift"`);
    await queryRunner.query(`DROP FUNCTION user_shift_keep_attendance()`);
    // the partial index and both CHECKs go with the columns
    await queryRunner.query(
      `ALTER TABLE "user_shift" DROP COLUMN "times_by_admin", DROP COLUMN "checked_out_at",
         DROP COLUMN "checked_in_at", DROP COLUMN "attendance"`,
    );
    await queryRunner.query(
      `CREATE FUNCTION shift_attendance_keep() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         -- GDPR erasure: only the rows of the account the deleting transaction names
         IF TG_OP = 'DELETE' THEN
           IF EXISTS (SELECT 1 FROM user_shift us
                       WHERE us.id = OLD.user_shift_id
                         AND us.user_id::text = current_setting('insieme.erasing_account', true)) THEN
             RETURN OLD;
           END IF;
         END IF;
         RAISE EXCEPTION 'shift_attendance is a record: % refused', TG_OP
           USING ERRCODE = 'insufficient_privilege',
                 HINT = 'attendance is a record: terminate or archive the event (docs/attendance.md)';
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "shift_attendance_keep" BEFORE DELETE ON "shift_attendance"
         FOR EACH ROW EXECUTE FUNCTION shift_attendance_keep()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "shift_attendance_no_truncate" BEFORE TRUNCATE ON "shift_attendance"
         FOR EACH STATEMENT EXECUTE FUNCTION shift_attendance_keep()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "user_shift"
         ADD "attendance" character varying(7) NOT NULL DEFAULT 'unknown',
         ADD "checked_in_at" TIMESTAMP WITH TIME ZONE,
         ADD "checked_out_at" TIMESTAMP WITH TIME ZONE,
         ADD "times_by_admin" boolean NOT NULL DEFAULT false,
         ADD CONSTRAINT "CHK_user_shift_attendance"
           CHECK ("attendance" IN ('unknown', 'present', 'absent')),
         ADD CONSTRAINT "CHK_user_shift_attendance_times"
           CHECK ("checked_out_at" IS NULL OR ("checked_in_at" IS NOT NULL AND "checked_out_at" >= "checked_in_at"))`,
    );
    await queryRunner.query(
      `UPDATE "user_shift" us
          SET "attendance" = sa."attendance", "checked_in_at" = sa."checked_in_at",
              "checked_out_at" = sa."checked_out_at", "times_by_admin" = sa."times_by_admin"
         FROM "shift_attendance" sa WHERE sa."user_shift_id" = us."id"`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_user_shift_present" ON "user_shift" ("user_id", "shift_id")
        WHERE "attendance" = 'present'`,
    );
    await queryRunner.query(
      `ALTER TABLE "attendance_change" DROP CONSTRAINT "FK_attendance_change_shift_attendance",
         ADD CONSTRAINT "attendance_change_user_shift_id_fkey" FOREIGN KEY ("user_shift_id")
           REFERENCES "user_shift"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(`DROP TABLE "shift_attendance"`);
    await queryRunner.query(`DROP FUNCTION shift_attendance_keep()`);
    // as migration 1764000000800 made it
    await queryRunner.query(
      `CREATE FUNCTION user_shift_keep_attendance() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF coalesce(current_setting('insieme.erasing_account', true), '') <> '' THEN
           RETURN OLD;
         END IF;
         RAISE EXCEPTION 'sign-up % has attendance recorded: DELETE refused', OLD.id
           USING ERRCODE = 'insufficient_privilege',
                 HINT = 'attendance is a record: terminate or archive the event (docs/attendance.md)';
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "user_shift_keep_attendance" BEFORE DELETE ON "user_shift"
         FOR EACH ROW WHEN (OLD.attendance <> 'unknown' OR OLD.checked_in_at IS NOT NULL)
         EXECUTE FUNCTION user_shift_keep_attendance()`,
    );
  }
}
