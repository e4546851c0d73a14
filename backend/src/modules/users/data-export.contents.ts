import type { EntityManager } from 'typeorm';
import { notFound } from '../../common/app-error';
import { USER_ERRORS } from './users.errors';

type Json = Record<string, unknown>;

/**
 * The person's data (issue 23, art. 15 and 20 GDPR; docs/register.md, "Data export"): a format
 * tag, when it was made, and one key per kind of data (a row, or a list of rows).
 */
export type DataExport = { format: string; exported_at: string } & Record<string, unknown>;

/**
 * How many rows the export of a person would hold, counted on the indexes by person: what decides
 * whether it is served at once or built by a job and mailed (DataExportService).
 */
export async function countDataExportRows(em: EntityManager, userId: number): Promise<number> {
  const [row] = (await em.query(
    `SELECT (SELECT count(*) FROM user_shift WHERE user_id = $1)
          + (SELECT count(*) FROM notification WHERE user_id = $1)
          + (SELECT count(*) FROM event_view WHERE user_id = $1)
          + (SELECT count(*) FROM association_view WHERE user_id = $1)
          + (SELECT count(*) FROM event_like WHERE user_id = $1)
          + (SELECT count(*) FROM question WHERE user_id = $1)
          + (SELECT count(*) FROM register_entry WHERE user_id = $1) AS rows`,
    [userId],
  )) as { rows: string }[];
  return Number(row.rows);
}

/**
 * What "Scarica i miei dati" gives (issue 23): everything Insieme holds about the person, as
 * JSON, built from the rows themselves (`to_jsonb(row)`), so a column a later migration adds is
 * exported without a change here; a sign-up carries its attendance (issue 22) as it did when it
 * was on the sign-up's row (attendance's own table since issue 32, no row: unknown). Left
 * out: secrets (password hash, calendar feed token, token version, push keys, mailed tokens) and
 * other people's identifiers (who answered a question or recorded a register entry). Names of
 * associations, events and shifts are added beside their ids so the file reads on its own.
 *
 * Run it in one REPEATABLE READ transaction (the caller's `em`): every key then describes the
 * same moment.
 */
