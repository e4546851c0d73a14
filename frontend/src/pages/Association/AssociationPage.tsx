import { LIMITS } from '@insieme/schema';
import { useSearchParams } from 'react-router-dom';
import { useScreenQuery } from '../../app/screenQuery';
import { AssociationNotFound, AssociationView } from '../../features/associations/AssociationView';
import { useAssociationIdParam } from '../../features/associations/useAssociationIdParam';
import { useScreenEventPage } from '../../features/events/useScreenEventPage';
import { AssociationEventsDocument, EventHistoryDocument } from '../../gql/graphql';
import { associationScreen } from './associationScreen';

/** The association page (spec §2): one request for the association and its events. */
export function AssociationPage() {
  const associationId = useAssociationIdParam();
  const [params] = useSearchParams();
  const { data, loading, error, refetch, fetchMore } = useScreenQuery(associationScreen);
  const screen = { loading, error, refetch: () => refetch() };
  // the next pages come from the lists' own queries; the cache appends them to the lists the
  // screen's request started (app/cache.ts: keyed by association and search, not by alias)
  const next = {
    associationId: associationId ?? 0,
    search: null,
    first: LIMITS.associationEventsViewMore,
  };
  const upcoming = useScreenEventPage(data?.upcomingEvents, screen, (after) =>
    fetchMore({
      query: AssociationEventsDocument,
      variables: { ...next, onlyActive: true, after },
    }),
  );
  const finished = useScreenEventPage(data?.finishedEvents, screen, (after) =>
    fetchMore({ query: EventHistoryDocument, variables: { ...next, after } }),
  );
  if (associationId === undefined) return <AssociationNotFound />;
  return (
    <AssociationView
      key={associationId}
      associationId={associationId}
      preview={params.get('preview') === 'true'}
      association={data?.association}
      loading={loading}
      error={error}
      upcoming={upcoming}
      finished={finished}
    />
  );
}
