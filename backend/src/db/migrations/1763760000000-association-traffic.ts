import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Page views and invitation button presses of associations. */
export class AssociationTraffic1763760000000 implements MigrationInterface {
  name = 'AssociationTraffic1763760000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "association_view" ("id" SERIAL NOT NULL, "association_id" integer NOT NULL, "user_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ff1e4baf59e776d4e05dfb33bfe" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_fe30a8487ca08b2075eb62b325" ON "association_view"  ("association_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "invitation_traffic" ("id" SERIAL NOT NULL, "association_id" integer NOT NULL, "cta_registration" boolean NOT NULL DEFAULT false, "cta_view_association" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_447dded950679ac4f9e7400aa86" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_1f63e4590bdb5a0cd4b53af286" ON "invitation_traffic"  ("association_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "association_view" ADD CONSTRAINT "FK_fe30a8487ca08b2075eb62b325e" FOREIGN KEY ("association_id") REFERENCES "association"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "association_view" ADD CONSTRAINT "FK_d9d08beea7107c78173df3ee76f" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "invitation_traffic" ADD CONSTRAINT "FK_1f63e4590bdb5a0cd4b53af286f" FOREIGN KEY ("association_id") REFERENCES "association"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "invitation_traffic" DROP CONSTRAINT "FK_1f63e4590bdb5a0cd4b53af286f"`,
    );
    await queryRunner.query(
      `ALTER TABLE "association_view" DROP CONSTRAINT "FK_d9d08beea7107c78173df3ee76f"`,
    );
    await queryRunner.query(
      `ALTER TABLE "association_view" DROP CONSTRAINT "FK_fe30a8487ca08b2075eb62b325e"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_1f63e4590bdb5a0cd4b53af286"`);
    await queryRunner.query(`DROP TABLE "invitation_traffic"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fe30a8487ca08b2075eb62b325"`);
    await queryRunner.query(`DROP TABLE "association_view"`);
  }
}
