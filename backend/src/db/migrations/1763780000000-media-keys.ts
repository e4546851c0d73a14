import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Media are fetched by an unguessable random key instead of their sequential id (docs/media.md);
 * every existing image gets its own key. The image_id indexes make the per-request check of what
 * an image belongs to (profile picture, logo, topic) an index probe, not a scan of the accounts.
 */
export class MediaKeys1763780000000 implements MigrationInterface {
  name = 'MediaKeys1763780000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "media" ADD "key" uuid NOT NULL DEFAULT gen_random_uuid()`,
    );
    await queryRunner.query(
      `ALTER TABLE "media" ADD CONSTRAINT "UQ_b305063b0a030ab458c128078c7" UNIQUE ("key")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b021206135b7ab9e92473103ae" ON "user_account"  ("image_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c0c3e1fde45ffc181f20d47c8a" ON "association"  ("image_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2ad99f94049052bed4c6454575" ON "topic"  ("image_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_2ad99f94049052bed4c6454575"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c0c3e1fde45ffc181f20d47c8a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b021206135b7ab9e92473103ae"`);
    await queryRunner.query(`ALTER TABLE "media" DROP CONSTRAINT "UQ_b305063b0a030ab458c128078c7"`);
    await queryRunner.query(`ALTER TABLE "media" DROP COLUMN "key"`);
  }
}
