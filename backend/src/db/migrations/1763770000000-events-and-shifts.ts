import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Events (photos, topics, types, likes, views), shifts and sign-ups. */
export class EventsAndShifts1763770000000 implements MigrationInterface {
  name = 'EventsAndShifts1763770000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "event" ("id" SERIAL NOT NULL, "association_id" integer NOT NULL, "name" character varying(40) NOT NULL, "description" character varying(1000) NOT NULL DEFAULT '', "address" character varying(220) NOT NULL, "start_date" TIMESTAMP WITH TIME ZONE NOT NULL, "end_date" TIMESTAMP WITH TIME ZONE NOT NULL, "is_public" boolean NOT NULL DEFAULT false, "archived_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_30c2f3bbaf6d34a55f8ae6e4614" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_a4928d20fb1e6079b333f38765" ON "event"  ("start_date", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_bee566dd186b22b9fe817f2922" ON "event"  ("association_id", "start_date")`,
    );
    await queryRunner.query(
      `CREATE TABLE "event_like" ("event_id" integer NOT NULL, "user_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7a5345cfc059eec1d008af9209d" PRIMARY KEY ("event_id", "user_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "event_photo" ("id" SERIAL NOT NULL, "event_id" integer NOT NULL, "media_id" integer NOT NULL, "position" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_ca1a36a8d665ae39e85cfcf6f91" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_8836dbc8b70ac66c620b8cb9d3" ON "event_photo"  ("media_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_34fd64e32127048779d5755d0c" ON "event_photo"  ("event_id", "position")`,
    );
    await queryRunner.query(
      `CREATE TABLE "event_view" ("id" SERIAL NOT NULL, "event_id" integer NOT NULL, "user_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_efaaa5f456090019795b25375dd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c031452c9b11469a2addba75c0" ON "event_view"  ("event_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "shift" ("id" SERIAL NOT NULL, "event_id" integer NOT NULL, "title" character varying(50) NOT NULL, "description" character varying(255) NOT NULL DEFAULT '', "color" character varying(9) NOT NULL, "start_date" TIMESTAMP WITH TIME ZONE NOT NULL, "end_date" TIMESTAMP WITH TIME ZONE NOT NULL, "max_volunteer" integer NOT NULL DEFAULT '1', "open_subscription" boolean NOT NULL DEFAULT false, "accepted_count" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_e332b83a87870b76faa84769e4" CHECK ("accepted_count" >= 0 AND "accepted_count" <= "max_volunteer"), CONSTRAINT "CHK_e911d1b7d21f5a51ebe16daad8" CHECK ("max_volunteer" >= 1), CONSTRAINT "PK_53071a6485a1e9dc75ec3db54b9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2cbeab411de0f6adc070324a74" ON "shift"  ("event_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "user_shift" ("id" SERIAL NOT NULL, "shift_id" integer NOT NULL, "user_id" integer NOT NULL, "status" character varying(10) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "decided_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_497de068e65709efe4ab1590f51" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_2c8227119f03b2097351b8bcbc" ON "user_shift"  ("user_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_35a06da321ecca49dbcb133060" ON "user_shift"  ("shift_id", "status")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_0bd244b3ed2bf86978b2da84f9" ON "user_shift"  ("shift_id", "user_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "event_topic" ("event_id" integer NOT NULL, "topic_id" integer NOT NULL, CONSTRAINT "PK_d4c8b9a49e68640781199877c54" PRIMARY KEY ("event_id", "topic_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c84647993dc22e01a3782b88b2" ON "event_topic"  ("event_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7569a3e65903cc43105d1b083a" ON "event_topic"  ("topic_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "event_event_type" ("event_id" integer NOT NULL, "event_type_id" integer NOT NULL, CONSTRAINT "PK_8eca4e9d1fdb5f22028ee6ca63b" PRIMARY KEY ("event_id", "event_type_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_834915441327fc90973ded64a6" ON "event_event_type"  ("event_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_7eeaa5a18dd7d3dd254d59cbcd" ON "event_event_type"  ("event_type_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "event" ADD CONSTRAINT "FK_a941ba5173d721db8971c870f58" FOREIGN KEY ("association_id") REFERENCES "association"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_like" ADD CONSTRAINT "FK_1676cf3abe123e0fe02586e6b6d" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_like" ADD CONSTRAINT "FK_86f4aa4e605bf334d2aaa9c503a" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_photo" ADD CONSTRAINT "FK_018e32b0de65d66f1c012bff935" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_photo" ADD CONSTRAINT "FK_8836dbc8b70ac66c620b8cb9d3d" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_view" ADD CONSTRAINT "FK_c031452c9b11469a2addba75c0b" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_view" ADD CONSTRAINT "FK_7ed70bffcc5f6d0dba1ea12f7e0" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "shift" ADD CONSTRAINT "FK_2cbeab411de0f6adc070324a748" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_shift" ADD CONSTRAINT "FK_1925e43cb2560bdc740b397f5f8" FOREIGN KEY ("shift_id") REFERENCES "shift"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_shift" ADD CONSTRAINT "FK_2c8227119f03b2097351b8bcbce" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_topic" ADD CONSTRAINT "FK_c84647993dc22e01a3782b88b2e" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_topic" ADD CONSTRAINT "FK_7569a3e65903cc43105d1b083ab" FOREIGN KEY ("topic_id") REFERENCES "topic"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_event_type" ADD CONSTRAINT "FK_834915441327fc90973ded64a67" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_event_type" ADD CONSTRAINT "FK_7eeaa5a18dd7d3dd254d59cbcdb" FOREIGN KEY ("event_type_id") REFERENCES "event_type"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "event_event_type" DROP CONSTRAINT "FK_7eeaa5a18dd7d3dd254d59cbcdb"`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_event_type" DROP CONSTRAINT "FK_834915441327fc90973ded64a67"`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_topic" DROP CONSTRAINT "FK_7569a3e65903cc43105d1b083ab"`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_topic" DROP CONSTRAINT "FK_c84647993dc22e01a3782b88b2e"`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_shift" DROP CONSTRAINT "FK_2c8227119f03b2097351b8bcbce"`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_shift" DROP CONSTRAINT "FK_1925e43cb2560bdc740b397f5f8"`,
    );
    await queryRunner.query(`ALTER TABLE "shift" DROP CONSTRAINT "FK_2cbeab411de0f6adc070324a748"`);
    await queryRunner.query(
      `ALTER TABLE "event_view" DROP CONSTRAINT "FK_7ed70bffcc5f6d0dba1ea12f7e0"`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_view" DROP CONSTRAINT "FK_c031452c9b11469a2addba75c0b"`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_photo" DROP CONSTRAINT "FK_8836dbc8b70ac66c620b8cb9d3d"`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_photo" DROP CONSTRAINT "FK_018e32b0de65d66f1c012bff935"`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_like" DROP CONSTRAINT "FK_86f4aa4e605bf334d2aaa9c503a"`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_like" DROP CONSTRAINT "FK_1676cf3abe123e0fe02586e6b6d"`,
    );
    await queryRunner.query(`ALTER TABLE "event" DROP CONSTRAINT "FK_a941ba5173d721db8971c870f58"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7eeaa5a18dd7d3dd254d59cbcd"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_834915441327fc90973ded64a6"`);
    await queryRunner.query(`DROP TABLE "event_event_type"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7569a3e65903cc43105d1b083a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c84647993dc22e01a3782b88b2"`);
    await queryRunner.query(`DROP TABLE "event_topic"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0bd244b3ed2bf86978b2da84f9"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_35a06da321ecca49dbcb133060"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2c8227119f03b2097351b8bcbc"`);
    await queryRunner.query(`DROP TABLE "user_shift"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2cbeab411de0f6adc070324a74"`);
    await queryRunner.query(`DROP TABLE "shift"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c031452c9b11469a2addba75c0"`);
    await queryRunner.query(`DROP TABLE "event_view"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_34fd64e32127048779d5755d0c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8836dbc8b70ac66c620b8cb9d3"`);
    await queryRunner.query(`DROP TABLE "event_photo"`);
    await queryRunner.query(`DROP TABLE "event_like"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bee566dd186b22b9fe817f2922"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a4928d20fb1e6079b333f38765"`);
    await queryRunner.query(`DROP TABLE "event"`);
  }
}
