import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 11: a maintained follower count per association, so "associations in the area" and the
 * follower figures read one column instead of counting `favourite_association` per association.
 *
 * Statement-level triggers keep it exact whatever writes a follow: the services, the cascades of
 * an account or association deletion, seeds and tests writing rows directly, a TRUNCATE. Each
 * trigger adds the rows its statement changed per association, in the statement's transaction,
 * under the association's row lock taken in id order (so two statements touching several
 * associations cannot deadlock on each other's counters). Concurrent follows of one association
 * queue on that row for the rest of their (short) transaction; the count stays equal to
 * `count(*)` at every commit.
 *
 * With it, the indexes the Home and explore reads need (docs/performance.md).
 */
export class AssociationFollowerCount1763820000000 implements MigrationInterface {
  name = 'AssociationFollowerCount1763820000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "association" ADD "follower_count" integer NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(
      `ALTER TABLE "association" ADD CONSTRAINT "CHK_association_follower_count" CHECK ("follower_count" >= 0)`,
    );
    await queryRunner.query(
      `UPDATE "association" a SET "follower_count" = c.n
         FROM (SELECT association_id, count(*)::int AS n FROM "favourite_association" GROUP BY association_id) c
        WHERE c.association_id = a.id`,
    );
    await queryRunner.query(`
      CREATE FUNCTION association_follower_count_apply(changes jsonb) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        -- lock the counters in id order first: statements that touch several associations
        -- (an account deletion, a registration that follows several) never wait on each other in a cycle
        PERFORM 1 FROM association a
          WHERE a.id IN (SELECT (c.key)::int FROM jsonb_each_text(changes) c)
          ORDER BY a.id FOR NO KEY UPDATE;
        UPDATE association a SET follower_count = a.follower_count + (c.value)::int
          FROM jsonb_each_text(changes) c
         WHERE a.id = (c.key)::int AND (c.value)::int <> 0;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION favourite_association_counted() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE changes jsonb;
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          UPDATE association SET follower_count = 0 WHERE follower_count <> 0;
          RETURN NULL;
        END IF;
        IF TG_OP = 'INSERT' THEN
          SELECT jsonb_object_agg(association_id, n) INTO changes
            FROM (SELECT association_id, count(*) AS n FROM new_rows GROUP BY association_id) d;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT jsonb_object_agg(association_id, -n) INTO changes
            FROM (SELECT association_id, count(*) AS n FROM old_rows GROUP BY association_id) d;
        ELSE
          SELECT jsonb_object_agg(association_id, n) INTO changes
            FROM (SELECT association_id, sum(n) AS n FROM (
                    SELECT association_id, 1 AS n FROM new_rows
                    UNION ALL SELECT association_id, -1 FROM old_rows) x
                  GROUP BY association_id) d;
        END IF;
        IF changes IS NOT NULL THEN
          PERFORM association_follower_count_apply(changes);
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER favourite_association_count_insert AFTER INSERT ON "favourite_association"
         REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION favourite_association_counted()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER favourite_association_count_delete AFTER DELETE ON "favourite_association"
         REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION favourite_association_counted()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER favourite_association_count_update AFTER UPDATE ON "favourite_association"
         REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION favourite_association_counted()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER favourite_association_count_truncate AFTER TRUNCATE ON "favourite_association"
         FOR EACH STATEMENT EXECUTE FUNCTION favourite_association_counted()`,
    );
    // "associations in the area": the most followed first, by name
    await queryRunner.query(
      `CREATE INDEX "IDX_association_followers" ON "association" ("follower_count" DESC, "name")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_association_province_followers" ON "association" (split_part("address", ', ', 3), "follower_count" DESC, "name")`,
    );
    // explore and Home count the upcoming events a viewer may see: an index-only scan of the
    // events not archived, from now on, instead of reading the whole table (history included)
    await queryRunner.query(
      `CREATE INDEX "IDX_event_upcoming" ON "event" ("end_date") INCLUDE ("is_public", "association_id") WHERE "archived_at" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_event_upcoming"`);
    await queryRunner.query(`DROP INDEX "IDX_association_province_followers"`);
    await queryRunner.query(`DROP INDEX "IDX_association_followers"`);
    for (const op of ['insert', 'delete', 'update', 'truncate'])
      await queryRunner.query(
        `DROP TRIGGER favourite_association_count_${op} ON "favourite_association"`,
      );
    await queryRunner.query(`DROP FUNCTION favourite_association_counted()`);
    await queryRunner.query(`DROP FUNCTION association_follower_count_apply(jsonb)`);
    await queryRunner.query(
      `ALTER TABLE "association" DROP CONSTRAINT "CHK_association_follower_count"`,
    );
    await queryRunner.query(`ALTER TABLE "association" DROP COLUMN "follower_count"`);
  }
}
