import type { ApolloCache, Reference } from '@apollo/client';
import { storeFieldArgs } from '../../app/cache';

/** Root fields that list events (connections) or hold them by day. */
export type EventListField =
  'events' | 'associationEvents' | 'eventHistory' | 'calendar' | 'programme' | 'myShifts';

interface StoredConnection {
  edges?: readonly { node?: Reference }[];
  totalCount?: number;
}

function belongsTo(storeFieldName: string, associationId: number | undefined): boolean {
  if (associationId === undefined) return true;
  const stored = storeFieldArgs(storeFieldName).associationId;
  // Lists without an association (explore, my events, my calendar) may hold its events too.
  return stored === undefined || stored === null || stored === associationId;
}

/**
 * Forgets stored event lists (an event was created, duplicated, archived, edited): a list on
 * screen is fetched again, the others when next shown. `associationId` limits the association
 * lists to that association's.
 */
export function dropEventLists(
  cache: ApolloCache,
  fields: readonly EventListField[],
  associationId?: number,
): void {
  for (const field of fields) {
    cache.modify({
      fields: {
        [field]: (value: unknown, { storeFieldName, DELETE }) =>
          belongsTo(storeFieldName, associationId) ? DELETE : value,
      },
    });
  }
}

/** Takes an event out of the stored connections of these fields (deleted, archived). */
export function removeEventFromLists(
  cache: ApolloCache,
  eventId: number,
  fields: readonly ('events' | 'associationEvents' | 'eventHistory')[],
): void {
  for (const field of fields) {
    cache.modify({
      fields: {
        [field]: (value: unknown, { readField }) => {
          const existing = value as StoredConnection | undefined;
          if (!existing?.edges) return value;
          const edges = existing.edges.filter(
            (edge) => !edge.node || readField<number>('id', edge.node) !== eventId,
          );
          if (edges.length === existing.edges.length) return value;
          return {
            ...existing,
            edges,
            ...(typeof existing.totalCount === 'number'
              ? { totalCount: Math.max(0, existing.totalCount - 1) }
              : {}),
          };
        },
      },
    });
  }
}

/**
 * Forgets the viewer's own lists (my events, my shifts, my waitlists, my calendar, today's
 * programme): a sign-up or a place in a waitlist changed. Explore and the association lists stay as they are.
 */
export function dropMyLists(cache: ApolloCache): void {
  cache.modify({
    fields: {
      events: (value: unknown, { storeFieldName, DELETE }) =>
        storeFieldArgs(storeFieldName).scope === 'MINE' ? DELETE : value,
      calendar: (value: unknown, { storeFieldName, DELETE }) => {
        const associationId = storeFieldArgs(storeFieldName).associationId;
        return associationId === undefined || associationId === null ? DELETE : value;
      },
      myShifts: (_value: unknown, { DELETE }) => DELETE,
      myWaitlist: (_value: unknown, { DELETE }) => DELETE,
      programme: (_value: unknown, { DELETE }) => DELETE,
    },
  });
}
