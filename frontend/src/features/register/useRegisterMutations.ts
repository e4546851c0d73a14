import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import {
  AddRegisterEntryDocument,
  CorrectRegisterEntryDocument,
  EndRegisterEntryDocument,
  type AddRegisterEntryInput,
  type CorrectRegisterEntryInput,
  type EndRegisterEntryInput,
} from '../../gql/graphql';

/*
 * The register's writes (issue 23). Each adds an entry and changes more than itself: the entry it
 * supersedes, the candidates, the integrity check's count and last hash, an insured list on
 * screen. The screen's one query is asked again before the modal closes, so what is drawn is the
 * server's register, never a guess; the insured lists read are dropped from the cache, so one on
 * screen asks again (one not shown is not asked for at all).
 */
function dropInsuredLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'insuredVolunteers' });
  cache.gc();
}

const REFETCH = {
  refetchQueries: ['RegisterScreen'],
  awaitRefetchQueries: true,
  update: dropInsuredLists,
};

export function useAddRegisterEntryMutation() {
  const [mutate, state] = useMutation(AddRegisterEntryDocument, REFETCH);
  const add = async (input: AddRegisterEntryInput) =>
    (await mutate({ variables: { input } })).data?.addRegisterEntry;
  return [add, state] as const;
}

export function useEndRegisterEntryMutation() {
  const [mutate, state] = useMutation(EndRegisterEntryDocument, REFETCH);
  const end = async (input: EndRegisterEntryInput) =>
    (await mutate({ variables: { input } })).data?.endRegisterEntry;
  return [end, state] as const;
}

export function useCorrectRegisterEntryMutation() {
  const [mutate, state] = useMutation(CorrectRegisterEntryDocument, REFETCH);
  const correct = async (input: CorrectRegisterEntryInput) =>
    (await mutate({ variables: { input } })).data?.correctRegisterEntry;
  return [correct, state] as const;
}
