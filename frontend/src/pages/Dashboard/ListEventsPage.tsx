import { AssociationNotFound } from '../../features/associations/AssociationView';
import { useAssociationIdParam } from '../../features/associations/useAssociationIdParam';
import { ListEventsView } from '../../features/events/ListEventsView';

export function ListEventsPage() {
  const associationId = useAssociationIdParam();
  if (associationId === undefined) return <AssociationNotFound />;
  return <ListEventsView key={associationId} associationId={associationId} />;
}
