import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31: a statement keeps, as it was when issued, who it names and who issues it — the
 * holder's name, surname, codice fiscale and birth date, and the association's codice fiscale
 * and RUNTS number — so a later rename never changes an old statement (docs/attendance.md).
 * Statements issued before this migration take today's values: the best that is known of them.
 * `year_minutes`: the holder's minutes with the association in the 12 months ending on the
 * period's last day, when issued (the progress towards the 60 hours of DM 31 luglio 2025); null
 * for older statements, whose PDF leaves the line out.
 */
export class StatementFrozenIdentity1764000000900 implements MigrationInterface {
  name = 'StatementFrozenIdentity1764000000900';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "hours_statement"
         ADD "holder_name" character varying(100),
         ADD "holder_surname" character varying(100),
         ADD "holder_fiscal_code" character varying(16),
         ADD "holder_birth_date" date,
         ADD "association_fiscal_code" character varying(16),
         ADD "association_runts_number" character varying(30),
         ADD "year_minutes" integer`,
    );
    await queryRunner.query(
      `UPDATE "hours_statement" h
          SET "holder_name" = u."name", "holder_surname" = u."surname",
              "holder_fiscal_code" = u."fiscal_code", "holder_birth_date" = u."birth_date",
              "association_fiscal_code" = a."fiscal_code",
              "association_runts_number" = a."runts_number"
         FROM "user_account" u, "association" a
        WHERE u."id" = h."user_id" AND a."id" = h."association_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "hours_statement" ALTER "holder_name" SET NOT NULL,
         ALTER "holder_surname" SET NOT NULL`,
    );
    // a statement inserted without them (a script, a fixture) still freezes who it names
    await queryRunner.query(
      `CREATE FUNCTION "hours_statement_freeze"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW."holder_name" IS NULL THEN
           SELECT "name", "surname", "fiscal_code", "birth_date"
             INTO NEW."holder_name", NEW."holder_surname", NEW."holder_fiscal_code", NEW."holder_birth_date"
             FROM "user_account" WHERE "id" = NEW."user_id";
           SELECT "fiscal_code", "runts_number"
             INTO NEW."association_fiscal_code", NEW."association_runts_number"
             FROM "association" WHERE "id" = NEW."association_id";
         END IF;
         RETURN NEW;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "hours_statement_freeze" BEFORE INSERT ON "hours_statement"
         FOR EACH ROW EXECUTE FUNCTION "hours_statement_freeze"()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "hours_statement_freeze" ON "hours_statement"`);
    await queryRunner.query(`DROP FUNCTION "hours_statement_freeze"()`);
    await queryRunner.query(
      `ALTER TABLE "hours_statement" DROP COLUMN "year_minutes", DROP COLUMN "association_runts_number",
         DROP COLUMN "association_fiscal_code", DROP COLUMN "holder_birth_date",
         DROP COLUMN "holder_fiscal_code", DROP COLUMN "holder_surname", DROP COLUMN "holder_name"`,
    );
  }
}
