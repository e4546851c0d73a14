import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { RecordAssociationViewDocument } from '../../gql/graphql';

/** Records one visit of the association page per mount (statistics); failures are only logged. */
export function useRecordAssociationView(associationId: number, enabled: boolean): void {
  const [record] = useMutation(RecordAssociationViewDocument);
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    // The ref keeps React's development double effect from counting the visit twice.
    if (!enabled || recorded.current === associationId) return;
    recorded.current = associationId;
    record({ variables: { input: { associationId } } }).catch((error: unknown) =>
      console.error(error),
    );
  }, [associationId, enabled, record]);
}
