import type { AccessFormat, AccessWhat } from './access-log.events';

/** One row of an association's access log, newest first (access-log.service.ts). */
export interface AccessLogRow {
  id: number;
  at: Date;
  /** null once the account is deleted (the name stays) */
  userId: number | null;
  name: string;
  surname: string;
  what: AccessWhat;
  format: AccessFormat;
  period: string | null;
}

export const ACCESS_LOG_ROW_SQL = `
  SELECT l.id::int AS id, l.at, l.user_id AS "userId", l.name, l.surname, l.what, l.format,
         l.period
    FROM access_log l`;
