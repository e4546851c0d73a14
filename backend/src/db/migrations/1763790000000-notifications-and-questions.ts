import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 9: questions, the administrators' sends (`notification_dispatch`) and what a notification
 * is about (dispatch, event, question). Indexes serve the unread count (user, displayed — from the
 * initial schema), the newest-first lists (user / association, date, id) and the questions board
 * (association, unread first, newest).
 */
export class NotificationsAndQuestions1763790000000 implements MigrationInterface {
  name = 'NotificationsAndQuestions1763790000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "question" (
      "id" SERIAL NOT NULL,
      "association_id" integer NOT NULL,
      "user_id" integer NOT NULL,
      "question" character varying(255) NOT NULL,
      "displayed" boolean NOT NULL DEFAULT false,
      "answer" character varying(255),
      "answered_at" TIMESTAMP WITH TIME ZONE,
      "answered_by_id" integer,
      "asked_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_question" PRIMARY KEY ("id"),
      CONSTRAINT "FK_question_association" FOREIGN KEY ("association_id") REFERENCES "association"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_question_user" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_question_answered_by" FOREIGN KEY ("answered_by_id") REFERENCES "user_account"("id") ON DELETE SET NULL
    )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_question_board" ON "question" ("association_id", "displayed", "asked_at", "id")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_question_user" ON "question" ("user_id")`);

    await queryRunner.query(`CREATE TABLE "notification_dispatch" (
      "id" SERIAL NOT NULL,
      "association_id" integer NOT NULL,
      "sender_id" integer,
      "event_id" integer,
      "title" character varying(50) NOT NULL,
      "body" character varying(255) NOT NULL,
      "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_notification_dispatch" PRIMARY KEY ("id"),
      CONSTRAINT "FK_notification_dispatch_association" FOREIGN KEY ("association_id") REFERENCES "association"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_notification_dispatch_sender" FOREIGN KEY ("sender_id") REFERENCES "user_account"("id") ON DELETE SET NULL,
      CONSTRAINT "FK_notification_dispatch_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE SET NULL
    )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_notification_dispatch_board" ON "notification_dispatch" ("association_id", "sent_at", "id")`,
    );

    await queryRunner.query(`ALTER TABLE "notification"
      ADD "dispatch_id" integer,
      ADD "event_id" integer,
      ADD "question_id" integer,
      ADD CONSTRAINT "FK_notification_dispatch" FOREIGN KEY ("dispatch_id") REFERENCES "notification_dispatch"("id") ON DELETE CASCADE,
      ADD CONSTRAINT "FK_notification_event" FOREIGN KEY ("event_id") REFERENCES "event"("id") ON DELETE SET NULL,
      ADD CONSTRAINT "FK_notification_question" FOREIGN KEY ("question_id") REFERENCES "question"("id") ON DELETE CASCADE`);
    await queryRunner.query(
      `CREATE INDEX "IDX_notification_user_newest" ON "notification" ("user_id", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_notification_dispatch_id" ON "notification" ("dispatch_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_notification_question_id" ON "notification" ("question_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_notification_question_id"`);
    await queryRunner.query(`DROP INDEX "IDX_notification_dispatch_id"`);
    await queryRunner.query(`DROP INDEX "IDX_notification_user_newest"`);
    await queryRunner.query(`ALTER TABLE "notification"
      DROP CONSTRAINT "FK_notification_question",
      DROP CONSTRAINT "FK_notification_event",
      DROP CONSTRAINT "FK_notification_dispatch",
      DROP COLUMN "question_id",
      DROP COLUMN "event_id",
      DROP COLUMN "dispatch_id"`);
    await queryRunner.query(`DROP TABLE "notification_dispatch"`);
    await queryRunner.query(`DROP TABLE "question"`);
  }
}
