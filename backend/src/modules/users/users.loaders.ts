import DataLoader from 'dataloader';
import { acceptedRowSql } from '../../common/policy/membership';
import { entityColumnsSql, entityOfRow } from '../../platform/entity-rows';
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
   * three: the user's row (every column `User` selects by default, read from the entity's
   * metadata, so a new column is never left out), whether they administer an association, and
   * their unread notifications. Plain SQL on the driver (issue 20).
   */
  viewerShell: ({ dataSource }: LoaderDeps) =>
    new DataLoader<number, ViewerShell | null>(async (userIds) => {
      const rows: (Record<string, unknown> & { id: number; is_admin: boolean; unread: number })[] =
        await dataSource.query(
          `SELECT ${entityColumnsSql(dataSource, User, 'u')},
                  EXISTS (SELECT 1 FROM user_association m WHERE m.user_id = u.id AND ${acceptedRowSql('admin', 'm')}) AS is_admin,
                  (SELECT count(*)::int FROM notification n WHERE n.user_id = u.id AND NOT n.displayed) AS unread
             FROM user_account u WHERE u.id = ANY($1)`,
          [userIds],
        );
      const byId = new Map(rows.map((r) => [r.id, r]));
      return userIds.map((id) => {
        const r = byId.get(id);
        if (!r) return null;
        return {
          user: entityOfRow(dataSource, User, r),
          isAdmin: r.is_admin,
          unreadNotifications: r.unread,
        };
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
