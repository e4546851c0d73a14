/**
 * Who downloaded what (issue 31; GDPR art. 5(2) accountability, art. 30 records): the event a
 * module records, in its transaction, when personal data leaves the app as a file. The access
 * log's processor writes the row in that same transaction (access-log.processors.ts); a module
 * without a transaction calls `AccessLogService.record` right before answering.
 */
declare module '../../platform/domain-events' {
  interface DomainEventMap {
    DataDownloaded: AccessRecord;
  }
}

/** What was downloaded: the register, the insured list, the hours, a statement, one's own data. */
export type AccessWhat =
  'register' | 'insured_list' | 'volunteer_hours' | 'hours_statement' | 'data_export';

export type AccessFormat = 'csv' | 'pdf' | 'json';

export interface AccessRecord {
  /** who downloaded it */
  userId: number;
  /** the association whose data it is; null for a person's own data (their export) */
  associationId: number | null;
  what: AccessWhat;
  format: AccessFormat;
  /** the period or day it covers, as the request named it ("2026-01-01/2026-11-28", "2026-11-28") */
  period: string | null;
}
