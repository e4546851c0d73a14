import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31: attendance that cannot vanish (docs/attendance.md, "Records that hold"). Attendance
 * and its audit are what an hours statement rests on (art. 17 CTS; DM 31 luglio 2025), so:
 *
 * - `attendance_change` is append-only like the register (migration 1764000000500): a trigger
 *   refuses UPDATE, DELETE and TRUNCATE. Two database actions stay possible, both from an account
 *   deletion (GDPR erasure, the one documented path): the author's id going NULL (ON DELETE SET
 *   NULL, nothing else may change) and the cascade of the erased person's own sign-ups, allowed
 *   while the deleting transaction has set `insieme.erasing_account` (set_config, local).
 * - a sign-up whose attendance was recorded (a status other than unknown, or a check-in) cannot be
 *   deleted, directly or by the cascade of its shift or event, except by that same erasure: the
 *   services refuse first (409 attendance.recorded), the trigger is the backstop.
 * - each change keeps what it replaced (`previous_*`) and its cause; the volunteer's check-in and
 *   check-out and the automatic check-out are changes too. Rows written before have no cause and
 *   no previous state.
 * - `user_shift.times_by_admin`: an administrator typed the times, so the minutes are theirs;
 *   otherwise they count within the shift. Sign-ups an administrator already changed keep the
 *   minutes they had (their times may have been typed).
 */
export class AttendanceRecords1764000000800 implements MigrationInterface {
  name = 'AttendanceRecords1764000000800';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "attendance_change"
         ADD "cause" character varying(14),
         ADD "previous_attendance" character varying(7),
         ADD "previous_checked_in_at" TIMESTAMP WITH TIME ZONE,
         ADD "previous_checked_out_at" TIMESTAMP WITH TIME ZONE,
         ADD CONSTRAINT "CHK_attendance_change_cause"
           CHECK ("cause" IN ('check_in', 'check_out', 'auto_check_out', 'corrected', 'confirmed'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_shift" ADD "times_by_admin" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `UPDATE "user_shift" us SET "times_by_admin" = true
        WHERE EXISTS (SELECT 1 FROM "attendance_change" c WHERE c."user_shift_id" = us."id")`,
    );
    await queryRunner.query(
      `CREATE FUNCTION attendance_change_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         -- the author's account deleted (ON DELETE SET NULL): the change stays, authorless
         IF TG_OP = 'UPDATE' AND NEW.by_user_id IS NULL
            AND to_jsonb(NEW) - 'by_user_id' = to_jsonb(OLD) - 'by_user_id' THEN
           RETURN NEW;
         END IF;
         -- the cascade of an account deletion (GDPR erasure of the person's own sign-ups)
         IF TG_OP = 'DELETE' AND coalesce(current_setting('insieme.erasing_account', true), '') <> '' THEN
           RETURN OLD;
         END IF;
         RAISE EXCEPTION 'attendance_change is append-only: % refused', TG_OP
           USING ERRCODE = 'insufficient_privilege',
                 HINT = 'a change of attendance is a new row (docs/attendance.md)';
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "attendance_change_append_only" BEFORE UPDATE OR DELETE ON "attendance_change"
         FOR EACH ROW EXECUTE FUNCTION attendance_change_append_only()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "attendance_change_no_truncate" BEFORE TRUNCATE ON "attendance_change"
         FOR EACH STATEMENT EXECUTE FUNCTION attendance_change_append_only()`,
    );
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

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "user_shift_keep_attendance" ON "user_shift"`);
    await queryRunner.query(`DROP FUNCTION user_shift_keep_attendance()`);
    await queryRunner.query(`DROP TRIGGER "attendance_change_no_truncate" ON "attendance_change"`);
    await queryRunner.query(`DROP TRIGGER "attendance_change_append_only" ON "attendance_change"`);
    await queryRunner.query(`DROP FUNCTION attendance_change_append_only()`);
    await queryRunner.query(`ALTER TABLE "user_shift" DROP COLUMN "times_by_admin"`);
    await queryRunner.query(
      `ALTER TABLE "attendance_change" DROP CONSTRAINT "CHK_attendance_change_cause",
         DROP COLUMN "previous_checked_out_at", DROP COLUMN "previous_checked_in_at",
         DROP COLUMN "previous_attendance", DROP COLUMN "cause"`,
    );
  }
}
