import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An association may take the requests made by accepting a waitlist offer at once (issue 31,
 * docs/waitlist.md): the accepted offer becomes an accepted sign-up, with no administrator to
 * wait for. Off by default: the decision stays the administrators' unless they choose otherwise.
 */
export class AssociationAutoAcceptWaitlist1764000001101 implements MigrationInterface {
  name = 'AssociationAutoAcceptWaitlist1764000001101';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "association" ADD "auto_accept_waitlist" boolean NOT NULL DEFAULT false`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "association" DROP COLUMN "auto_accept_waitlist"`);
  }
}
