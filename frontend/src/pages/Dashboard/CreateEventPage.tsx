import styled from 'styled-components';
import { useIdSearchParam } from '../../app/useIdParam';
import { AssociationNotFound } from '../../features/associations/AssociationView';
import { useAssociationIdParam } from '../../features/associations/useAssociationIdParam';
import { CreateEventView } from '../../features/events/form/CreateEventView';

const Column = styled.div`
  width: 100%;
  max-width: 760px;
  margin: 0 auto;
`;

export function CreateEventPage() {
  const associationId = useAssociationIdParam();
  const eventId = useIdSearchParam('id_event');
  if (associationId === undefined) return <AssociationNotFound />;
  return (
    <Column>
      <CreateEventView
        key={`${associationId}-${eventId ?? 'new'}`}
        associationId={associationId}
        eventId={eventId}
      />
    </Column>
  );
}
