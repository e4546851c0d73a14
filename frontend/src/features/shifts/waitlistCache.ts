import type { ApolloCache } from '@apollo/client';
import type { WaitlistRowFragment } from '../../gql/graphql';

/** The arguments of a stored root field, e.g. `shiftWaitlist({"shiftId":5})` → { shiftId: 5 }. */
function storedShiftId(storeFieldName: string): number | undefined {
  const start = storeFieldName.indexOf('(');
  if (start < 0) return undefined;
  try {
    const args = JSON.parse(storeFieldName.slice(start + 1, -1)) as { shiftId?: unknown };
    return typeof args.shiftId === 'number' ? args.shiftId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Replaces the shift page's queue (`shiftWaitlist(shiftId)`, asked by the screen's one request)
 * with a newer one: the live subscription's, or the queue less a removed person. The screen
 * reads the cache, so it shows the change at once.
 */
export function writeShiftWaitlist(
  cache: ApolloCache,
  shiftId: number,
  update: (rows: readonly WaitlistRowFragment[]) => readonly WaitlistRowFragment[],
): void {
  cache.modify({
    fields: {
      shiftWaitlist: (existing: unknown, { storeFieldName }) =>
        storedShiftId(storeFieldName) === shiftId && Array.isArray(existing)
          ? update(existing as WaitlistRowFragment[])
          : existing,
    },
  });
}
