import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { DataSource, EntityManager } from 'typeorm';
import { notFound } from '../../common/app-error';
import { displayDateTime } from '../../common/rome-time';
import type { RateLimits } from '../../common/rate-limits';
import type { Config } from '../../config';
import { enqueue } from '../../jobs/enqueue';
import { dataExportReadyMail } from '../../mail/templates';
import { buildDataExport, countDataExportRows, type DataExport } from './data-export.contents';
import { USER_ERRORS } from './users.errors';

const gzip = promisify(zlib.gzip);

/** What "Scarica i miei dati" answers: the data now, or the export the job is building. */
export type DataExportAnswer =
  { kind: 'ready'; data: DataExport } | { kind: 'queued'; id: number; requestedAt: Date };

/** A queued export whose job has not finished after this long is asked again (its job gave up). */
const STALE_QUEUED_MS = 24 * 3_600_000;

/** The link's secret: 256 random bits, base64url (43 characters); only its SHA-256 is stored. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * "Scarica i miei dati" (issue 23, art. 15 and 20 GDPR; docs/register.md, "Data export"). A
 * person with few rows gets the file at once; past `DATA_EXPORT_INLINE_ROWS` the request queues a
 * graphile-worker job (in the transaction that records the request) which builds the file, stores
 * it compressed, and mails a link valid `DATA_EXPORT_LINK_HOURS`; at the expiry another job
 * deletes it. Both paths build the same JSON from one snapshot of the database.
 */
