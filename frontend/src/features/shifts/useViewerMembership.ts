import { useQuery } from '@apollo/client/react';
import { ViewerMembershipDocument } from '../../gql/graphql';

export type ViewerMembership =
  /** not asked (skipped) or the server did not answer: the server decides on sign-up */
  'unknown' | 'loading' | 'volunteer' | 'waiting' | 'none';

/**
 * The viewer's place in an association, read from the server (`iAmVolunteer`, `iAmWaiting`) and
 * kept fresh by the cache: requesting to become a volunteer updates it in place.
 */
export function useViewerMembership(associationId: number, skip: boolean): ViewerMembership {
  const { data, loading } = useQuery(ViewerMembershipDocument, {
    variables: { id: associationId },
    skip,
    fetchPolicy: 'cache-and-network',
  });
  const association = skip ? undefined : data?.association;
  if (!association) return loading && !skip ? 'loading' : 'unknown';
  if (association.iAmVolunteer) return 'volunteer';
  return association.iAmWaiting ? 'waiting' : 'none';
}
