import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31, "Personal data" and "The register follows the person" (docs/register.md):
 *
 * - One codice fiscale belongs to one account: a unique index (the index decides a race between
 *   two profiles saved at once). Codes already stored twice stay with the oldest account (the
 *   lowest id) and are cleared on the others, whose owners are asked again when an association
 *   enters them (a missing code is `register.missing_data`); register entries are snapshots and
 *   keep theirs.
 * - `data_export.token_version`: the account's token version when the export was asked for. The
 *   mailed link works only while it is still the account's: "Esci da tutti i dispositivi", a
 *   password change and a reset move it on, and the link ends with the sessions.
 * - `access_log`: who downloaded what (GDPR art. 5(2), 30): the register, the insured list, the
 *   hours, a data export. Who it was is kept by name too: the row outlives the account.
 * - `register_entry.source`: `app` (the person's profile) or `paper_form` (an administrator
 *   copied it from a signed paper form). Existing entries came from the app. Adding a column
 *   with a default fires no row trigger: the append-only rule still holds for every row.
 */
export class PersonalData1764000001000 implements MigrationInterface {
  name = 'PersonalData1764000001000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "user_account" u SET "fiscal_code" = NULL
        WHERE u."fiscal_code" IS NOT NULL
          AND EXISTS (SELECT 1 FROM "user_account" o
                       WHERE o."fiscal_code" = u."fiscal_code" AND o."id" < u."id")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_user_account_fiscal_code" ON "user_account" ("fiscal_code")
        WHERE "fiscal_code" IS NOT NULL`,
    );

    await queryRunner.query(`ALTER TABLE "data_export" ADD "token_version" integer`);
    await queryRunner.query(
      `UPDATE "data_export" d SET "token_version" = u."token_version"
         FROM "user_account" u WHERE u."id" = d."user_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "data_export" ALTER COLUMN "token_version" SET NOT NULL`,
    );

    await queryRunner.query(
      `CREATE TABLE "access_log" (
         "id" BIGSERIAL NOT NULL,
         "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         "association_id" integer REFERENCES "association"("id") ON DELETE CASCADE,
         "user_id" integer REFERENCES "user_account"("id") ON DELETE SET NULL,
         "name" character varying(25) NOT NULL,
         "surname" character varying(25) NOT NULL,
         "what" character varying(20) NOT NULL,
         "format" character varying(4) NOT NULL,
         "period" character varying(30),
         CONSTRAINT "PK_access_log" PRIMARY KEY ("id"),
         CONSTRAINT "CHK_access_log_what" CHECK ("what" IN
           ('register', 'insured_list', 'volunteer_hours', 'hours_statement', 'data_export')),
         CONSTRAINT "CHK_access_log_format" CHECK ("format" IN ('csv', 'pdf', 'json'))
       )`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_access_log_association" ON "access_log" ("association_id", "at" DESC, "id" DESC)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_access_log_user" ON "access_log" ("user_id")`);

    await queryRunner.query(
      `ALTER TABLE "register_entry" ADD "source" character varying(10) NOT NULL DEFAULT 'app'
         CONSTRAINT "CHK_register_entry_source" CHECK ("source" IN ('app', 'paper_form'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // DROP COLUMN fires no row trigger (as the register's own migration's down)
    await queryRunner.query(`ALTER TABLE "register_entry" DROP COLUMN "source"`);
    await queryRunner.query(`DROP TABLE "access_log"`);
    await queryRunner.query(`ALTER TABLE "data_export" DROP COLUMN "token_version"`);
    await queryRunner.query(`DROP INDEX "UQ_user_account_fiscal_code"`);
  }
}
