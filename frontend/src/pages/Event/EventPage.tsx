import { useTranslation } from 'react-i18next';
import { useScreenQuery } from '../../app/screenQuery';
import { useIdParam } from '../../app/useIdParam';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { EventView } from '../../features/events/EventView';
import { eventScreen } from './eventScreen';

/** The event page (spec §4): one request for the event and the viewer's place (event.graphql). */
export function EventPage() {
  const { t } = useTranslation();
  const eventId = useIdParam('idEvent');
  const { data, loading, error } = useScreenQuery(eventScreen);
  if (eventId === undefined) {
    return (
      <Card>
        <EmptyState title={t('events.not_found')} />
      </Card>
    );
  }
  return (
    <EventView
      key={eventId}
      eventId={eventId}
      event={data?.event}
      loading={loading}
      error={error}
    />
  );
}
