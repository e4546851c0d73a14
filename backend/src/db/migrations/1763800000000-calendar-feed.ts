import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 10: each person's secret calendar feed address (`/calendar/{token}.ics`). The token itself
 * is stored (not a hash), because `GET /api/user/` shows the address every time; it is made on the
 * first read and replaced by `POST /api/user/calendar-feed`.
 */
export class CalendarFeed1763800000000 implements MigrationInterface {
  name = 'CalendarFeed1763800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "user_account" ADD "calendar_feed_token" character varying(64)`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_account" ADD CONSTRAINT "UQ_e9d17c6b744f229251d17903303" UNIQUE ("calendar_feed_token")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "user_account" DROP CONSTRAINT "UQ_e9d17c6b744f229251d17903303"`,
    );
    await queryRunner.query(`ALTER TABLE "user_account" DROP COLUMN "calendar_feed_token"`);
  }
}
