import { useApolloClient } from '@apollo/client/react';
import { MESSAGE_KEYS } from '@insieme/schema';
import { useCallback } from 'react';
import { serverFormError } from '../../app/serverErrors';
import { translateMessage } from '../../app/validation';
import { CheckActivationCodeDocument } from '../../gql/graphql';

/**
 * Asks the server whether an activation code can be used, without using it, so a mistyped code
 * is refused on its own step rather than after the association's data (issue 18). Answers the
 * text to show under the field, or undefined when the code is good. The final submit still
 * checks and uses it atomically; a failure to ask lets the wizard go on to that check.
 */
export function useActivationCodeCheck(): (code: string) => Promise<string | undefined> {
  const client = useApolloClient();
  return useCallback(
    async (code: string) => {
      try {
        const { data } = await client.query({
          query: CheckActivationCodeDocument,
          variables: { code: code.trim() },
          fetchPolicy: 'network-only',
        });
        if (data?.checkActivationCode === false)
          return translateMessage(MESSAGE_KEYS.activationCodeNotValid);
        return undefined;
      } catch (error) {
        // too many refused codes, or a malformed one: the server's words; anything else
        // (network, a server failure the error link already told) does not block the step
        return serverFormError(error)?.text;
      }
    },
    [client],
  );
}
