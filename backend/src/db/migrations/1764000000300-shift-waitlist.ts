import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21: a fair waitlist for full shifts (docs/waitlist.md).
 *
 * - `waitlist_entry`: one row per person queued for a shift, in `id` order (FIFO); an entry
 *   holding an offer has `offered_at` and `offer_expires_at`.
 * - `shift.held_count`: places held for the waitlist (live offers, and accepted offers waiting for
 *   an administrator's decision). Held places count as taken: the CHECK keeps
 *   `accepted_count + held_count <= max_volunteer`, so no code path can overbook a shift.
 * - `user_shift.from_waitlist`: a request made by accepting an offer (it holds its place until it
 *   is decided; administrators see it first).
 * - `user_account.mail_waitlist`: the e-mail choice of the waitlist's notices, on by default.
 */
export class ShiftWaitlist1764000000300 implements MigrationInterface {
  name = 'ShiftWaitlist1764000000300';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "shift" ADD "held_count" integer NOT NULL DEFAULT 0,
         ADD CONSTRAINT "CHK_shift_places_held"
           CHECK ("held_count" >= 0 AND "accepted_count" + "held_count" <= "max_volunteer")`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_shift" ADD "from_waitlist" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_account" ADD "mail_waitlist" boolean NOT NULL DEFAULT true`,
    );
    await queryRunner.query(
      `CREATE TABLE "waitlist_entry" (
         "id" SERIAL NOT NULL,
         "shift_id" integer NOT NULL REFERENCES "shift"("id") ON DELETE CASCADE,
         "user_id" integer NOT NULL REFERENCES "user_account"("id") ON DELETE CASCADE,
         "joined_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         "offered_at" TIMESTAMP WITH TIME ZONE,
         "offer_expires_at" TIMESTAMP WITH TIME ZONE,
         CONSTRAINT "PK_waitlist_entry" PRIMARY KEY ("id"),
         CONSTRAINT "UQ_waitlist_entry_shift_user" UNIQUE ("shift_id", "user_id"),
         CONSTRAINT "CHK_waitlist_entry_offer" CHECK (("offered_at" IS NULL) = ("offer_expires_at" IS NULL))
       )`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_waitlist_entry_shift_order" ON "waitlist_entry" ("shift_id", "id")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_waitlist_entry_user" ON "waitlist_entry" ("user_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "waitlist_entry"`);
    await queryRunner.query(`ALTER TABLE "user_account" DROP COLUMN "mail_waitlist"`);
    await queryRunner.query(`ALTER TABLE "user_shift" DROP COLUMN "from_waitlist"`);
    await queryRunner.query(
      `ALTER TABLE "shift" DROP CONSTRAINT "CHK_shift_places_held", DROP COLUMN "held_count"`,
    );
  }
}
