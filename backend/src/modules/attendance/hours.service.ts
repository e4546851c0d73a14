import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { notFound } from '../../common/app-error';
import { authorize } from '../../common/policy/authorize';
import { viewerIn, type Viewer } from '../../common/policy/viewer';
import type { RateLimits } from '../../common/rate-limits';
import { ATTENDANCE_ERRORS } from './attendance.errors';
import { canRevokeHoursStatement, canSeeVolunteerHours } from './attendance.policy';
import {
  HOURS_SHIFT_ORDER_SQL,
  HOURS_SHIFT_ROW_SQL,
  HOURS_STATEMENT_ROW_SQL,
  VOLUNTEER_HOURS_ROW_SQL,
  type HoursShiftRow,
  type HoursStatementRow,
  type VolunteerHoursRow,
} from './attendance-row';
import type { StatementShift } from './hours-statement.entity';
import { monthsOf, periodOf, romeMonth, type Period } from './hours-period';

/** One association of a person's hours, with its shifts. */
export interface AssociationHoursOfMine {
  associationId: number;
  name: string;
  minutes: number;
  shifts: HoursShiftRow[];
}

export interface MyHours {
  from: string;
  to: string;
  totalMinutes: number;
  /** every month of the period in order, zeros included */
  months: { month: string; minutes: number }[];
  associations: AssociationHoursOfMine[];
}

export interface AssociationHours {
  associationId: number;
  from: string;
  to: string;
  totalMinutes: number;
  volunteers: VolunteerHoursRow[];
}

/** A statement with its verification address. */
export type HoursStatementView = HoursStatementRow & { verifyUrl: string };

/** What a new statement's PDF prints: the statement, and the shifts it counted. */
export interface IssuedStatement {
  statement: HoursStatementView;
  shifts: StatementShift[];
}

/** What the public verification page shows. */
export interface VerifiedStatement {
  name: string;
  surname: string;
  association: string;
  from: string;
  to: string;
  totalMinutes: number;
  issuedAt: Date;
  revoked: boolean;
  /** not revoked, and the association's records give the same total and shifts today */
  valid: boolean;
}

