import { useSubscription } from '@apollo/client/react';
import { useRef } from 'react';
import { OnAssociationDashboardCountersDocument } from '../../gql/graphql';

export interface DashboardCountersOptions {
  /** Called when the number of pending volunteer requests changed (a list to fetch again) */
  onVolunteerRequestsChange?: () => void;
  /** The count the screen already shows, to tell a change from a repetition */
  knownVolunteerRequests?: number;
}

/**
 * Live counters of an association for its administrators. Each event is a DashboardCounters
 * object that the cache normalises by `associationId`, so every badge reading it follows.
 */
export function useDashboardCounters(
  associationId: number,
  { onVolunteerRequestsChange, knownVolunteerRequests }: DashboardCountersOptions = {},
): void {
  const lastSeen = useRef<number | undefined>(undefined);
  if (lastSeen.current === undefined && knownVolunteerRequests !== undefined) {
    lastSeen.current = knownVolunteerRequests;
  }
  useSubscription(OnAssociationDashboardCountersDocument, {
    variables: { associationId },
    onData: ({ data }) => {
      const counters = data.data?.associationDashboardCounters;
      if (!counters) return;
      const previous = lastSeen.current;
      lastSeen.current = counters.numberVolunteerRequests;
      if (previous !== counters.numberVolunteerRequests) onVolunteerRequestsChange?.();
    },
    // A dropped live channel is not the user's problem: the next load shows fresh numbers.
    onError: (error) => console.error(error),
  });
}
