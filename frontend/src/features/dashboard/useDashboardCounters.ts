import { useSubscription } from '@apollo/client/react';
import { useRef } from 'react';
import { OnAssociationDashboardCountersDocument } from '../../gql/graphql';

export interface DashboardCountersOptions {
  /** Called when the number of pending volunteer requests changed (a list to fetch again) */
  onVolunteerRequestsChange?: () => void;
  /** The count the screen already shows, to tell a change from a repetition */
  knownVolunteerRequests?: number;
  /** Called when the number of pending shift sign-ups changed (a list to fetch again) */
  onShiftRequestsChange?: () => void;
  /** The count of pending sign-ups the screen already shows */
  knownShiftRequests?: number;
  /** Called when the number of unread questions changed (a list to fetch again) */
  onQuestionsChange?: () => void;
  /** The count of unread questions the screen already shows */
  knownQuestions?: number;
}

/** Remembers the last value of a counter and tells whether a new one differs from it. */
function useCounterWatch(known: number | undefined) {
  const lastSeen = useRef<number | undefined>(undefined);
  if (lastSeen.current === undefined && known !== undefined) lastSeen.current = known;
  return (next: number): boolean => {
    const previous = lastSeen.current;
    lastSeen.current = next;
    return previous !== next;
  };
}

/**
 * Live counters of an association for its administrators. Each event is a DashboardCounters
 * object that the cache normalises by `associationId`, so every badge reading it follows.
 */
export function useDashboardCounters(
  associationId: number,
  {
    onVolunteerRequestsChange,
    knownVolunteerRequests,
    onShiftRequestsChange,
    knownShiftRequests,
    onQuestionsChange,
    knownQuestions,
  }: DashboardCountersOptions = {},
): void {
  const volunteerRequestsChanged = useCounterWatch(knownVolunteerRequests);
  const shiftRequestsChanged = useCounterWatch(knownShiftRequests);
  const questionsChanged = useCounterWatch(knownQuestions);
  useSubscription(OnAssociationDashboardCountersDocument, {
    variables: { associationId },
    context: { toastErrors: true },
    onData: ({ data }) => {
      const counters = data.data?.associationDashboardCounters;
      if (!counters) return;
      if (volunteerRequestsChanged(counters.numberVolunteerRequests)) {
        onVolunteerRequestsChange?.();
      }
      if (shiftRequestsChanged(counters.numberShiftRequests)) onShiftRequestsChange?.();
      if (questionsChanged(counters.numberQuestion)) onQuestionsChange?.();
    },
    // A dropped live channel is not the user's problem: the next load shows fresh numbers.
    onError: (error) => console.error(error),
  });
}
