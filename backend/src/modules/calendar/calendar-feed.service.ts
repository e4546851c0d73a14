import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import ical, { ICalEventStatus } from 'ical-generator';
import { notFound } from '../../common/app-error';
import type { Config } from '../../config';
import { USER_ERRORS } from '../users/users.errors';

/** The feed answer: an RFC 5545 body with its validators. */
export interface CalendarFeed {
  body: string;
  etag: string;
  lastModified: Date;
}

interface FeedRow {
  sign_up_id: number;
  status: 'accepted' | 'waiting';
  shift_id: number;
  shift_title: string;
  start_date: Date;
  end_date: Date;
  event_id: number;
  event_name: string;
  address: string;
  association_name: string;
}

/** Shifts that ended up to this many days ago are still in the feed. */
const PAST_DAYS = 30;
/** 192 random bits, base64url: 32 characters. */
const newToken = () => crypto.randomBytes(24).toString('base64url');
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/**
 * Each person's secret calendar feed (issue 10): the token in the address is the credential, made
 * on the first read and replaced on renewal (the old address then answers 404).
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
    const current = await this.currentToken(userId);
    if (current) return this.urlOf(current);
    // two first reads at once: the second UPDATE finds the token set and leaves it
    await this.dataSource.query(
      `UPDATE user_account SET calendar_feed_token = $2
        WHERE id = $1 AND calendar_feed_token IS NULL`,
      [userId, newToken()],
    );
    const made = await this.currentToken(userId);
    if (!made) throw notFound(USER_ERRORS.notFound);
    return this.urlOf(made);
  }

  private async currentToken(userId: number): Promise<string | null> {
    const [row]: { calendar_feed_token: string | null }[] = await this.dataSource.query(
      'SELECT calendar_feed_token FROM user_account WHERE id = $1',
      [userId],
    );
    return row?.calendar_feed_token ?? null;
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
   * The feed of the person holding `token`, or null for an unknown token: one VEVENT per shift
   * they are accepted to (CONFIRMED) or waiting for (TENTATIVE) that ended at most 30 days ago.
   */
  async feed(token: string): Promise<CalendarFeed | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const [user]: { id: number }[] = await this.dataSource.query(
      'SELECT id FROM user_account WHERE calendar_feed_token = $1',
      [token],
    );
    if (!user) return null;
    const rows: FeedRow[] = await this.dataSource.query(
      `SELECT us.id AS sign_up_id, us.status, s.id AS shift_id, s.title AS shift_title,
              s.start_date, s.end_date, e.id AS event_id, e.name AS event_name, e.address,
              a.name AS association_name
         FROM user_shift us
         JOIN shift s ON s.id = us.shift_id
         JOIN event e ON e.id = s.event_id
         JOIN association a ON a.id = e.association_id
        WHERE us.user_id = $1 AND us.status IN ('accepted', 'waiting')
          AND s.end_date >= now() - make_interval(days => $2)
        ORDER BY s.start_date, us.id`,
      [user.id, PAST_DAYS],
    );
    const calendar = ical({ name: 'Insieme', prodId: { company: 'Insieme', product: 'turni' } });
    for (const row of rows) {
      const link = `${this.config.publicUrl}/event/${row.event_id}/${row.shift_id}`;
      calendar.createEvent({
        id: `signup-${row.sign_up_id}@insieme`,
        // a fixed stamp keeps the body (and its ETag) the same until something changes
        stamp: new Date(row.start_date),
        start: new Date(row.start_date),
        end: new Date(row.end_date),
        summary: `${row.event_name} — ${row.shift_title}`,
        location: row.address,
        description: `${row.association_name}\n${link}`,
        url: link,
        status: row.status === 'accepted' ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      });
    }
    const body = calendar.toString();
    const etag = `"${crypto.createHash('sha256').update(body).digest('base64url')}"`;
    // the tables keep no update times: the body's hash (ETag) is the validator that counts
    return { body, etag, lastModified: new Date() };
  }
}
