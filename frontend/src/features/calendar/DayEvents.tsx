import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPeriod } from '../../app/formatDates';
import { EmptyState } from '../../components/EmptyState';
import type { CalendarEventFragment } from '../../gql/graphql';
import { theme } from '../../app/theme';

const EventList = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const EventItem = styled.li`
  padding: 12px 14px;
  border-radius: ${theme.radius.medium};
  border: 1px solid ${theme.colors.border};

  h3 {
    margin: 0 0 2px;
    font-size: 1.05rem;
  }
  > p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

/** Each shift is a 44 px link to its page. */
const ShiftLinks = styled.ul`
  display: grid;
  gap: 6px;
  margin: 10px 0 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    padding: 6px 10px;
    border-radius: ${theme.radius.small};
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${theme.colors.primaryLight};
  }
  small {
    display: block;
    color: ${theme.colors.textMuted};
  }
`;

const Swatch = styled.span<{ $color: string }>`
  flex-shrink: 0;
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;

export interface DayEventsProps {
  events: readonly CalendarEventFragment[];
  /** The association's calendar: shift links open the administrators' view */
  adminAssociationId?: number;
}

/** The events of one day with their association, times, address and shift links. */
export function DayEvents({ events, adminAssociationId }: DayEventsProps) {
  const { t } = useTranslation();
  const admin = adminAssociationId !== undefined ? `?admin=${adminAssociationId}` : '';
  if (events.length === 0) return <EmptyState title={t('calendar.day_empty')} />;
  return (
    <EventList>
      {events.map((event) => (
        <EventItem key={event.id}>
          <h3>
            <Link to={`/event/${event.id}`}>{event.name}</Link>
          </h3>
          <p>{event.association.name}</p>
          <p>{formatPeriod(event.startDate, event.endDate)}</p>
          <p>{event.address}</p>
          {event.shifts.length === 0 ? (
            <p>{t('calendar.event_no_shifts')}</p>
          ) : (
            <ShiftLinks>
              {event.shifts.map((shift) => (
                <li key={shift.id}>
                  <Link to={`/event/${event.id}/${shift.id}${admin}`}>
                    <Swatch $color={shift.color} aria-hidden="true" />
                    <span>
                      {shift.title}
                      <small>{formatPeriod(shift.startDate, shift.endDate)}</small>
                    </span>
                  </Link>
                </li>
              ))}
            </ShiftLinks>
          )}
        </EventItem>
      ))}
    </EventList>
  );
}
