import crypto from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { notFound } from '../../common/app-error';
import { authorize } from '../../common/policy/authorize';
import { viewerIn, type Viewer } from '../../common/policy/viewer';
import type { Config } from '../../config';
import { ASSOCIATION_ERRORS } from '../associations/associations.errors';
import { eventVisibleToSql } from '../events/events.policy';
import { USER_ERRORS } from '../users/users.errors';
import { canUseAssociationCalendarFeed } from './calendar.policy';

/** The feed answer: an RFC 5545 body with its validators. */
export interface CalendarFeed {
  body: string;
  etag: string;
  lastModified: Date;
}

/** What a VEVENT of either feed is made of. */
interface ShiftRow {
  shift_id: number;
  shift_title: string;
  start_date: Date;
  end_date: Date;
  event_id: number;
  event_name: string;
  address: string;
  association_name: string;
  /** the event was archived while the shift was still ahead */
  cancelled: boolean;
}

interface SignUpRow extends ShiftRow {
  sign_up_id: number;
  status: 'accepted' | 'waiting';
}

interface AssociationShiftRow extends ShiftRow {
  accepted_count: number;
  max_volunteer: number;
}

/** The two kinds of owner a feed token may have; each table has a unique `calendar_feed_token`. */
type Owner = 'user_account' | 'association';

/** Shifts that ended up to this many days ago are still in the feed. */
const PAST_DAYS = 30;
/** 192 random bits, base64url: 32 characters. */
const newToken = () => crypto.randomBytes(24).toString('base64url');
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The shift columns both feeds select (`s` shift, `e` event, `a` association). */
const SHIFT_COLUMNS = `s.id AS shift_id, s.title AS shift_title, s.start_date, s.end_date,
  e.id AS event_id, e.name AS event_name, e.address, a.name AS association_name,
  (e.archived_at IS NOT NULL AND s.start_date > e.archived_at) AS cancelled`;

/**
 * The secret calendar feeds of issue 10: each person's (their sign-ups) and each association's for
 * its administrators (all the shifts of its events). The token in the address is the credential,
 * made on the first read and replaced on renewal (the old address then answers 404).
 */
