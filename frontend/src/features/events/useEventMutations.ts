import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import {
  CreateEventDocument,
  DeleteEventDocument,
  DuplicateEventDocument,
  LikeEventDocument,
  RecordEventViewDocument,
  TerminateEventDocument,
  UnlikeEventDocument,
  UpdateEventDocument,
  type CreateEventInput,
  type UpdateEventInput,
} from '../../gql/graphql';
import { dropEventLists, removeEventFromLists } from './eventListsCache';

/**
 * Creates an event (and its repetitions). Every list that could hold it is fetched again: the
 * association's, explore, the calendars and today's programme.
 */
export function useCreateEventMutation(associationId: number) {
  const [mutate, state] = useMutation(CreateEventDocument, {
    update: (cache) =>
      dropEventLists(
        cache,
        ['associationEvents', 'events', 'calendar', 'programme'],
        associationId,
      ),
  });
  const create = async (input: CreateEventInput) => {
    const { data } = await mutate({ variables: { input } });
    return data?.createEvent;
  };
  return [create, state] as const;
}

/** Saves an edited event; its lists are fetched again (name, dates or visibility may change). */
export function useUpdateEventMutation(associationId: number) {
  const [mutate, state] = useMutation(UpdateEventDocument, {
    update: (cache) =>
      dropEventLists(
        cache,
        ['associationEvents', 'events', 'calendar', 'programme'],
        associationId,
      ),
  });
  const update = async (input: UpdateEventInput) => {
    const { data } = await mutate({ variables: { input } });
    return data?.updateEvent;
  };
  return [update, state] as const;
}

/** A private copy without images: it joins the association's events in programme. */
export function useDuplicateEventMutation(associationId: number) {
  const [mutate, state] = useMutation(DuplicateEventDocument, {
    update: (cache) => dropEventLists(cache, ['associationEvents', 'calendar'], associationId),
  });
  const duplicate = async (eventId: number) => {
    const { data } = await mutate({ variables: { input: { eventId } } });
    return data?.duplicateEvent;
  };
  return [duplicate, state] as const;
}

/** Irreversible: the event leaves every list and the cache. */
export function useDeleteEventMutation(associationId: number) {
  const [mutate, state] = useMutation(DeleteEventDocument, {
    update: (cache, { data }) => {
      const id = data?.deleteEvent.id;
      if (id === undefined) return;
      removeEventFromLists(cache, id, ['events', 'associationEvents', 'eventHistory']);
      // Not evicted: an open event page would read it again and report it missing while it
      // is leaving; no list points at it any more.
      dropEventLists(cache, ['calendar', 'programme', 'myShifts'], associationId);
    },
  });
  const remove = async (eventId: number) => {
    const { data } = await mutate({ variables: { input: { eventId } } });
    return data?.deleteEvent;
  };
  return [remove, state] as const;
}

/** Archive (irreversible): the event moves from "in programme" to the history. */
export function useTerminateEventMutation(associationId: number) {
  const [mutate, state] = useMutation(TerminateEventDocument, {
    update: (cache, { data }) => {
      const id = data?.terminateEvent.id;
      if (id === undefined) return;
      removeEventFromLists(cache, id, ['events']);
      dropEventLists(cache, ['associationEvents', 'eventHistory', 'programme'], associationId);
    },
  });
  const terminate = async (eventId: number) => {
    const { data } = await mutate({ variables: { input: { eventId } } });
    return data?.terminateEvent;
  };
  return [terminate, state] as const;
}

/**
 * The like toggle of spec §4. The heart turns at once (optimistic answer) and turns back when the
 * server refuses; failures are only logged.
 */
export function useToggleLikeMutation() {
  const [like, likeState] = useMutation(LikeEventDocument);
  const [unlike, unlikeState] = useMutation(UnlikeEventDocument);
  const toggle = (event: { id: number; isLike: boolean; numberLike: number }) => {
    const input = { eventId: event.id };
    const next = {
      __typename: 'Event' as const,
      id: event.id,
      isLike: !event.isLike,
      numberLike: Math.max(0, event.numberLike + (event.isLike ? -1 : 1)),
    };
    const call = event.isLike
      ? unlike({ variables: { input }, optimisticResponse: { unlikeEvent: next } })
      : like({ variables: { input }, optimisticResponse: { likeEvent: next } });
    call.catch((error: unknown) => console.error(error));
  };
  return [toggle, { loading: likeState.loading || unlikeState.loading }] as const;
}

/**
 * Records one visit of the event page per mount (statistics) once `ready` (the event was read);
 * failures are only logged.
 */
export function useRecordEventView(eventId: number, ready: boolean): void {
  const [record] = useMutation(RecordEventViewDocument);
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    // The ref keeps React's development double effect from counting the visit twice.
    if (!ready || recorded.current === eventId) return;
    recorded.current = eventId;
    record({ variables: { input: { eventId } } }).catch((error: unknown) => console.error(error));
  }, [eventId, ready, record]);
}
