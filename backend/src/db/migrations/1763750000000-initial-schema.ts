import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, catalog, associations, memberships, activation codes, media, notifications. */
export class InitialSchema1763750000000 implements MigrationInterface {
  name = 'InitialSchema1763750000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "media" ("id" SERIAL NOT NULL, "mime_type" character varying(40) NOT NULL, "data" bytea NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f4e0fcac36e050de337b670d8bd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "topic" ("id" SERIAL NOT NULL, "name" character varying(60) NOT NULL, "image_id" integer, CONSTRAINT "UQ_15f634a2dbf62a79bb726fc6158" UNIQUE ("name"), CONSTRAINT "PK_33aa4ecb4e4f20aa0157ea7ef61" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "association" ("id" SERIAL NOT NULL, "name" character varying(50) NOT NULL, "description" character varying(1000) NOT NULL, "address" character varying(220) NOT NULL, "site_web" character varying(255), "date_of_foundation" date NOT NULL, "image_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5c770cfef7a1f66da23be411699" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "event_type" ("id" SERIAL NOT NULL, "name" character varying(60) NOT NULL, CONSTRAINT "UQ_7d0636b1d20667004cc4ebc0edf" UNIQUE ("name"), CONSTRAINT "PK_d968f34984d7d85d96f782872fe" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "user_account" ("id" SERIAL NOT NULL, "name" character varying(25) NOT NULL, "surname" character varying(25) NOT NULL, "email" character varying(60) NOT NULL, "phone" character varying(10) NOT NULL, "birth_date" date NOT NULL, "password_hash" text NOT NULL, "language" character varying(5) NOT NULL DEFAULT 'it', "image_id" integer, "email_confirmed_at" TIMESTAMP WITH TIME ZONE, "token_version" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_56a0e4bcec2b5411beafa47ffa5" UNIQUE ("email"), CONSTRAINT "PK_6acfec7285fdf9f463462de3e9f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "activation_code" ("id" SERIAL NOT NULL, "code" character varying(6) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "used_at" TIMESTAMP WITH TIME ZONE, "used_by_user_id" integer, "association_id" integer, CONSTRAINT "UQ_0604c845667038f979a38d45505" UNIQUE ("code"), CONSTRAINT "PK_88ca3a5670491a970e48567065b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "email_token" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "purpose" character varying(30) NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_7de8158f2f29aba7331b9576937" UNIQUE ("token_hash"), CONSTRAINT "PK_7175dbe70853f76bcbcb1285f92" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "favourite_association" ("user_id" integer NOT NULL, "association_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_9bc34d6c315c01b12ef28d05ec8" PRIMARY KEY ("user_id", "association_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_65b7ba077ce7a77889a245ad1d" ON "favourite_association"  ("association_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "user_association" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "association_id" integer NOT NULL, "status" character varying(10) NOT NULL, "is_admin" boolean NOT NULL DEFAULT false, "is_member" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "decided_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_f02d05834dc4241c6956413f835" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_b3a66ca376d93f30384e44f90f" ON "user_association"  ("association_id")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_4b8b2009421cd841bfbfa4c9aa" ON "user_association"  ("user_id", "association_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "notification" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "association_id" integer, "title" character varying(50) NOT NULL, "body" character varying(255) NOT NULL, "displayed" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_705b6c7cdf9b2c2ff7ac7872cb7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_710cc061506cac9b389880be10" ON "notification"  ("user_id", "displayed")`,
    );
    await queryRunner.query(
      `CREATE TABLE "association_topic" ("association_id" integer NOT NULL, "topic_id" integer NOT NULL, CONSTRAINT "PK_df606e86c86dc9368664bf029d6" PRIMARY KEY ("association_id", "topic_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c434dff8e4d761c5d5d233d960" ON "association_topic"  ("association_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_68c9a494ed5cacd0437f2f7c27" ON "association_topic"  ("topic_id")`,
    );
    await queryRunner.query(
      `CREATE TABLE "user_event_type" ("user_id" integer NOT NULL, "event_type_id" integer NOT NULL, CONSTRAINT "PK_210b4e428534d15d51d088778ac" PRIMARY KEY ("user_id", "event_type_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9a8051ca3f29662ca6f8a6abbf" ON "user_event_type"  ("user_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_e1c06518b4db4af3c412d2dcd4" ON "user_event_type"  ("event_type_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "topic" ADD CONSTRAINT "FK_2ad99f94049052bed4c6454575f" FOREIGN KEY ("image_id") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "association" ADD CONSTRAINT "FK_c0c3e1fde45ffc181f20d47c8a0" FOREIGN KEY ("image_id") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_account" ADD CONSTRAINT "FK_b021206135b7ab9e92473103aee" FOREIGN KEY ("image_id") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "activation_code" ADD CONSTRAINT "FK_e2653b5fdc220d80efa4e510ffa" FOREIGN KEY ("used_by_user_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "activation_code" ADD CONSTRAINT "FK_037376923739f99a4c6c40401d6" FOREIGN KEY ("association_id") REFERENCES "association"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "email_token" ADD CONSTRAINT "FK_c728d9445f15cd00fb479ad92de" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "favourite_association" ADD CONSTRAINT "FK_c920a888511b4d5c275fb9014bd" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "favourite_association" ADD CONSTRAINT "FK_65b7ba077ce7a77889a245ad1d9" FOREIGN KEY ("association_id") REFERENCES "association"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_association" ADD CONSTRAINT "FK_79623e791435e55819ba82e28e0" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_association" ADD CONSTRAINT "FK_b3a66ca376d93f30384e44f90f3" FOREIGN KEY ("association_id") REFERENCES "association"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "notification" ADD CONSTRAINT "FK_928b7aa1754e08e1ed7052cb9d8" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "notification" ADD CONSTRAINT "FK_59ef73b64c6bffaba0f2e67ed23" FOREIGN KEY ("association_id") REFERENCES "association"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "association_topic" ADD CONSTRAINT "FK_c434dff8e4d761c5d5d233d9604" FOREIGN KEY ("association_id") REFERENCES "association"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "association_topic" ADD CONSTRAINT "FK_68c9a494ed5cacd0437f2f7c27c" FOREIGN KEY ("topic_id") REFERENCES "topic"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_event_type" ADD CONSTRAINT "FK_9a8051ca3f29662ca6f8a6abbf5" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_event_type" ADD CONSTRAINT "FK_e1c06518b4db4af3c412d2dcd49" FOREIGN KEY ("event_type_id") REFERENCES "event_type"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "user_event_type" DROP CONSTRAINT "FK_e1c06518b4db4af3c412d2dcd49"`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_event_type" DROP CONSTRAINT "FK_9a8051ca3f29662ca6f8a6abbf5"`,
    );
    await queryRunner.query(
      `ALTER TABLE "association_topic" DROP CONSTRAINT "FK_68c9a494ed5cacd0437f2f7c27c"`,
    );
    await queryRunner.query(
      `ALTER TABLE "association_topic" DROP CONSTRAINT "FK_c434dff8e4d761c5d5d233d9604"`,
    );
    await queryRunner.query(
      `ALTER TABLE "notification" DROP CONSTRAINT "FK_59ef73b64c6bffaba0f2e67ed23"`,
    );
    await queryRunner.query(
      `ALTER TABLE "notification" DROP CONSTRAINT "FK_928b7aa1754e08e1ed7052cb9d8"`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_association" DROP CONSTRAINT "FK_b3a66ca376d93f30384e44f90f3"`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_association" DROP CONSTRAINT "FK_79623e791435e55819ba82e28e0"`,
    );
    await queryRunner.query(
      `ALTER TABLE "favourite_association" DROP CONSTRAINT "FK_65b7ba077ce7a77889a245ad1d9"`,
    );
    await queryRunner.query(
      `ALTER TABLE "favourite_association" DROP CONSTRAINT "FK_c920a888511b4d5c275fb9014bd"`,
    );
    await queryRunner.query(
      `ALTER TABLE "email_token" DROP CONSTRAINT "FK_c728d9445f15cd00fb479ad92de"`,
    );
    await queryRunner.query(
      `ALTER TABLE "activation_code" DROP CONSTRAINT "FK_037376923739f99a4c6c40401d6"`,
    );
    await queryRunner.query(
      `ALTER TABLE "activation_code" DROP CONSTRAINT "FK_e2653b5fdc220d80efa4e510ffa"`,
    );
    await queryRunner.query(
      `ALTER TABLE "user_account" DROP CONSTRAINT "FK_b021206135b7ab9e92473103aee"`,
    );
    await queryRunner.query(
      `ALTER TABLE "association" DROP CONSTRAINT "FK_c0c3e1fde45ffc181f20d47c8a0"`,
    );
    await queryRunner.query(`ALTER TABLE "topic" DROP CONSTRAINT "FK_2ad99f94049052bed4c6454575f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e1c06518b4db4af3c412d2dcd4"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9a8051ca3f29662ca6f8a6abbf"`);
    await queryRunner.query(`DROP TABLE "user_event_type"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_68c9a494ed5cacd0437f2f7c27"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c434dff8e4d761c5d5d233d960"`);
    await queryRunner.query(`DROP TABLE "association_topic"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_710cc061506cac9b389880be10"`);
    await queryRunner.query(`DROP TABLE "notification"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4b8b2009421cd841bfbfa4c9aa"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b3a66ca376d93f30384e44f90f"`);
    await queryRunner.query(`DROP TABLE "user_association"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_65b7ba077ce7a77889a245ad1d"`);
    await queryRunner.query(`DROP TABLE "favourite_association"`);
    await queryRunner.query(`DROP TABLE "email_token"`);
    await queryRunner.query(`DROP TABLE "activation_code"`);
    await queryRunner.query(`DROP TABLE "user_account"`);
    await queryRunner.query(`DROP TABLE "event_type"`);
    await queryRunner.query(`DROP TABLE "association"`);
    await queryRunner.query(`DROP TABLE "topic"`);
    await queryRunner.query(`DROP TABLE "media"`);
  }
}
