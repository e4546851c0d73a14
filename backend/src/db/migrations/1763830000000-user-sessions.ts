import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17: server-side sessions, one row per login, so that logging out ends a token and the
 * settings can list where one is signed in. Tokens issued before this migration name no session
 * and are refused: everyone signs in again once.
 */
export class UserSessions1763830000000 implements MigrationInterface {
  name = 'UserSessions1763830000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "user_session" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "user_id" integer NOT NULL,
      "device" character varying(80) NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "last_used_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "PK_user_session" PRIMARY KEY ("id"),
      CONSTRAINT "FK_user_session_user" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE INDEX "IDX_user_session_user" ON "user_session" ("user_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "user_session"`);
  }
}
