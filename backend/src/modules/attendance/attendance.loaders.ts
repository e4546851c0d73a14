import DataLoader from 'dataloader';
import type { LoaderDeps } from '../../platform/loader-deps';
import { MY_ATTENDANCE_ROW_SQL, type MyAttendanceRow } from './attendance-row';

/**
 * Per-request loaders of attendance: every shift of a page reads the viewer's own attendance in
 * one statement (their accepted sign-ups only; nothing for an anonymous viewer).
 */
export const attendanceLoaders = {
  myAttendanceByShift: ({ dataSource, viewer }: LoaderDeps) =>
    new DataLoader<number, MyAttendanceRow | null>(async (shiftIds) => {
      if (!viewer) return shiftIds.map(() => null);
      const rows: MyAttendanceRow[] = await dataSource.query(
        `${MY_ATTENDANCE_ROW_SQL}
          WHERE us.shift_id = ANY($1::int[]) AND us.user_id = $2 AND us.status = 'accepted'`,
        [shiftIds, viewer.id],
      );
      const byShift = new Map(rows.map((r) => [r.shiftId, r]));
      return shiftIds.map((id) => byShift.get(id) ?? null);
    }),
};
