import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 18: the association's own messaging channel (the link of its WhatsApp, Telegram… group),
 * the last of its first steps (docs/association-first-steps.md). A URL, at most 2048 characters
 * like every URL the shared rules accept.
 */
export class AssociationMessagingChannel1764000000100 implements MigrationInterface {
  name = 'AssociationMessagingChannel1764000000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "association" ADD "messaging_channel_url" character varying(2048)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "association" DROP COLUMN "messaging_channel_url"`);
  }
}
