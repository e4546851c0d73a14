import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 9: the browsers' Web Push subscriptions, and the record of each push accepted by a push
 * service (`push_delivery`, one row per notification and device: what keeps a retried or
 * restarted job from delivering twice; docs/web-push.md).
 */
export class DeviceSubscriptions1763790000001 implements MigrationInterface {
  name = 'DeviceSubscriptions1763790000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "device_subscription" (
      "id" SERIAL NOT NULL,
      "user_id" integer NOT NULL,
      "endpoint" text NOT NULL,
      "p256dh" character varying(100) NOT NULL,
      "auth" character varying(50) NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_device_subscription" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_device_subscription_endpoint" UNIQUE ("endpoint"),
      CONSTRAINT "FK_device_subscription_user" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_device_subscription_user" ON "device_subscription" ("user_id")`,
    );
    await queryRunner.query(`CREATE TABLE "push_delivery" (
      "notification_id" integer NOT NULL,
      "device_id" integer NOT NULL,
      "delivered_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_push_delivery" PRIMARY KEY ("notification_id", "device_id"),
      CONSTRAINT "FK_push_delivery_notification" FOREIGN KEY ("notification_id") REFERENCES "notification"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_push_delivery_device" FOREIGN KEY ("device_id") REFERENCES "device_subscription"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_push_delivery_device" ON "push_delivery" ("device_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "push_delivery"`);
    await queryRunner.query(`DROP TABLE "device_subscription"`);
  }
}
