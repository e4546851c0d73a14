import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeading } from '../../../components/PageTitle';
import { Loading } from '../../../components/Spinner';
import type { EventDetailFragment } from '../../../gql/graphql';
import { EventForm } from './EventForm';

export interface CreateEventViewProps {
  associationId: number;
  /** `?id_event=`: edit this event */
  eventId?: number;
  /**
   * The event to edit, from the screen's query (pages/Dashboard/createEvent.graphql): its route's
   * loader asked the server on this visit, so the form starts from the newest saved version.
   */
  event?: EventDetailFragment | null;
  /** The screen's query is still on its way */
  loading?: boolean;
}

function EditEvent({
  associationId,
  event,
  loading,
}: {
  associationId: number;
  event: EventDetailFragment | null | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  if (!event || !event.isAdmin) {
    if (loading) return <Loading />;
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
export function CreateEventView({
  associationId,
  eventId,
  event,
  loading = false,
}: CreateEventViewProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <PageHeading>
        {eventId ? t('event_form.heading_edit') : t('event_form.heading_create')}
      </PageHeading>
      {eventId ? (
        <EditEvent key={eventId} associationId={associationId} event={event} loading={loading} />
      ) : (
        <EventForm associationId={associationId} />
      )}
    </Card>
  );
}
