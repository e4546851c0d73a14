import { AssociationNotFound } from '../../features/associations/AssociationView';
import { useAssociationIdParam } from '../../features/associations/useAssociationIdParam';
import { RequestShiftView } from '../../features/shifts/RequestShiftView';

export function RequestShiftPage() {
  const associationId = useAssociationIdParam();
  if (associationId === undefined) return <AssociationNotFound />;
  return <RequestShiftView key={associationId} associationId={associationId} />;
}
