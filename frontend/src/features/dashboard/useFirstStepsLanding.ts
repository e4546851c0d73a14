import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { FirstStepsLandingDocument } from '../../gql/graphql';

/**
 * Where a person lands after signing in: Home, except for the administrator of one association
 * whose first steps are not all done — a new association's administrator, who registered with an
 * activation code — who lands on its dashboard and its checklist (issue 18,
 * docs/association-first-steps.md). Only administrators cost the extra request; if it fails, Home.
 */
export function useFirstStepsLanding(): (user: { isAdmin: boolean }) => Promise<string> {
  const client = useApolloClient();
  return useCallback(
    async (user) => {
      if (!user.isAdmin) return '/';
      try {
        const { data } = await client.query({
          query: FirstStepsLandingDocument,
          fetchPolicy: 'network-only',
        });
        const edges = data?.associations.edges ?? [];
        const only = edges.length === 1 ? edges[0]!.node : undefined;
        return only?.setupChecklist && !only.setupChecklist.complete
          ? `/dashboard/${only.id}`
          : '/';
      } catch {
        return '/';
      }
    },
    [client],
  );
}
