import type { ApolloCache } from '@apollo/client';
import { storeFieldArgs } from '../../app/cache';
import type { AttendanceRowFragment } from '../../gql/graphql';

/**
 * Replaces a shift's attendance list (`shiftAttendance(shiftId)`, asked by the "Presenze" page's
 * one request) with a newer one: the live subscription's, the confirmation's, or the list with
 * one corrected row. The page reads the cache, so it shows the change at once.
 */
export function writeShiftAttendance(
  cache: ApolloCache,
  shiftId: number,
  update: (rows: readonly AttendanceRowFragment[]) => readonly AttendanceRowFragment[],
): void {
  cache.modify({
    fields: {
      shiftAttendance: (existing: unknown, { storeFieldName }) =>
        storeFieldArgs(storeFieldName).shiftId === shiftId && Array.isArray(existing)
          ? update(existing as AttendanceRowFragment[])
          : existing,
    },
  });
}

/** The list with `row` in place of the row of the same sign-up. */
export function withRow(
  rows: readonly AttendanceRowFragment[],
  row: AttendanceRowFragment,
): readonly AttendanceRowFragment[] {
  return rows.map((candidate) => (candidate.signUpId === row.signUpId ? row : candidate));
}
