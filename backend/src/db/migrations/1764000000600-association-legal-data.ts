import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The association's own legal data, printed at the head of its register of volunteers (art. 17
 * D.Lgs. 117/2017, DM 6 ottobre 2021; docs/register.md): its codice fiscale (11 digits, or the 16
 * characters of a person's) and its number of entry in the RUNTS. Both optional: an association
 * not yet entered in the RUNTS, or new on Insieme, has neither.
 */
export class AssociationLegalData1764000000600 implements MigrationInterface {
  name = 'AssociationLegalData1764000000600';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "association"
         ADD "fiscal_code" character varying(16),
         ADD "runts_number" character varying(30)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "association" DROP COLUMN "runts_number", DROP COLUMN "fiscal_code"`,
    );
  }
}
