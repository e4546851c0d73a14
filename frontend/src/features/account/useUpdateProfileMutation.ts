import { useMutation } from '@apollo/client/react';
import { storeProfile } from '../../app/session';
import { UpdateProfileDocument, type UpdateProfileInput } from '../../gql/graphql';

/**
 * Saves the profile. The answer is the changed User, which the normalized cache merges into
 * `me`; local storage (header name and picture) follows.
 */
export function useUpdateProfileMutation() {
  const [mutate, state] = useMutation(UpdateProfileDocument);
  const updateProfile = async (input: UpdateProfileInput) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('Risposta vuota');
    storeProfile(data.updateProfile);
    return data.updateProfile;
  };
  return [updateProfile, state] as const;
}
