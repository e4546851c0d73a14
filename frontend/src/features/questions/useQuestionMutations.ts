import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AnswerQuestionDocument,
  AskQuestionDocument,
  MarkQuestionReadDocument,
} from '../../gql/graphql';

/** Sends an administrator's answer; the answered Question replaces the cached one. */
export function useAnswerQuestionMutation() {
  const [mutate, state] = useMutation(AnswerQuestionDocument);
  const answer = (questionId: number, text: string) =>
    mutate({ variables: { input: { questionId, answer: text } } });
  return [answer, state] as const;
}

/** A signed-in user's question to an association. */
export function useAskQuestionMutation() {
  const [mutate, state] = useMutation(AskQuestionDocument);
  const ask = (associationId: number, question: string) =>
    mutate({ variables: { input: { associationId, question } } });
  return [ask, state] as const;
}

/**
 * Marks a question read by the administrators. The counters subscription pushes the new number of
 * unread questions; the counters on screen are fetched again too, in case the live channel is down.
 */
export function useMarkQuestionReadMutation() {
  const [mutate] = useMutation(MarkQuestionReadDocument, {
    refetchQueries: ['AssociationCounters'],
  });
  return useCallback(
    (questionId: number) => mutate({ variables: { input: { questionId } } }),
    [mutate],
  );
}
