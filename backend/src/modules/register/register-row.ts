import type { DataSource } from 'typeorm';
import { entityColumnsSql, entityOfRow } from '../../platform/entity-rows';
import { recordedAtTextSql } from './register-chain';
import { RegisterEntry } from './register-entry.entity';

/**
 * The register's reads (as `sign-up-row.ts` for sign-ups): every column of the entry, from the
 * entity's metadata, and the entry that supersedes it; the service adds the WHERE and the order.
 */
export interface RegisterRow extends RegisterEntry {
  /** the end or correction that supersedes this entry; null for the current state of a line */
  supersededBy: number | null;
  /** `recorded_at` as stored, to the microsecond: what the hash covers */
  recordedAtText: string;
}

export function registerRowSql(dataSource: DataSource): string {
  return `SELECT ${entityColumnsSql(dataSource, RegisterEntry, 'r')},
                 (SELECT s.id FROM register_entry s WHERE s.corrects = r.id) AS "supersededBy",
                 ${recordedAtTextSql('r')} AS "recordedAtText"
            FROM register_entry r`;
}

/** SQL condition: `r` is the current state of its line (no later entry supersedes it). */
export const CURRENT_ENTRY_SQL =
  'NOT EXISTS (SELECT 1 FROM register_entry s WHERE s.corrects = r.id)';

/**
 * SQL condition: `r` covers the day `date` (a YYYY-MM-DD parameter). Cover starts at 24:00 of
 * the start date and ends at 24:00 of the end date (DM 6 ottobre 2021): entered on the 10th →
 * insured from the 11th; ended on the 20th → insured on the 20th, not on the 21st.
 */
export const coversDaySql = (date: string) =>
  `(r.start_date < ${date}::date AND (r.end_date IS NULL OR r.end_date >= ${date}::date))`;

/** The same rule on an entry, for what is computed outside SQL. */
export const coversDay = (e: Pick<RegisterEntry, 'startDate' | 'endDate'>, date: string) =>
  e.startDate < date && (e.endDate === null || e.endDate >= date);

export function registerRowOf(dataSource: DataSource, raw: Record<string, unknown>): RegisterRow {
  return Object.assign(entityOfRow(dataSource, RegisterEntry, raw), {
    supersededBy: (raw.supersededBy as number | null) ?? null,
    recordedAtText: raw.recordedAtText as string,
  });
}