export async function buildDataExport(em: EntityManager, userId: number): Promise<DataExport> {
  const q = async (sql: string): Promise<Json[]> =>
    ((await em.query(sql, [userId])) as { row: Json }[]).map((r) => r.row);
  const [profile] = await q(
    `SELECT to_jsonb(u) - 'password_hash' - 'calendar_feed_token' - 'token_version'
              || jsonb_build_object(
                   'profile_image', (SELECT 'data:' || m.mime_type || ';base64,' || encode(m.data, 'base64')
                                       FROM media m WHERE m.id = u.image_id),
                   'preferences', (SELECT coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name) ORDER BY t.id), '[]')
                                     FROM user_event_type p JOIN event_type t ON t.id = p.event_type_id
                                    WHERE p.user_id = u.id)) AS row
         FROM user_account u WHERE u.id = $1`,
  );
  if (!profile) throw notFound(USER_ERRORS.notFound);
  if (typeof profile.profile_image === 'string')
    profile.profile_image = profile.profile_image.replace(/\s+/g, '');
  return {
    format: 'insieme-data-export/1',
    exported_at: new Date().toISOString(),
    profile,
    memberships: await q(
      `SELECT to_jsonb(m) || jsonb_build_object('association_name', a.name) AS row
           FROM user_association m JOIN association a ON a.id = m.association_id
          WHERE m.user_id = $1 ORDER BY m.id`,
    ),
    follows: await q(
      `SELECT to_jsonb(f) || jsonb_build_object('association_name', a.name) AS row
           FROM favourite_association f JOIN association a ON a.id = f.association_id
          WHERE f.user_id = $1 ORDER BY f.association_id`,
    ),
    // every column of the sign-up and of its attendance (issue 22; no row: nothing recorded)
    sign_ups: await q(
      `SELECT to_jsonb(us)
              || COALESCE(to_jsonb(sa) - 'user_shift_id',
                          '{"attendance": "unknown", "checked_in_at": null, "checked_out_at": null, "times_by_admin": false}'::jsonb)
              || jsonb_build_object(
                  'shift_title', s.title, 'shift_start', s.start_date, 'shift_end', s.end_date,
                  'event_id', e.id, 'event_name', e.name,
                  'association_id', e.association_id, 'association_name', a.name) AS row
           FROM user_shift us LEFT JOIN shift_attendance sa ON sa.user_shift_id = us.id
           JOIN shift s ON s.id = us.shift_id JOIN event e ON e.id = s.event_id
           JOIN association a ON a.id = e.association_id
          WHERE us.user_id = $1 ORDER BY s.start_date, us.id`,
    ),
    // the administrators' corrections of the person's attendance (issue 22), not who made them
    attendance_changes: await q(
      `SELECT to_jsonb(c) - 'by_user_id' || jsonb_build_object('shift_id', us.shift_id) AS row
           FROM attendance_change c JOIN user_shift us ON us.id = c.user_shift_id
          WHERE us.user_id = $1 ORDER BY c.id`,
    ),
    // the hours statements the person downloaded (issue 22), with their verification token
    hours_statements: await q(
      `SELECT to_jsonb(h) - 'revoked_by' || jsonb_build_object('association_name', a.name) AS row
           FROM hours_statement h JOIN association a ON a.id = h.association_id
          WHERE h.user_id = $1 ORDER BY h.id`,
    ),
    waitlist: await q(
      `SELECT to_jsonb(w) || jsonb_build_object('shift_title', s.title, 'event_name', e.name) AS row
           FROM waitlist_entry w JOIN shift s ON s.id = w.shift_id JOIN event e ON e.id = s.event_id
          WHERE w.user_id = $1 ORDER BY w.id`,
    ),
    event_likes: await q(
      `SELECT to_jsonb(l) || jsonb_build_object('event_name', e.name) AS row
           FROM event_like l JOIN event e ON e.id = l.event_id
          WHERE l.user_id = $1 ORDER BY l.created_at, l.event_id`,
    ),
    notifications: await q(
      `SELECT to_jsonb(n) - 'subject_user_id' AS row FROM notification n
          WHERE n.user_id = $1 ORDER BY n.id`,
    ),
    questions: await q(
      `SELECT to_jsonb(qu) - 'answered_by_id' || jsonb_build_object('association_name', a.name) AS row
           FROM question qu JOIN association a ON a.id = qu.association_id
          WHERE qu.user_id = $1 ORDER BY qu.id`,
    ),
    sessions: await q(
      `SELECT to_jsonb(s) AS row FROM user_session s WHERE s.user_id = $1 ORDER BY s.created_at`,
    ),
    // the push service's address and keys are the browser's secrets: where and when only
    devices: await q(
      `SELECT jsonb_build_object('id', d.id, 'push_service', substring(d.endpoint from '^https://[^/]+'),
                                   'created_at', d.created_at) AS row
           FROM device_subscription d WHERE d.user_id = $1 ORDER BY d.id`,
    ),
    association_views: await q(
      `SELECT jsonb_build_object('association_id', v.association_id, 'association_name', a.name,
                                   'created_at', v.created_at) AS row
           FROM association_view v JOIN association a ON a.id = v.association_id
          WHERE v.user_id = $1 ORDER BY v.id`,
    ),
    event_views: await q(
      `SELECT jsonb_build_object('event_id', v.event_id, 'event_name', e.name,
                                   'created_at', v.created_at) AS row
           FROM event_view v JOIN event e ON e.id = v.event_id
          WHERE v.user_id = $1 ORDER BY v.id`,
    ),
    // the entries of every register about the person (kept after an account deletion)
    register_entries: await q(
      `SELECT to_jsonb(r) - 'recorded_by' - 'recorded_by_name'
                || jsonb_build_object('association_name', a.name) AS row
           FROM register_entry r JOIN association a ON a.id = r.association_id
          WHERE r.user_id = $1 ORDER BY r.association_id, r.seq`,
    ),
  };
}
