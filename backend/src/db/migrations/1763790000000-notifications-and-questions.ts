import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NotificationsAndQuestions1763790000000 implements MigrationInterface {
  name = 'NotificationsAndQuestions1763790000000';

  public async up(_queryRunner: QueryRunner): Promise<void> {}

  public async down(_queryRunner: QueryRunner): Promise<void> {}
}
