import type { MyMembershipFragment } from '../../gql/graphql';

export type ViewerMembership =
  /** not known (the screen did not bring it): the server decides on sign-up */
  'unknown' | 'volunteer' | 'waiting' | 'none';

/**
 * The viewer's place in an association (`iAmVolunteer`, `iAmWaiting`), as the screen's query
 * brought it with its subject; the cache keeps it fresh: requesting to become a volunteer
 * updates the same Association in place.
 */
export function viewerMembership(
  association: Pick<MyMembershipFragment, 'iAmVolunteer' | 'iAmWaiting'> | null | undefined,
): ViewerMembership {
  if (!association) return 'unknown';
  if (association.iAmVolunteer) return 'volunteer';
  return association.iAmWaiting ? 'waiting' : 'none';
}