/** The input of a statement (the period as the caller gives it; defaults as for the hours). */
export interface StatementRequest {
  associationId: number;
  from?: string | null;
  to?: string | null;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const VERIFY_LIMIT = 'statementVerifyPerIp';
const ISSUE_LIMIT = 'statementIssuePerUser';
/**
 * What a statement may count (issue 31): present attendance whose check-out (hence its check-in)
 * is already past when it is issued; a shift still under way is left for a later statement.
 */
const ENDED_SQL = ' AND sa.checked_out_at <= now()';
/** The most recent statements an association's list shows. */
const STATEMENT_LIST_LIMIT = 500;

const statementShift = (r: HoursShiftRow): StatementShift => ({
  shiftId: r.shiftId,
  eventId: r.eventId,
  eventName: r.eventName,
  shiftTitle: r.shiftTitle,
  startDate: new Date(r.startDate).toISOString(),
  minutes: r.minutes,
});

/** The figures a statement rests on: same shifts with the same minutes, hence the same total. */
const figures = (shifts: Pick<StatementShift, 'shiftId' | 'minutes'>[]) =>
  shifts
    .map((s) => `${s.shiftId}:${s.minutes}`)
    .sort()
    .join(',');

/**
 * Hours of volunteering and their statements (issue 22, docs/attendance.md). Only present
 * attendance counts; a shift belongs to the Rome day of its start. Every list is one statement.
 * A statement keeps the figures it was issued with; verifying compares them with the records of
 * today, so a later correction shows (valid = false) without the statement changing.
 */
export class HoursService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimits: RateLimits,
    private readonly publicUrl: string,
  ) {}

  verifyUrl(token: string): string {
    return `${this.publicUrl}/verify/${token}`;
  }

  private shiftsOf(userId: number, period: Period, associationId?: number, ended = false) {
    return this.dataSource.query(
      `${HOURS_SHIFT_ROW_SQL}${associationId ? ' AND e.association_id = $4' : ''}${ended ? ENDED_SQL : ''} ${HOURS_SHIFT_ORDER_SQL}`,
      [userId, period.start, period.end, ...(associationId ? [associationId] : [])],
    ) as Promise<HoursShiftRow[]>;
  }

  /** The caller's hours in the period: per association with each shift, per month, in total. */
  async mine(userId: number, from?: string | null, to?: string | null): Promise<MyHours> {
    const period = periodOf(from, to);
    const rows = await this.shiftsOf(userId, period);
    const byMonth = new Map(monthsOf(period).map((m) => [m, 0]));
    const associations = new Map<number, AssociationHoursOfMine>();
    for (const row of rows) {
      const month = romeMonth(new Date(row.startDate));
      byMonth.set(month, (byMonth.get(month) ?? 0) + row.minutes);
      let association = associations.get(row.associationId);
      if (!association) {
        association = {
          associationId: row.associationId,
          name: row.associationName,
          minutes: 0,
          shifts: [],
        };
        associations.set(row.associationId, association);
      }
      association.minutes += row.minutes;
      association.shifts.push(row);
    }
    return {
      from: period.from,
      to: period.to,
      totalMinutes: rows.reduce((n, r) => n + r.minutes, 0),
      months: [...byMonth].map(([month, minutes]) => ({ month, minutes })),
      associations: [...associations.values()],
    };
  }

  /** Each volunteer's hours with the association in the period: its administrators only. */
  async ofAssociation(
    viewer: Viewer,
    associationId: number,
    from?: string | null,
    to?: string | null,
  ): Promise<AssociationHours> {
    authorize(viewer, canSeeVolunteerHours, associationId);
    const period = periodOf(from, to);
    const volunteers: VolunteerHoursRow[] = await this.dataSource.query(VOLUNTEER_HOURS_ROW_SQL, [
      associationId,
      period.start,
      period.end,
    ]);
    return {
      associationId,
      from: period.from,
      to: period.to,
      totalMinutes: volunteers.reduce((n, v) => n + v.minutes, 0),
      volunteers,
    };
  }

  private view(row: HoursStatementRow): HoursStatementView {
    return { ...row, verifyUrl: this.verifyUrl(row.token) };
  }

  /**
   * A new statement of the caller's hours with the association in the period (each download is
   * one): the shifts they were present at whose times are both past now, and the holder and the
   * association as they are now, frozen (issue 31). 404 when there is no such shift; at most
   * STATEMENT_ISSUE_USER a day per person (429 after; a 404 gives its point back).
   */
  async issue(userId: number, request: StatementRequest): Promise<IssuedStatement> {
    const period = periodOf(request.from, request.to);
    await this.rateLimits.consume(ISSUE_LIMIT, String(userId));
    const rows = await this.shiftsOf(userId, period, request.associationId, true);
    if (!rows.length) {
      await this.rateLimits.refund(ISSUE_LIMIT, String(userId));
      throw notFound(ATTENDANCE_ERRORS.noHours);
    }
    const shifts = rows.map(statementShift);
    const total = shifts.reduce((n, s) => n + s.minutes, 0);
    // the 12 months ending on the period's last day, by the same rule (docs/attendance.md)
    const year = await this.shiftsOf(
      userId,
      periodOf(null, period.to),
      request.associationId,
      true,
    );
    const yearMinutes = year.reduce((n, s) => n + s.minutes, 0);
    const token = crypto.randomBytes(16).toString('base64url');
    const [statement]: HoursStatementRow[] = await this.dataSource.query(
      `WITH issued AS (
         INSERT INTO hours_statement (token, user_id, association_id, period_from, period_to,
                total_minutes, shifts, holder_name, holder_surname, holder_fiscal_code,
                holder_birth_date, association_fiscal_code, association_runts_number, year_minutes)
         SELECT $1, $2, $3, $4, $5, $6, $7::jsonb, u.name, u.surname, u.fiscal_code, u.birth_date,
                a.fiscal_code, a.runts_number, $8
           FROM user_account u, association a WHERE u.id = $2 AND a.id = $3
         RETURNING *
       ) ${HOURS_STATEMENT_ROW_SQL.replace('FROM hours_statement h', 'FROM issued h')}`,
      [
        token,
        userId,
        request.associationId,
        period.from,
        period.to,
        total,
        JSON.stringify(shifts),
        yearMinutes,
      ],
    );
    return { statement: this.view(statement), shifts };
  }

  /** One of the caller's statements again, with the figures it was issued with; 404 otherwise. */
  async ownStatement(userId: number, statementId: number): Promise<IssuedStatement> {
    const rows: (HoursStatementRow & { shifts: StatementShift[] })[] = await this.dataSource.query(
      `${HOURS_STATEMENT_ROW_SQL.replace('h.id,', 'h.id, h.shifts,')} WHERE h.id = $1 AND h.user_id = $2`,
      [statementId, userId],
    );
    if (!rows.length) throw notFound(ATTENDANCE_ERRORS.statementNotFound);
    const { shifts, ...statement } = rows[0];
    return { statement: this.view(statement), shifts };
  }

  /** The caller's statements, newest first. */
  async statementsOf(userId: number): Promise<HoursStatementView[]> {
    const rows: HoursStatementRow[] = await this.dataSource.query(
      `${HOURS_STATEMENT_ROW_SQL} WHERE h.user_id = $1 ORDER BY h.id DESC`,
      [userId],
    );
    return rows.map((r) => this.view(r));
  }

  /** The association's statements, newest first (the latest 500): its administrators only. */
  async ofAssociationStatements(
    viewer: Viewer,
    associationId: number,
  ): Promise<HoursStatementView[]> {
    authorize(viewer, canSeeVolunteerHours, associationId);
    const rows: HoursStatementRow[] = await this.dataSource.query(
      `${HOURS_STATEMENT_ROW_SQL} WHERE h.association_id = $1 ORDER BY h.id DESC LIMIT ${STATEMENT_LIST_LIMIT}`,
      [associationId],
    );
    return rows.map((r) => this.view(r));
  }

  /**
   * An administrator of the statement's association revokes it (again: no change). Anyone else
   * gets 404, as for a statement that does not exist: a statement is private.
   */
  async revoke(adminId: number, statementId: number): Promise<HoursStatementView> {
    const [owner]: { associationId: number }[] = await this.dataSource.query(
      'SELECT association_id AS "associationId" FROM hours_statement WHERE id = $1',
      [statementId],
    );
    if (!owner) throw notFound(ATTENDANCE_ERRORS.statementNotFound);
    const viewer = await viewerIn(this.dataSource.manager, adminId, owner.associationId);
    authorize(viewer, canRevokeHoursStatement, owner.associationId, () =>
      notFound(ATTENDANCE_ERRORS.statementNotFound),
    );
    const [row]: HoursStatementRow[] = await this.dataSource.query(
      `WITH revoked AS (
         UPDATE hours_statement SET revoked_at = COALESCE(revoked_at, now()),
                revoked_by = CASE WHEN revoked_at IS NULL THEN $2 ELSE revoked_by END
          WHERE id = $1 RETURNING *
       ) ${HOURS_STATEMENT_ROW_SQL.replace('FROM hours_statement h', 'FROM revoked h')}`,
      [statementId, adminId],
    );
    if (!row) throw notFound(ATTENDANCE_ERRORS.statementNotFound);
    return this.view(row);
  }

  /**
   * What the verification address shows, to anyone: the figures and the holder as issued, and
   * whether they still hold. Only the statement's own shifts are checked (issue 31): each must
   * still be present with the same minutes; a shift recorded later, even in its period, never
   * touches it. null for a token that names no statement (a forged or altered address): only
   * such tries count against the caller's address (`STATEMENT_VERIFY_IP`, docs/rate-limits.md),
   * so a genuine token is answered whatever the address tried before.
   */
  async verify(token: string, ip: string): Promise<VerifiedStatement | null> {
    const rows: (HoursStatementRow & { shifts: StatementShift[] })[] = TOKEN_PATTERN.test(token)
      ? await this.dataSource.query(
          `${HOURS_STATEMENT_ROW_SQL.replace('h.id,', 'h.id, h.shifts,')} WHERE h.token = $1`,
          [token],
        )
      : [];
    const statement = rows[0];
    if (!statement) {
      await this.rateLimits.consume(VERIFY_LIMIT, ip);
      return null;
    }
    const own = new Set(statement.shifts.map((s) => s.shiftId));
    const period = periodOf(statement.from, statement.to);
    const today = (await this.shiftsOf(statement.userId, period, statement.associationId)).filter(
      (r) => own.has(r.shiftId),
    );
    const revoked = statement.revokedAt !== null;
    const same = figures(today) === figures(statement.shifts);
    return {
      name: statement.name,
      surname: statement.surname,
      association: statement.associationName,
      from: statement.from,
      to: statement.to,
      totalMinutes: statement.totalMinutes,
      issuedAt: new Date(statement.issuedAt),
      revoked,
      valid: !revoked && same,
    };
  }
}

declare module '../../platform/services' {
  interface Services {
    /** Hours of volunteering, their CSV and their verifiable statements (issue 22). */
    hours: HoursService;
  }
}
