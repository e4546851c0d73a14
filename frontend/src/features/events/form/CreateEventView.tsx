import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeading } from '../../../components/PageTitle';
import { Loading } from '../../../components/Spinner';
import { EventDocument } from '../../../gql/graphql';
import { EventForm } from './EventForm';

export interface CreateEventViewProps {
  associationId: number;
  /** `?id_event=`: edit this event */
  eventId?: number;
}

function EditEvent({ associationId, eventId }: { associationId: number; eventId: number }) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(EventDocument, {
    variables: { id: eventId },
    // The form starts from the newest saved version: the screen's query (its route's loader,
    // pages/Dashboard/createEvent.graphql) asked the server for it on this visit.
    fetchPolicy: 'cache-first',
  });
  const event = data?.event;
  if (!event || !event.isAdmin) {
    if (loading && !error) return <Loading />;
    return (
      <EmptyState
        title={t('event_form.not_found')}
        description={t('event_form.not_found_text')}
        action={
          <ButtonLink to={`/dashboard/${associationId}/list-events`} variant="secondary">
            {t('event_form.back_to_list')}
          </ButtonLink>
        }
      />
    );
  }
  return <EventForm associationId={event.associationId} event={event} />;
}

/** /dashboard/{id}/create-event (and ?id_event= to edit). */
export function CreateEventView({ associationId, eventId }: CreateEventViewProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <PageHeading>
        {eventId ? t('event_form.heading_edit') : t('event_form.heading_create')}
      </PageHeading>
      {eventId ? (
        <EditEvent key={eventId} associationId={associationId} eventId={eventId} />
      ) : (
        <EventForm associationId={associationId} />
      )}
    </Card>
  );
}
