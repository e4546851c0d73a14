import { AssociationNotFound } from '../../features/associations/AssociationView';
import { useAssociationIdParam } from '../../features/associations/useAssociationIdParam';
import { AssociationDashboardView } from '../../features/dashboard/AssociationDashboardView';

export function DashboardAssociationPage() {
  const associationId = useAssociationIdParam();
  if (associationId === undefined) return <AssociationNotFound />;
  return <AssociationDashboardView key={associationId} associationId={associationId} />;
}
