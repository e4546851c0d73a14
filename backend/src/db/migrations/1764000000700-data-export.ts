import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 23: "Scarica i miei dati" for people with much data — the export is built by a job and
 * its link mailed (docs/register.md, "Data export").
 *
 * `data_export`: one requested export, `queued` until the job stores the file (gzip of the
 * JSON) and the SHA-256 of the link's secret, `ready` until it expires; the expiry job deletes
 * the row. One export per person (the unique index): asking again while one is on its way
 * answers the same one, asking after it is ready replaces it. Exports go with the account.
 *
 * Indexes by person on the page views and likes: the export (and its row count) reads them by
 * person, and so does an account's deletion (`ON DELETE SET NULL` of the views); without them
 * both scan the largest tables.
 */
export class DataExport1764000000700 implements MigrationInterface {
  name = 'DataExport1764000000700';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "data_export" (
         "id" SERIAL NOT NULL,
         "user_id" integer NOT NULL REFERENCES "user_account"("id") ON DELETE CASCADE,
         "status" character varying(6) NOT NULL DEFAULT 'queued',
         "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         "ready_at" TIMESTAMP WITH TIME ZONE,
         "expires_at" TIMESTAMP WITH TIME ZONE,
         "token_hash" character(64),
         "file" bytea,
         "size_bytes" integer,
         CONSTRAINT "PK_data_export" PRIMARY KEY ("id"),
         CONSTRAINT "CHK_data_export_status" CHECK ("status" IN ('queued', 'ready')),
         CONSTRAINT "CHK_data_export_ready" CHECK (
           "status" = 'queued'
           OR ("ready_at" IS NOT NULL AND "expires_at" IS NOT NULL AND "token_hash" IS NOT NULL
               AND "file" IS NOT NULL AND "size_bytes" IS NOT NULL))
       )`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_data_export_user" ON "data_export" ("user_id")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_event_view_user" ON "event_view" ("user_id")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_association_view_user" ON "association_view" ("user_id")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_event_like_user" ON "event_like" ("user_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_event_like_user"`);
    await queryRunner.query(`DROP INDEX "IDX_association_view_user"`);
    await queryRunner.query(`DROP INDEX "IDX_event_view_user"`);
    await queryRunner.query(`DROP TABLE "data_export"`);
  }
}
