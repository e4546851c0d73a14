import styled from 'styled-components';
import { useScreenQuery } from '../../app/screenQuery';
import { useIdSearchParam } from '../../app/useIdParam';
import { AssociationNotFound } from '../../features/associations/AssociationView';
import { useAssociationIdParam } from '../../features/associations/useAssociationIdParam';
import { CreateEventView } from '../../features/events/form/CreateEventView';
import { createEventScreen } from './dashboardScreens';

const Column = styled.div`
  width: 100%;
  max-width: 760px;
  margin: 0 auto;
`;

/** /dashboard/{id}/create-event[?id_event=] in one request (pages/Dashboard/createEvent.graphql). */
export function CreateEventPage() {
  const associationId = useAssociationIdParam();
  const eventId = useIdSearchParam('id_event');
  const { data, loading, error } = useScreenQuery(createEventScreen);
  if (associationId === undefined) return <AssociationNotFound />;
  return (
    <Column>
      <CreateEventView
        key={`${associationId}-${eventId ?? 'new'}`}
        associationId={associationId}
        eventId={eventId}
        event={data?.event}
        loading={loading && !error}
      />
    </Column>
  );
}
