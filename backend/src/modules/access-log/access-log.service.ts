import type { DataSource, EntityManager } from 'typeorm';
import { authorize } from '../../common/policy/authorize';
import type { Viewer } from '../../common/policy/viewer';
import { ACCESS_LOG_ROW_SQL, type AccessLogRow } from './access-log-row';
import type { AccessRecord } from './access-log.events';
import { canReadAccessLog } from './access-log.policy';

/** The newest rows an answer holds (a year of daily downloads by a few administrators). */
export const ACCESS_LOG_LIMIT = 500;

/**
 * Who downloaded what (issue 31, docs/register.md "Access log"; GDPR art. 5(2) and 30): one row
 * per file of personal data that leaves the app — the register, the insured list, the
 * volunteers' hours, a statement, a person's own data. The row keeps the name the person had
 * (the log outlives the account: `user_id` becomes null, the name stays).
 */
export class AccessLogService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Records one download: in the download's transaction (`em`, what the processor of
   * DataDownloaded passes), or on its own right before the file is answered.
   */
  async record(access: AccessRecord, em: EntityManager = this.dataSource.manager): Promise<void> {
    await em.query(
      `INSERT INTO access_log (association_id, user_id, name, surname, what, format, period)
       SELECT $1, u.id, u.name, u.surname, $3, $4, $5 FROM user_account u WHERE u.id = $2`,
      [access.associationId, access.userId, access.what, access.format, access.period],
    );
  }

  /** The association's log, newest first (administrators). */
  async list(viewer: Viewer, associationId: number): Promise<AccessLogRow[]> {
    authorize(viewer, canReadAccessLog, associationId);
    return this.dataSource.query(
      `${ACCESS_LOG_ROW_SQL} WHERE l.association_id = $1 ORDER BY l.at DESC, l.id DESC LIMIT $2`,
      [associationId, ACCESS_LOG_LIMIT],
    );
  }
}

declare module '../../platform/services' {
  interface Services {
    /** Who downloaded what (issue 31): the one place that records it, and the log. */
    accessLog: AccessLogService;
  }
}
