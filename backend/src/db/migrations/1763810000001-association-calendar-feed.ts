import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 10: each association's secret calendar feed address for its administrators
 * (`/calendar/{token}.ics`, all shifts of its events). Stored as is, like the personal one, because
 * the dashboard shows the address every time; made on the first read and replaced by renewal.
 */
export class AssociationCalendarFeed1763810000001 implements MigrationInterface {
  name = 'AssociationCalendarFeed1763810000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "association" ADD "calendar_feed_token" character varying(64)`,
    );
    await queryRunner.query(
      `ALTER TABLE "association" ADD CONSTRAINT "UQ_afc0994be93046efa4a92a32a36" UNIQUE ("calendar_feed_token")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "association" DROP CONSTRAINT "UQ_afc0994be93046efa4a92a32a36"`,
    );
    await queryRunner.query(`ALTER TABLE "association" DROP COLUMN "calendar_feed_token"`);
  }
}
