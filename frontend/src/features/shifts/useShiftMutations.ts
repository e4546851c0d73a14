import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import {
  DecideShiftRequestDocument,
  DeleteShiftDocument,
  RemoveFromShiftDocument,
  SignUpToShiftDocument,
  WithdrawFromShiftDocument,
} from '../../gql/graphql';
import { dropEventLists, dropMyLists } from '../events/eventListsCache';

/**
 * A sign-up request (spec §4): the shift's `mySignUp` becomes WAITING from the server's answer;
 * my shifts are fetched again when next shown.
 */
export function useSignUpToShiftMutation() {
  const [mutate, state] = useMutation(SignUpToShiftDocument, {
    update: (cache) => dropMyLists(cache),
  });
  const signUp = async (shiftId: number) => {
    const { data } = await mutate({ variables: { input: { shiftId } } });
    return data?.signUpToShift;
  };
  return [signUp, state] as const;
}

/** Withdraws a request or an accepted place; coming back needs a new request. */
export function useWithdrawFromShiftMutation() {
  const [mutate, state] = useMutation(WithdrawFromShiftDocument, {
    update: (cache) => dropMyLists(cache),
  });
  const withdraw = async (shiftId: number) => {
    const { data } = await mutate({ variables: { input: { shiftId } } });
    return data?.withdrawFromShift;
  };
  return [withdraw, state] as const;
}

/** One pending shift request fewer on the association's badges (the live counters confirm it). */
function decrementShiftRequests(cache: ApolloCache, associationId: number): void {
  const id = cache.identify({ __typename: 'DashboardCounters', associationId });
  if (!id) return;
  cache.modify({
    id,
    fields: { numberShiftRequests: (count: number) => Math.max(0, count - 1) },
  });
}

/**
 * Accepts or rejects a pending sign-up: it leaves the association's request lists and the shift's
 * waiting list, and the badge goes down. The shift's places come with the live subscription or
 * the next load of the shift.
 */
export function useDecideShiftRequestMutation(associationId: number) {
  const [mutate, state] = useMutation(DecideShiftRequestDocument, {
    update: (cache, { data }) => {
      const signUp = data?.decideShiftRequest;
      if (!signUp) return;
      const signUpRef = cache.identify(signUp);
      cache.modify({
        fields: {
          shiftRequests: (existing: readonly { __ref: string }[] | unknown, { readField }) =>
            Array.isArray(existing)
              ? existing.filter((ref) => readField<number>('id', ref) !== signUp.id)
              : existing,
        },
      });
      const shiftId = cache.identify({ __typename: 'Shift', id: signUp.shiftId });
      if (shiftId) {
        cache.modify({
          id: shiftId,
          fields: {
            waitingVolunteers: (existing: readonly { __ref: string }[] | unknown) =>
              Array.isArray(existing)
                ? existing.filter((ref: { __ref?: string }) => ref.__ref !== signUpRef)
                : existing,
          },
        });
      }
      decrementShiftRequests(cache, associationId);
      dropEventLists(cache, ['calendar', 'programme'], associationId);
    },
  });
  const decide = async (signUpId: number, accept: boolean) => {
    const { data } = await mutate({ variables: { input: { signUpId, accept } } });
    return data?.decideShiftRequest;
  };
  return [decide, state] as const;
}

/** An administrator takes a volunteer off a shift; the answer is the shift with its people. */
export function useRemoveFromShiftMutation() {
  const [mutate, state] = useMutation(RemoveFromShiftDocument);
  const remove = async (shiftId: number, userId: number) => {
    const { data } = await mutate({ variables: { input: { shiftId, userId } } });
    return data?.removeFromShift;
  };
  return [remove, state] as const;
}

/** Deletes a shift: the event's shifts come back from the server (the shift leaves its list). */
export function useDeleteShiftMutation() {
  const [mutate, state] = useMutation(DeleteShiftDocument);
  const remove = async (shiftId: number) => {
    const { data } = await mutate({
      variables: { input: { shiftId } },
      update: (cache) => dropEventLists(cache, ['calendar', 'programme', 'myShifts']),
    });
    return data?.deleteShift;
  };
  return [remove, state] as const;
}
