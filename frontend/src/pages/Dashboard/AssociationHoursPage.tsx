import { useSearchParams } from 'react-router-dom';
import { useScreenQuery } from '../../app/screenQuery';
import { AssociationNotFound } from '../../features/associations/AssociationView';
import { useAssociationIdParam } from '../../features/associations/useAssociationIdParam';
import { AssociationHoursView } from '../../features/hours/AssociationHoursView';
import { periodVariables } from '../../features/hours/period';
import { associationHoursScreen } from './dashboardScreens';

/** /dashboard/{id}/hours[?from=&to=]: "Ore dei volontari" (issue 22), one request for the period. */
export function AssociationHoursPage() {
  const associationId = useAssociationIdParam();
  const [search, setSearch] = useSearchParams();
  const { data, loading, error, refetch } = useScreenQuery(associationHoursScreen);
  if (associationId === undefined) return <AssociationNotFound />;
  return (
    <AssociationHoursView
      key={associationId}
      associationId={associationId}
      data={data}
      loading={loading}
      error={error}
      refetch={() => refetch()}
      period={periodVariables(search)}
      // a navigation: the route's loader asks for the new period
      onPeriod={(period) => setSearch(period, { replace: true })}
    />
  );
}
