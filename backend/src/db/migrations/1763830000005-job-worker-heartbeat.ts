import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17: each job worker's heartbeat (docs/jobs.md, "A worker that dies"). graphile-worker 0.16
 * leaves the jobs of a killed worker locked for 4 hours; every instance writes the time of its
 * workers' last beat here, and any instance unlocks the jobs of workers that stopped beating.
 * `host` and `pid` let a restarted instance recognise its own dead predecessor at once.
 */
export class JobWorkerHeartbeat1763830000005 implements MigrationInterface {
  name = 'JobWorkerHeartbeat1763830000005';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "job_worker_heartbeat" (
        "worker_id" text PRIMARY KEY,
        "host" text NOT NULL,
        "pid" integer NOT NULL,
        "started_at" timestamptz NOT NULL DEFAULT now(),
        "beat_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_job_worker_heartbeat_beat_at" ON "job_worker_heartbeat" ("beat_at")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "job_worker_heartbeat"`);
  }
}
