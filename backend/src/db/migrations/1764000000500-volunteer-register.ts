import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 23: the register of volunteers the law requires (art. 17 D.Lgs. 117/2017, DM 6 ottobre
 * 2021), docs/register.md.
 *
 * - `user_account`: the data the register needs, entered once in the profile and optional until
 *   an association enters the person: codice fiscale, place of birth, residence, domicile.
 * - `register_entry`: append-only. Each row is a dated entry (art. 3 c.2 DM, art. 2215-bis c.c.)
 *   carrying a snapshot of the person's data, so it survives the account (no foreign key to
 *   `user_account`: art. 17(3)(b) GDPR); `corrects` points at the entry a correction or an end
 *   supersedes (at most once: a line never forks). `seq`, `prev_hash` and `hash` chain the
 *   entries of one association (SHA-256, register-chain.ts). The association's foreign key
 *   RESTRICTs: an association with a register cannot be deleted with it.
 * - A trigger refuses every UPDATE, DELETE and TRUNCATE of the table, whoever sends it.
 */
export class VolunteerRegister1764000000500 implements MigrationInterface {
  name = 'VolunteerRegister1764000000500';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "user_account"
         ADD "fiscal_code" character varying(16),
         ADD "birth_place" character varying(100),
         ADD "residence" character varying(200),
         ADD "domicile" character varying(200)`,
    );
    await queryRunner.query(
      `CREATE TABLE "register_entry" (
         "id" SERIAL NOT NULL,
         "association_id" integer NOT NULL
           REFERENCES "association"("id") ON DELETE RESTRICT ON UPDATE RESTRICT,
         "seq" integer NOT NULL,
         "kind" character varying(10) NOT NULL,
         "user_id" integer NOT NULL,
         "name" character varying(25) NOT NULL,
         "surname" character varying(25) NOT NULL,
         "fiscal_code" character varying(16) NOT NULL,
         "birth_place" character varying(100) NOT NULL,
         "birth_date" date NOT NULL,
         "residence" character varying(200) NOT NULL,
         "domicile" character varying(200),
         "section" character varying(10) NOT NULL,
         "start_date" date NOT NULL,
         "end_date" date,
         "corrects" integer REFERENCES "register_entry"("id") ON DELETE RESTRICT ON UPDATE RESTRICT,
         "recorded_at" TIMESTAMP WITH TIME ZONE NOT NULL,
         "recorded_by" integer,
         "recorded_by_name" character varying(51),
         "prev_hash" character(64) NOT NULL,
         "hash" character(64) NOT NULL,
         CONSTRAINT "PK_register_entry" PRIMARY KEY ("id"),
         CONSTRAINT "UQ_register_entry_seq" UNIQUE ("association_id", "seq"),
         CONSTRAINT "UQ_register_entry_corrects" UNIQUE ("corrects"),
         CONSTRAINT "CHK_register_entry_seq" CHECK ("seq" >= 1),
         CONSTRAINT "CHK_register_entry_kind" CHECK ("kind" IN ('enrolment', 'end', 'correction')),
         CONSTRAINT "CHK_register_entry_section" CHECK ("section" IN ('regular', 'occasional')),
         CONSTRAINT "CHK_register_entry_corrects" CHECK (("kind" = 'enrolment') = ("corrects" IS NULL)),
         CONSTRAINT "CHK_register_entry_dates" CHECK ("end_date" IS NULL OR "end_date" >= "start_date")
       )`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_register_entry_user" ON "register_entry" ("user_id")`);
    await queryRunner.query(
      `CREATE FUNCTION register_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         RAISE EXCEPTION 'register_entry is append-only: % refused', TG_OP
           USING ERRCODE = 'insufficient_privilege',
                 HINT = 'a correction is a new entry pointing at the one it corrects (docs/register.md)';
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "register_entry_append_only" BEFORE UPDATE OR DELETE ON "register_entry"
         FOR EACH ROW EXECUTE FUNCTION register_entry_append_only()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "register_entry_no_truncate" BEFORE TRUNCATE ON "register_entry"
         FOR EACH STATEMENT EXECUTE FUNCTION register_entry_append_only()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // DROP TABLE fires no row or TRUNCATE trigger: undoing the migration is an operator's act
    await queryRunner.query(`DROP TABLE "register_entry"`);
    await queryRunner.query(`DROP FUNCTION register_entry_append_only()`);
    await queryRunner.query(
      `ALTER TABLE "user_account" DROP COLUMN "domicile", DROP COLUMN "residence",
         DROP COLUMN "birth_place", DROP COLUMN "fiscal_code"`,
    );
  }
}