export class CalendarFeedService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Pick<Config, 'publicUrl'>,
  ) {}

  private urlOf(token: string): string {
    return `${this.config.publicUrl}/calendar/${token}.ics`;
  }

  /** The person's feed address, making its token when they have none yet. */
  async url(userId: number): Promise<string> {
    const token = await this.tokenOf(this.dataSource.manager, 'user_account', userId);
    if (!token) throw notFound(USER_ERRORS.notFound);
    return this.urlOf(token);
  }

  /** A new address for the person; the old one stops working at once. */
  async renew(userId: number): Promise<string> {
    const token = newToken();
    await this.dataSource.query('UPDATE user_account SET calendar_feed_token = $2 WHERE id = $1', [
      userId,
      token,
    ]);
    return this.urlOf(token);
  }

  /**
   * The association's feed address for one of its administrators (404 for an unknown
   * association, then 403), making its token when it has none yet.
   */
  async associationUrl(userId: number, associationId: number): Promise<string> {
    const em = this.dataSource.manager;
    await this.requireAssociation(em, userId, associationId, false);
    const token = await this.tokenOf(em, 'association', associationId);
    if (!token) throw notFound(ASSOCIATION_ERRORS.notFound);
    return this.urlOf(token);
  }

  /** The association's feed address when the viewer administers it; null for anyone else. */
  async associationUrlFor(viewer: Viewer, associationId: number): Promise<string | null> {
    if (!canUseAssociationCalendarFeed(viewer, associationId)) return null;
    const em = this.dataSource.manager;
    const token = await this.tokenOf(em, 'association', associationId);
    return token ? this.urlOf(token) : null;
  }

  /** A new address for the association (administrators); the old one stops working at once. */
  async renewAssociation(userId: number, associationId: number): Promise<string> {
    return this.dataSource.transaction(async (em) => {
      await this.requireAssociation(em, userId, associationId, true);
      const token = newToken();
      await em.query('UPDATE association SET calendar_feed_token = $2 WHERE id = $1', [
        associationId,
        token,
      ]);
      return this.urlOf(token);
    });
  }

  /**
   * 404 for an unknown association, 403 for anyone but its administrators. A renewal locks the
   * association row first, the order every membership change takes, so the renewal of an
   * administrator being demoted waits for the demotion and is then refused.
   */
  private async requireAssociation(
    em: EntityManager,
    userId: number,
    associationId: number,
    lock: boolean,
  ): Promise<void> {
    const found: unknown[] = await em.query(
      `SELECT id FROM association WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [associationId],
    );
    if (!found.length) throw notFound(ASSOCIATION_ERRORS.notFound);
    authorize(
      await viewerIn(em, userId, associationId),
      canUseAssociationCalendarFeed,
      associationId,
    );
  }

  /** The owner's token, made when missing; null when the owner does not exist. */
  private async tokenOf(em: EntityManager, owner: Owner, id: number): Promise<string | null> {
    const current = await this.currentToken(em, owner, id);
    if (current) return current;
    // two first reads at once: the second UPDATE finds the token set and leaves it
    await em.query(
      `UPDATE ${owner} SET calendar_feed_token = $2 WHERE id = $1 AND calendar_feed_token IS NULL`,
      [id, newToken()],
    );
    return this.currentToken(em, owner, id);
  }

  private async currentToken(em: EntityManager, owner: Owner, id: number): Promise<string | null> {
    const [row]: { calendar_feed_token: string | null }[] = await em.query(
      `SELECT calendar_feed_token FROM ${owner} WHERE id = $1`,
      [id],
    );
    return row?.calendar_feed_token ?? null;
  }

  /**
   * The feed of whoever holds `token` — a person or an association, told apart by one lookup —
   * or null for an unknown token.
   */
  async feed(token: string): Promise<CalendarFeed | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const [owner]: { owner: Owner; id: number; name: string | null }[] =
      await this.dataSource.query(
        `SELECT 'user_account' AS owner, id, NULL AS name FROM user_account WHERE calendar_feed_token = $1
         UNION ALL
         SELECT 'association', id, name FROM association WHERE calendar_feed_token = $1
         LIMIT 1`,
        [token],
      );
    if (!owner) return null;
    // RFC 5545 §3.8.7.2: without METHOD, DTSTAMP is when the calendar data was made, i.e. now
    const generatedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    const body =
      owner.owner === 'association'
        ? await this.associationBody(owner.id, owner.name ?? '', generatedAt)
        : await this.personalBody(owner.id, generatedAt);
    // the tables keep no update times: the body's hash (ETag) is the validator that counts; it
    // leaves out DTSTAMP, which changes at every read, so an unchanged feed keeps its ETag (304)
    const content = body.replace(/^DTSTAMP:[^\r\n]*\r?\n/gm, '');
    const etag = `"${crypto.createHash('sha256').update(content).digest('base64url')}"`;
    return { body, etag, lastModified: generatedAt };
  }

  /**
   * One VEVENT per sign-up the person is accepted to (CONFIRMED) or waiting for (TENTATIVE) on a
   * shift that ended at most 30 days ago; CANCELLED when the event was archived while the shift
   * was still ahead. Only events the person may still see: the address is read by calendar apps
   * with no login, long after someone left the association of a private event.
   */
  private async personalBody(userId: number, generatedAt: Date): Promise<string> {
    const rows: SignUpRow[] = await this.dataSource.query(
      `SELECT us.id AS sign_up_id, us.status, ${SHIFT_COLUMNS}
         FROM user_shift us
         JOIN shift s ON s.id = us.shift_id
         JOIN event e ON e.id = s.event_id
         JOIN association a ON a.id = e.association_id
        WHERE us.user_id = $1 AND us.status IN ('accepted', 'waiting')
          AND s.end_date >= now() - make_interval(days => $2)
          AND ${eventVisibleToSql('e', 'us.user_id')}
        ORDER BY s.start_date, us.id`,
      [userId, PAST_DAYS],
    );
    const calendar = newCalendar('Insieme');
    for (const row of rows)
      this.addShift(calendar, row, generatedAt, {
        uid: `signup-${row.sign_up_id}@insieme`,
        lines: [row.association_name],
        status: row.status === 'accepted' ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      });
    return calendar.toString();
  }

  /**
   * One VEVENT per shift of the association's events (private ones included) that ended at most
   * 30 days ago, with the places taken; CANCELLED when the event was archived while the shift was
   * still ahead.
   */
  private async associationBody(
    associationId: number,
    name: string,
    generatedAt: Date,
  ): Promise<string> {
    const rows: AssociationShiftRow[] = await this.dataSource.query(
      `SELECT ${SHIFT_COLUMNS}, s.accepted_count, s.max_volunteer
         FROM shift s
         JOIN event e ON e.id = s.event_id
         JOIN association a ON a.id = e.association_id
        WHERE e.association_id = $1
          AND s.end_date >= now() - make_interval(days => $2)
        ORDER BY s.start_date, s.id`,
      [associationId, PAST_DAYS],
    );
    const calendar = newCalendar(`Insieme — ${name}`);
    for (const row of rows)
      this.addShift(calendar, row, generatedAt, {
        uid: `shift-${row.shift_id}@insieme`,
        lines: [row.association_name, `Posti occupati: ${row.accepted_count}/${row.max_volunteer}`],
        status: ICalEventStatus.CONFIRMED,
      });
    return calendar.toString();
  }

  private addShift(
    calendar: ICalCalendar,
    row: ShiftRow,
    generatedAt: Date,
    what: { uid: string; lines: string[]; status: ICalEventStatus },
  ): void {
    const link = `${this.config.publicUrl}/event/${row.event_id}/${row.shift_id}`;
    calendar.createEvent({
      id: what.uid,
      stamp: generatedAt,
      start: new Date(row.start_date),
      end: new Date(row.end_date),
      summary: `${row.event_name} — ${row.shift_title}`,
      location: row.address,
      description: [...what.lines, link].join('\n'),
      url: link,
      status: row.cancelled ? ICalEventStatus.CANCELLED : what.status,
      // a cancellation is a revision of the event calendar apps already hold
      sequence: row.cancelled ? 1 : 0,
    });
  }
}

/** Instants are UTC (…Z), so daylight saving needs no VTIMEZONE. */
const newCalendar = (name: string): ICalCalendar =>
  ical({ name, prodId: { company: 'Insieme', product: 'turni' } });

declare module '../../platform/services' {
  interface Services {
    calendarFeed: CalendarFeedService;
  }
}
