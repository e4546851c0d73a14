import { useMutation } from '@apollo/client/react';
import {
  AnswerWaitlistOfferDocument,
  JoinWaitlistDocument,
  LeaveWaitlistDocument,
  RemoveFromWaitlistDocument,
} from '../../gql/graphql';
import { dropMyLists } from '../events/eventListsCache';
import { writeShiftWaitlist } from './waitlistCache';

/*
 * The waitlist of a full shift (issue 21). Each answer is the shift as the viewer now sees it
 * (places, `waitlistPosition`, `waitlistOfferExpiresAt`, `mySignUp`), which Apollo writes over the
 * cached shift: the controls follow the server, never a guess. My activities are asked again.
 */

/** Joins the queue of a full shift (an ordinary request when a place freed meanwhile). */
export function useJoinWaitlistMutation() {
  const [mutate, state] = useMutation(JoinWaitlistDocument, {
    update: (cache) => dropMyLists(cache),
  });
  const join = async (shiftId: number) => {
    const { data } = await mutate({ variables: { input: { shiftId } } });
    return data?.joinWaitlist;
  };
  return [join, state] as const;
}

/** "Accetto" (a sign-up request in the state the shift's rules give it) or "Rinuncio". */
export function useAnswerWaitlistOfferMutation() {
  const [mutate, state] = useMutation(AnswerWaitlistOfferDocument, {
    update: (cache) => dropMyLists(cache),
  });
  const answer = async (shiftId: number, accept: boolean) => {
    const { data } = await mutate({ variables: { input: { shiftId, accept } } });
    return data?.answerWaitlistOffer;
  };
  return [answer, state] as const;
}

/** Leaves the queue (declining the offer held, if any). */
export function useLeaveWaitlistMutation() {
  const [mutate, state] = useMutation(LeaveWaitlistDocument, {
    update: (cache) => dropMyLists(cache),
  });
  const leave = async (shiftId: number) => {
    const { data } = await mutate({ variables: { input: { shiftId } } });
    return data?.leaveWaitlist;
  };
  return [leave, state] as const;
}

/**
 * An administrator takes someone out of a shift's queue: the row leaves at once and those behind
 * move up; the live subscription then brings the server's queue (a place offered on, …).
 */
export function useRemoveFromWaitlistMutation() {
  const [mutate, state] = useMutation(RemoveFromWaitlistDocument);
  const remove = async (shiftId: number, userId: number) => {
    const { data } = await mutate({
      variables: { input: { shiftId, userId } },
      update: (cache) =>
        writeShiftWaitlist(cache, shiftId, (rows) => {
          const gone = rows.find((row) => row.userId === userId);
          if (!gone) return rows;
          return rows
            .filter((row) => row !== gone)
            .map((row) =>
              row.position > gone.position ? { ...row, position: row.position - 1 } : row,
            );
        }),
    });
    return data?.removeFromWaitlist;
  };
  return [remove, state] as const;
}
