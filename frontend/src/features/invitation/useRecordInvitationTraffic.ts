import { useMutation } from '@apollo/client/react';
import { RecordInvitationTrafficDocument } from '../../gql/graphql';

/** How long a button press waits for the traffic record before navigating anyway. */
export const TRAFFIC_WAIT_MS = 800;

export type InvitationCta = 'registration' | 'viewAssociation';

/**
 * Records a press of an invitation button (public, spec §7). Navigation never depends on it: the
 * promise settles after the record or after TRAFFIC_WAIT_MS, and never rejects.
 */
export function useRecordInvitationTraffic(associationId: number) {
  const [mutate] = useMutation(RecordInvitationTrafficDocument);
  return (cta: InvitationCta): Promise<void> => {
    const record = mutate({
      variables: {
        input: {
          associationId,
          ctaRegistration: cta === 'registration',
          ctaViewAssociation: cta === 'viewAssociation',
        },
      },
    }).then(
      () => undefined,
      (error: unknown) => console.error(error),
    );
    const timeout = new Promise<void>((resolve) => window.setTimeout(resolve, TRAFFIC_WAIT_MS));
    return Promise.race([record, timeout]);
  };
}
