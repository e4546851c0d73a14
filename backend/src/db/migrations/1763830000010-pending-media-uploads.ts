import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17: images are uploaded on their own (POST /api/media) and a mutation then names the key.
 * Until then the row belongs to the person who uploaded it (`pending_owner_id`); attaching it
 * clears the column in the same statement that checks it, so a key is attached once. An account
 * deletion takes its pending uploads with it; the partial index serves the clean-up of uploads
 * never attached (docs/media.md).
 */
export class PendingMediaUploads1763830000010 implements MigrationInterface {
  name = 'PendingMediaUploads1763830000010';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "media" ADD "pending_owner_id" integer REFERENCES "user_account"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_media_pending" ON "media" ("pending_owner_id", "created_at") WHERE "pending_owner_id" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "media" WHERE "pending_owner_id" IS NOT NULL`);
    await queryRunner.query(`DROP INDEX "IDX_media_pending"`);
    await queryRunner.query(`ALTER TABLE "media" DROP COLUMN "pending_owner_id"`);
  }
}
