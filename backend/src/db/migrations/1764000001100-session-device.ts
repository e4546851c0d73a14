import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A login from a device already listed in "Dispositivi connessi" takes that device's row again
 * instead of adding one (issue 31, docs/sessions.md). The device is the device cookie's nonce,
 * stored as its SHA-256 (the cookie is a login credential for the rate limits; its hash is not);
 * null for a login without the cookie (an API client, the first login of a browser). Unique per
 * person, so two logins racing from one device still make one row.
 */
export class SessionDevice1764000001100 implements MigrationInterface {
  name = 'SessionDevice1764000001100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_session" ADD "device_key" character(64)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_user_session_device" ON "user_session" ("user_id", "device_key")
        WHERE "device_key" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_user_session_device"`);
    await queryRunner.query(`ALTER TABLE "user_session" DROP COLUMN "device_key"`);
  }
}
