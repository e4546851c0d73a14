import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@insieme/schema';
import type { DateTime } from 'luxon';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPeriod, nowInRome } from '../../app/dateTime';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { PageHeading } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import {
  AssociationCountersDocument,
  CalendarDocument,
  type CalendarEventFragment,
} from '../../gql/graphql';
import { dayOf, dotsOf, isoDay, monthGrid, monthOf, programmeCount } from './calendarModel';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;

  h1 {
    margin: 0;
  }
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
`;

const MonthBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;

  h2 {
    margin: 0;
    font-size: 1.2rem;
    text-align: center;
  }
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  th {
    padding: 4px 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8rem;
    font-weight: 700;
  }
  td {
    padding: 2px;
    text-align: center;
  }
`;

const DayButton = styled.button<{ $selected: boolean; $today: boolean }>`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 3px;
  width: 100%;
  max-width: 56px;
  min-height: 48px;
  padding: 4px 0;
  border: 2px solid ${({ theme, $today }) => ($today ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.onPrimary : theme.colors.text)};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Dots = styled.span`
  display: flex;
  gap: 3px;
  height: 8px;
`;

const Dot = styled.span<{ $color: string; $onSelected: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  box-shadow: ${({ $onSelected }) => ($onSelected ? '0 0 0 1px #fff' : 'none')};
`;

const Detail = styled(Card)`
  margin-top: 16px;
  touch-action: pan-y;
`;

const DayBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 12px;

  h2 {
    margin: 0;
    font-size: 1.1rem;
    text-align: center;
  }
`;

const EventList = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const EventItem = styled.li`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0 0 2px;
    font-size: 1.05rem;
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

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
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Swatch = styled.span<{ $color: string }>`
  flex-shrink: 0;
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;

const Hint = styled.p`
  margin: 12px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.85rem;
