import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DeviceSubscriptions1763790000001 implements MigrationInterface {
  name = 'DeviceSubscriptions1763790000001';

  public async up(_queryRunner: QueryRunner): Promise<void> {}

  public async down(_queryRunner: QueryRunner): Promise<void> {}
}
