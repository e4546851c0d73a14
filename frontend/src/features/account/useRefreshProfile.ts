import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { storeProfile } from '../../app/session';
import { MeDocument } from '../../gql/graphql';

/**
 * Brings the stored name, picture and admin flag up to date with the server (the admin flag is
 * derived there: it changes when the user creates or leaves an association).
 */
export function useRefreshProfile(): void {
  const { data } = useQuery(MeDocument, {
    fetchPolicy: 'cache-and-network',
    context: { toastErrors: true },
  });
  const me = data?.me;
  useEffect(() => {
    if (me) storeProfile(me);
  }, [me]);
}
