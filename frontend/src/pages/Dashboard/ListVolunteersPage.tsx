import { AssociationNotFound } from '../../features/associations/AssociationView';
import { useAssociationIdParam } from '../../features/associations/useAssociationIdParam';
import { VolunteersManager } from '../../features/volunteers/VolunteersManager';

export function ListVolunteersPage() {
  const associationId = useAssociationIdParam();
  if (associationId === undefined) return <AssociationNotFound />;
  return <VolunteersManager key={associationId} associationId={associationId} />;
}
