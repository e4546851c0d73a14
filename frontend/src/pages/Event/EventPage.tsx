import { useTranslation } from 'react-i18next';
import { useIdParam } from '../../app/useIdParam';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { EventView } from '../../features/events/EventView';

export function EventPage() {
  const { t } = useTranslation();
  const eventId = useIdParam('idEvent');
  if (eventId === undefined) {
    return (
      <Card>
        <EmptyState title={t('events.not_found')} />
      </Card>
    );
  }
  return <EventView key={eventId} eventId={eventId} />;
}