`;

/** Day names are numbered like Date#getDay (Sunday 0); the grid starts on Monday. */
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function DayEvents({
  events,
  adminAssociationId,
}: {
  events: readonly CalendarEventFragment[];
  adminAssociationId?: number;
}) {
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

export interface CalendarViewProps {
  /** `?admin=`: the calendar of an association I administer */
  associationId?: number;
  /** Today (tests); the current date in Europe/Rome otherwise */
  today?: Date;
}

/**
 * /calendar (and ?admin={id}): a month grid starting on Monday with up to 3 coloured dots a day,
 * and the selected day's events with their shifts. Arrow keys move between days in the grid;
 * the day detail changes with its arrow buttons or a 100 px swipe.
 */
export function CalendarView({ associationId, today }: CalendarViewProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'it';
  const todayDate = useMemo(
    () => nowInRome(today).startOf('day').setLocale(locale),
    [today, locale],
  );
  const [month, setMonth] = useState<DateTime>(() => monthOf(todayDate));
  const [selected, setSelected] = useState<string>(() => isoDay(todayDate));
  const gridRef = useRef<HTMLTableElement>(null);
  const focusAfterMove = useRef(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const from = isoDay(month);
  const to = isoDay(month.endOf('month'));
  const { data, loading, error } = useQuery(CalendarDocument, {
    variables: { from, to, associationId: associationId ?? null },
    fetchPolicy: 'cache-and-network',
    context: { handlesErrors: true },
  });
  const { data: associationData } = useQuery(AssociationCountersDocument, {
    variables: { id: associationId ?? 0 },
    skip: associationId === undefined,
    fetchPolicy: 'cache-first',
    context: { handlesErrors: true },
  });

  const days = useMemo(() => data?.calendar ?? [], [data]);
  const eventsByDay = useMemo(
    () => new Map(days.map((day) => [day.date, day.events] as const)),
    [days],
  );
  const count = programmeCount(days);

  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${selected}"]`)?.focus();
  }, [selected, month]);

  const select = (day: DateTime, focus = false) => {
    const next = isoDay(day);
    focusAfterMove.current = focus;
    setSelected(next);
    if (!monthOf(day).hasSame(month, 'month')) setMonth(monthOf(day));
  };
  const moveDay = (delta: number, focus = false) =>
    select(dayOf(selected).plus({ days: delta }), focus);

  const changeMonth = (delta: number) => {
    const next = month.plus({ months: delta });
    setMonth(next);
    setSelected(isoDay(next.hasSame(todayDate, 'month') ? todayDate : next));
  };

  const onGridKeyDown = (event: React.KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    moveDay(moves[event.key], true);
  };

  const onTouchStart = (event: React.TouchEvent) => {
    const touch = event.touches[0] ?? event.changedTouches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: React.TouchEvent) => {
    const start = touchStart.current;
    touchStart.current = null;
    const touch = event.changedTouches[0];
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    // Spec §9: a swipe is at least 100 px, and more sideways than up or down.
    if (Math.abs(dx) < LIMITS.swipeThresholdPx || Math.abs(dx) <= Math.abs(dy)) return;
    moveDay(dx < 0 ? 1 : -1);
  };

  const selectedDay = dayOf(selected).setLocale(locale);
  const monthTitle = capitalize(month.setLocale(locale).toFormat('LLLL yyyy'));
  const associationName = associationData?.associationDashboard.association.name;
  const heading =
    associationId === undefined
      ? t('calendar.heading')
      : associationName
        ? t('calendar.heading_admin_named', { name: associationName })
        : t('calendar.heading_admin');

  return (
    <>
      <Top>
        <div>
          <PageHeading>{heading}</PageHeading>
          <p aria-live="polite">{t('calendar.programme_count', { count })}</p>
        </div>
        {associationId === undefined ? (
          <ButtonLink to="/my-event" variant="secondary">
            {t('calendar.my_events')}
          </ButtonLink>
        ) : (
          <ButtonLink to={`/dashboard/${associationId}/list-events`} variant="secondary">
            {t('calendar.list_events')}
          </ButtonLink>
        )}
      </Top>
      <Card>
        <MonthBar>
          <IconButton
            type="button"
            aria-label={t('calendar.previous_month')}
            onClick={() => changeMonth(-1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <h2 id="calendar-month" aria-live="polite">
            {monthTitle}
            {loading && !data && <Spinner size={16} />}
          </h2>
          <IconButton
            type="button"
            aria-label={t('calendar.next_month')}
            onClick={() => changeMonth(1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </MonthBar>
        {error && !data && <p role="alert">{t('calendar.load_error')}</p>}
        <Grid ref={gridRef} aria-labelledby="calendar-month" onKeyDown={onGridKeyDown}>
          <thead>
            <tr>
              {MONDAY_FIRST.map((day) => (
                <th key={day} scope="col">
                  <abbr title={t(`weekdays.long.${day}`)}>{t(`weekdays.short.${day}`)}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(month).map((week, weekIndex) => (
              <tr key={weekIndex}>
                {week.map((day, dayIndex) => {
                  if (!day) return <td key={dayIndex} />;
                  const iso = isoDay(day);
                  const events = eventsByDay.get(iso) ?? [];
                  const isSelected = iso === selected;
                  const dots = dotsOf(events, associationId === undefined);
                  const name = capitalize(day.setLocale(locale).toFormat('cccc d MMMM yyyy'));
                  const label =
                    events.length > 0
                      ? `${name}, ${t('calendar.day_events', { count: events.length })}`
                      : name;
                  return (
                    <td key={dayIndex}>
                      <DayButton
                        type="button"
                        data-date={iso}
                        aria-label={label}
                        aria-pressed={isSelected}
                        aria-current={day.hasSame(todayDate, 'day') ? 'date' : undefined}
                        tabIndex={isSelected ? 0 : -1}
                        $selected={isSelected}
                        $today={day.hasSame(todayDate, 'day')}
                        onClick={() => select(day)}
                      >
                        <span aria-hidden="true">{day.day}</span>
                        <Dots aria-hidden="true">
                          {dots.map((color, index) => (
                            <Dot
                              key={index}
                              data-testid="calendar-dot"
                              $color={color}
                              $onSelected={isSelected}
                            />
                          ))}
                        </Dots>
                      </DayButton>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Grid>
      </Card>
      <Detail
        aria-labelledby="calendar-day-title"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        data-testid="calendar-day-detail"
      >
        <DayBar>
          <IconButton
            type="button"
            aria-label={t('calendar.previous_day')}
            onClick={() => moveDay(-1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <h2 id="calendar-day-title" aria-live="polite">
            {capitalize(selectedDay.toFormat('cccc d MMMM yyyy'))}
          </h2>
          <IconButton type="button" aria-label={t('calendar.next_day')} onClick={() => moveDay(1)}>
            <ChevronRightIcon />
          </IconButton>
        </DayBar>
        <DayEvents events={eventsByDay.get(selected) ?? []} adminAssociationId={associationId} />
        <Hint>{t('calendar.swipe_hint')}</Hint>
      </Detail>
    </>
  );
}
