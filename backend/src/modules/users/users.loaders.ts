import DataLoader from 'dataloader';
import { acceptedRowSql } from '../../common/policy/membership';
import type { LoaderDeps } from '../../platform/loader-deps';
import { EventType } from '../catalog/event-type.entity';
import { User } from './user.entity';

/** The signed-in person as every screen's frame shows them: profile, admin flag, badge. */
export interface ViewerShell {
  user: User;
  isAdmin: boolean;
  unreadNotifications: number;
}

/** Each loader built by the request that first asks for it (graphql/loaders.ts). */
export const userLoaders = {
  /** Event types each user prefers. */
  preferencesByUser: ({ dataSource }: LoaderDeps) =>
    new DataLoader<number, EventType[]>(async (userIds) => {
      const rows: { user_id: number; id: number; name: string }[] = await dataSource.query(
        `SELECT uet.user_id, et.id, et.name FROM user_event_type uet
           JOIN event_type et ON et.id = uet.event_type_id
          WHERE uet.user_id = ANY($1) ORDER BY et.name`,
        [userIds],
      );
      return userIds.map((userId) =>
        rows
          .filter((r) => r.user_id === userId)
          .map((r) => Object.assign(new EventType(), { id: r.id, name: r.name })),
      );
    }),
  /**
   * The frame of every screen (`me` and `unreadNotificationCount`) in one statement instead of
   * three: the user's row (the columns `User` selects by default), whether they administer an
   * association, and their unread notifications. Plain SQL on the driver (issue 20).
   */
  viewerShell: ({ dataSource }: LoaderDeps) =>
    new DataLoader<number, ViewerShell | null>(async (userIds) => {
      const rows: {
        id: number;
        name: string;
        surname: string;
        email: string;
        phone: string;
        birth_date: string;
        language: string;
        image_id: number | null;
        email_confirmed_at: Date | null;
        token_version: number;
        mail_notices: boolean;
        mail_reminders: boolean;
        mail_admin_notices: boolean;
        mail_waitlist: boolean;
        created_at: Date;
        is_admin: boolean;
        unread: number;
      }[] = await dataSource.query(
        `SELECT u.id, u.name, u.surname, u.email, u.phone, to_char(u.birth_date, 'YYYY-MM-DD') AS birth_date,
                u.language, u.image_id, u.email_confirmed_at, u.token_version, u.mail_notices,
                u.mail_reminders, u.mail_admin_notices, u.mail_waitlist, u.created_at,
                EXISTS (SELECT 1 FROM user_association m WHERE m.user_id = u.id AND ${acceptedRowSql('admin', 'm')}) AS is_admin,
                (SELECT count(*)::int FROM notification n WHERE n.user_id = u.id AND NOT n.displayed) AS unread
           FROM user_account u WHERE u.id = ANY($1)`,
        [userIds],
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      return userIds.map((id) => {
        const r = byId.get(id);
        if (!r) return null;
        const user = Object.assign(new User(), {
          id: r.id,
          name: r.name,
          surname: r.surname,
          email: r.email,
          phone: r.phone,
          birthDate: r.birth_date,
          language: r.language,
          imageId: r.image_id,
          emailConfirmedAt: r.email_confirmed_at,
          tokenVersion: r.token_version,
          mailNotices: r.mail_notices,
          mailReminders: r.mail_reminders,
          mailAdminNotices: r.mail_admin_notices,
          mailWaitlist: r.mail_waitlist,
          createdAt: r.created_at,
        });
        return { user, isAdmin: r.is_admin, unreadNotifications: r.unread };
      });
    }),
  /** Whether each user administers at least one association (the derived admin flag). */
  isAdminByUser: ({ dataSource }: LoaderDeps) =>
    new DataLoader<number, boolean>(async (userIds) => {
      const rows: { user_id: number }[] = await dataSource.query(
        `SELECT DISTINCT user_id FROM user_association WHERE ${acceptedRowSql('admin')} AND user_id = ANY($1)`,
        [userIds],
      );
      const admins = new Set(rows.map((r) => r.user_id));
      return userIds.map((id) => admins.has(id));
    }),
};
