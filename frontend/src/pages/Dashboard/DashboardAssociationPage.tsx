import { useScreenQuery } from '../../app/screenQuery';
import { Loading } from '../../components/Spinner';
import { AssociationNotFound } from '../../features/associations/AssociationView';
import { useAssociationIdParam } from '../../features/associations/useAssociationIdParam';
import { AssociationDashboardView } from '../../features/dashboard/AssociationDashboardView';
import { dashboardAssociationScreen } from './dashboardScreens';

/** /dashboard/{id} in one request (pages/Dashboard/dashboardAssociation.graphql). */
export function DashboardAssociationPage() {
  const associationId = useAssociationIdParam();
  const { data, loading, error } = useScreenQuery(dashboardAssociationScreen);
  if (associationId === undefined) return <AssociationNotFound />;
  const dashboard = data?.associationDashboard;
  if (!dashboard) {
    if (loading && !error) return <Loading />;
    return <AssociationNotFound />;
  }
  return <AssociationDashboardView key={associationId} dashboard={dashboard} />;
}
