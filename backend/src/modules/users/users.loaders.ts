import DataLoader from 'dataloader';
import { acceptedRowSql } from '../../common/policy/membership';
import type { LoaderDeps } from '../../platform/loader-deps';
import { EventType } from '../catalog/event-type.entity';

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
