import { useMutation } from '@apollo/client/react';
import {
  UpdateMailPreferencesDocument,
  type MailPreferencesFieldsFragment,
} from '../../gql/graphql';

// __typename is in every selection (persisted documents carry what the cache adds), not a choice
export type MailChoice = Exclude<
  keyof NonNullable<MailPreferencesFieldsFragment['mailPreferences']>,
  '__typename'
>;

/**
 * Saves one e-mail choice. The switch moves at once (optimistic answer); the server's answer is
 * the caller's User, which the normalized cache merges into `me`. When the save fails Apollo drops
 * the optimistic answer, so the switch goes back by itself, and the promise rejects.
 */
export function useUpdateMailPreferencesMutation() {
  const [mutate, state] = useMutation(UpdateMailPreferencesDocument);
  const updateMailPreference = async (
    me: MailPreferencesFieldsFragment,
    choice: MailChoice,
    value: boolean,
  ) => {
    if (!me.mailPreferences) throw new Error('Preferenze non disponibili');
    const next = {
      __typename: 'User' as const,
      id: me.id,
      isAdmin: me.isAdmin,
      mailPreferences: {
        __typename: 'MailPreferences' as const,
        notices: me.mailPreferences.notices,
        reminders: me.mailPreferences.reminders,
        adminNotices: me.mailPreferences.adminNotices,
        waitlist: me.mailPreferences.waitlist,
        [choice]: value,
      },
    };
    await mutate({
      variables: { input: { [choice]: value } },
      optimisticResponse: { updateMailPreferences: next },
    });
  };
  return [updateMailPreference, state] as const;
}
