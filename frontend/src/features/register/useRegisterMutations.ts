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
 * screen. The screen's one query (and the insured list, when shown) is asked again before the
 * modal closes, so what is drawn is the server's register, never a guess.
 */
const REFETCH = { refetchQueries: ['RegisterScreen', 'InsuredVolunteers'], awaitRefetchQueries: true };

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
