import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { romeDayOf } from '../../app/formatDates';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Spinner';
import type { EventCardFragment } from '../../gql/graphql';
import { dayOf } from '../calendar/calendarModel';
import { EventCard } from './EventCard';
import { EventList, ShowMorePage } from './EventList';
import type { EventPage } from './useEventLists';
import { theme } from '../../app/theme';

const Days = styled.ol`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
    color: ${theme.colors.primaryDark};
  }
  ul {
    display: grid;
    gap: 12px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

function groupByDay(events: readonly EventCardFragment[]) {
  const days = new Map<string, EventCardFragment[]>();
  for (const event of events) {
    const day = romeDayOf(event.startDate);
    days.set(day, [...(days.get(day) ?? []), event]);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * The association page's panels show the lists its one request brought (pages/Association/
 * association.graphql); "Mostra altri" asks the next page.
 */
interface PanelProps {
  page: EventPage;
}

/** "Calendario": the upcoming events grouped by day (the same pages as the event list). */
export function UpcomingByDayPanel({ page }: PanelProps) {
  const { t } = useTranslation();
  if (!page.events) {
    return page.loading && !page.error ? (
      <Loading />
    ) : (
      <EmptyState title={t('associations.no_upcoming_events')} />
    );
  }
  if (page.events.length === 0) {
    return (
      <EmptyState
        title={t('associations.no_upcoming_events')}
        description={t('associations.no_upcoming_events_text')}
      />
    );
  }
  return (
    <>
      <Days aria-label={t('events.by_day')}>
        {groupByDay(page.events).map(([day, events]) => (
          <li key={day}>
            <h3>{dayOf(day).setLocale('it').toFormat('cccc d MMMM yyyy')}</h3>
            <ul>
              {events.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} headingLevel={4} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </Days>
      {page.hasMore && <ShowMorePage page={page} gap={16} />}
    </>
  );
}

/** "Eventi": the events in programme, 5 then 10 more. */
export function UpcomingEventsPanel({ page }: PanelProps) {
  const { t } = useTranslation();
  return (
    <EventList
      page={page}
      search=""
      headingLevel={3}
      showCount={false}
      emptyTitle={t('associations.no_upcoming_events')}
      emptyDescription={t('associations.no_upcoming_events_text')}
    />
  );
}

/** "Eventi terminati": the association's history. */
export function FinishedEventsPanel({ page }: PanelProps) {
  const { t } = useTranslation();
  return (
    <EventList
      page={page}
      search=""
      headingLevel={3}
      showCount={false}
      emptyTitle={t('associations.no_finished_events')}
    />
  );
}
