import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Tabs } from '../../components/Tabs';

const Section = styled(Card)`
  margin-top: 16px;

  h2 {
    margin: 0 0 12px;
    font-size: 1.2rem;
  }
`;

export interface AssociationEventsSectionProps {
  associationId: number;
  /** Panels: future events by day, the event list, finished events (features/events) */
  calendar?: React.ReactNode;
  events?: React.ReactNode;
  finished?: React.ReactNode;
}

/**
 * The association's events: tabs "Calendario" and "Eventi", then "Eventi terminati". A place
 * without its panel shows the empty state.
 */
export function AssociationEventsSection({
  calendar,
  events,
  finished,
}: AssociationEventsSectionProps) {
  const { t } = useTranslation();
  const noUpcoming = (
    <EmptyState
      title={t('associations.no_upcoming_events')}
      description={t('associations.no_upcoming_events_text')}
    />
  );
  return (
    <>
      <Section aria-labelledby="association-events-title">
        <h2 id="association-events-title">{t('associations.events_title')}</h2>
        <Tabs
          label={t('associations.events_tabs')}
          tabs={[
            {
              id: 'calendar',
              label: t('associations.tab_calendar'),
              panel: calendar ?? noUpcoming,
            },
            { id: 'events', label: t('associations.tab_events'), panel: events ?? noUpcoming },
          ]}
        />
      </Section>
      <Section aria-labelledby="association-finished-title">
        <h2 id="association-finished-title">{t('associations.finished_events')}</h2>
        {finished ?? <EmptyState title={t('associations.no_finished_events')} />}
      </Section>
    </>
  );
}
