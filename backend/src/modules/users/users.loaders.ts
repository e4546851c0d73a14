import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { acceptedRowSql } from '../../common/policy/membership';
import { EventType } from '../catalog/event-type.entity';

export function createUserLoaders(dataSource: DataSource) {
  return {
    /** Event types each user prefers. */
    preferencesByUser: new DataLoader<number, EventType[]>(async (userIds) => {
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
    isAdminByUser: new DataLoader<number, boolean>(async (userIds) => {
      const rows: { user_id: number }[] = await dataSource.query(
        `SELECT DISTINCT user_id FROM user_association WHERE ${acceptedRowSql('admin')} AND user_id = ANY($1)`,
        [userIds],
      );
      const admins = new Set(rows.map((r) => r.user_id));
      return userIds.map((id) => admins.has(id));
    }),
  };
}