export class DataExportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Pick<Config, 'dataExport' | 'publicUrl'>,
    private readonly rateLimits: RateLimits,
  ) {}

  /**
   * GET /user/export: the data, or the export on its way (the same one when asked again). Each
   * request builds the whole file, so a person may ask DATA_EXPORT_USER times an hour (429 after).
   */
  async request(userId: number): Promise<DataExportAnswer> {
    await this.rateLimits.consume('dataExportPerUser', String(userId));
    const rows = await countDataExportRows(this.dataSource.manager, userId);
    if (rows <= this.config.dataExport.inlineMaxRows)
      return { kind: 'ready', data: await this.snapshot(userId) };
    return this.dataSource.transaction(async (em) => {
      const [current] = (await em.query(
        `SELECT id, status, requested_at FROM data_export WHERE user_id = $1 FOR UPDATE`,
        [userId],
      )) as { id: number; status: string; requested_at: Date }[];
      if (
        current?.status === 'queued' &&
        Date.now() - current.requested_at.getTime() < STALE_QUEUED_MS
      )
        return { kind: 'queued', id: current.id, requestedAt: current.requested_at };
      // a ready file is replaced by a fresh one (the data may have changed since)
      if (current) await em.query(`DELETE FROM data_export WHERE id = $1`, [current.id]);
      return this.queue(em, userId);
    });
  }

  /**
   * Records the request and queues its job in one transaction. Two requests at once both found no
   * row to lock: the unique index lets one insert, and the other answers the winner's export.
   */
  private async queue(em: EntityManager, userId: number): Promise<DataExportAnswer> {
    // the account's token version now: the link works only while it stays (download below)
    const [inserted] = (await em.query(
      `INSERT INTO data_export (user_id, token_version)
       SELECT id, token_version FROM user_account WHERE id = $1
       ON CONFLICT (user_id) DO NOTHING RETURNING id, requested_at`,
      [userId],
    )) as { id: number; requested_at: Date }[];
    if (!inserted) {
      const [winner] = (await em.query(
        `SELECT id, requested_at FROM data_export WHERE user_id = $1`,
        [userId],
      )) as { id: number; requested_at: Date }[];
      return { kind: 'queued', id: winner.id, requestedAt: winner.requested_at };
    }
    await enqueue(
      em,
      'data-export',
      { exportId: inserted.id },
      { jobKey: `data-export:${inserted.id}` },
    );
    return { kind: 'queued', id: inserted.id, requestedAt: inserted.requested_at };
  }

  /**
   * The job: builds and stores the file, mails its link and queues its deletion, in one
   * transaction. Running again (a retry after a crash past the commit) finds the export ready and
   * changes nothing; an export gone meanwhile (account deleted, asked again) is left alone.
   */
  async prepare(exportId: number): Promise<void> {
    const [row] = (await this.dataSource.query(
      `SELECT user_id, status FROM data_export WHERE id = $1`,
      [exportId],
    )) as { user_id: number; status: string }[];
    if (row?.status !== 'queued') return;
    // built outside the transaction that writes it: a large export must not hold the row's lock
    const file = await gzip(JSON.stringify(await this.snapshot(row.user_id)));
    const token = crypto.randomBytes(32).toString('base64url');
    await this.dataSource.transaction(async (em) => {
      const [locked] = (await em.query(
        `SELECT d.status, u.email, u.name, d.token_version = u.token_version AS current
           FROM data_export d
           JOIN user_account u ON u.id = d.user_id
          WHERE d.id = $1 FOR UPDATE OF d`,
        [exportId],
      )) as { status: string; email: string; name: string; current: boolean }[];
      if (locked?.status !== 'queued') return;
      // the sessions ended since it was asked for (all devices, password): its link would be
      // dead on arrival, so nothing is mailed; the person asks again
      if (!locked.current) {
        await em.query(`DELETE FROM data_export WHERE id = $1`, [exportId]);
        return;
      }
      const expiresAt = new Date(Date.now() + this.config.dataExport.linkHours * 3_600_000);
      await em.query(
        `UPDATE data_export SET status = 'ready', ready_at = now(), expires_at = $2,
                token_hash = $3, file = $4, size_bytes = $5
          WHERE id = $1`,
        [exportId, expiresAt, sha256(token), file, file.length],
      );
      const link = `${this.config.publicUrl}/api/user/export/${exportId}/${token}`;
      await enqueue(
        em,
        'mail',
        dataExportReadyMail(locked.email, locked.name, link, displayDateTime(expiresAt)),
      );
      await enqueue(
        em,
        'data-export-expiry',
        { exportId },
        { runAt: expiresAt, jobKey: `data-export-expiry:${exportId}` },
      );
    });
  }

  /**
   * The mailed link: the stored file (gzip of the JSON) while the link is valid. Unknown export,
   * wrong secret, expired, or the account's sessions ended since it was asked for ("Esci da
   * tutti i dispositivi", a password change or reset move the token version on, issue 31): the
   * same 404, in constant time for the secret.
   */
  async download(exportId: number, token: string): Promise<{ userId: number; file: Buffer }> {
    const [row] = TOKEN_PATTERN.test(token)
      ? ((await this.dataSource.query(
          `SELECT d.token_hash, d.file, d.user_id FROM data_export d
             JOIN user_account u ON u.id = d.user_id AND u.token_version = d.token_version
            WHERE d.id = $1 AND d.status = 'ready' AND d.expires_at > now()`,
          [exportId],
        )) as { token_hash: string; file: Buffer; user_id: number }[])
      : [];
    const given = Buffer.from(sha256(token), 'hex');
    const expected = Buffer.from(row?.token_hash ?? sha256(''), 'hex');
    if (!row || !crypto.timingSafeEqual(given, expected))
      throw notFound(USER_ERRORS.exportLinkNotValid);
    return { userId: row.user_id, file: row.file };
  }

  /** The expiry job: the file and its link are gone. */
  async expire(exportId: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM data_export WHERE id = $1 AND status = 'ready'`, [
      exportId,
    ]);
  }

  /** The person's data as of one moment: every query in one REPEATABLE READ transaction. */
  private snapshot(userId: number): Promise<DataExport> {
    return this.dataSource.transaction('REPEATABLE READ', (em) => buildDataExport(em, userId));
  }
}

declare module '../../platform/services' {
  interface Services {
    /** "Scarica i miei dati": the person's data as JSON, at once or mailed (issue 23). */
    dataExport: DataExportService;
  }
}
