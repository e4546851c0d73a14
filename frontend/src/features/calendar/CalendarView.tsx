import { useQuery } from '@apollo/client/react';
import type { DateTime } from 'luxon';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { nowInRome } from '../../app/dateTime';
import { ButtonLink } from '../../components/Button';
import { PageHeading } from '../../components/PageTitle';
import { CalendarDocument, type CalendarQuery } from '../../gql/graphql';
import { CalendarGrid } from './CalendarGrid';
import { dayOf, isoDay, monthOf, programmeCount } from './calendarModel';
import { DayDetail } from './DayDetail';
import { theme } from '../../app/theme';

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
    color: ${theme.colors.textMuted};
    font-weight: 600;
  }
`;

/** The month the screen's one request brought (pages/Calendar): today's. */
export interface ScreenMonth {
  /** Its first day, YYYY-MM-DD */
  from: string | undefined;
  days: CalendarQuery['calendar'] | undefined;
  loading: boolean;
  error: unknown;
}

export interface CalendarViewProps {
  /** `?admin=`: the calendar of an association I administer */
  associationId?: number;
  /** Its name, for the heading */
  associationName?: string;
  /** Today's month from the screen's request; any other month is asked alone */
  firstMonth?: ScreenMonth;
}

/**
 * /calendar (and ?admin={id}): the month grid and the selected day's events with their shifts.
 * This view holds the data (the month's days, the association's name) and which day is selected;
 * `CalendarGrid` and `DayDetail` move through them (arrow keys, arrow buttons, a 100 px swipe).
 */
export function CalendarView({ associationId, associationName, firstMonth }: CalendarViewProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'it';
  const todayDate = useMemo(() => nowInRome().startOf('day').setLocale(locale), [locale]);
  const [month, setMonth] = useState<DateTime>(() => monthOf(todayDate));
  const [selected, setSelected] = useState<string>(() => isoDay(todayDate));

  const from = isoDay(month);
  const fromScreen = firstMonth !== undefined && firstMonth.from === from;
  const other = useQuery(CalendarDocument, {
    variables: { from, to: isoDay(month.endOf('month')), associationId: associationId ?? null },
    skip: fromScreen,
    fetchPolicy: 'cache-and-network',
  });
  const { data, loading, error } = fromScreen
    ? { data: firstMonth.days, loading: firstMonth.loading, error: firstMonth.error }
    : { data: other.data?.calendar, loading: other.loading, error: other.error };

  const days = useMemo(() => data ?? [], [data]);
  const eventsByDay = useMemo(
    () => new Map(days.map((day) => [day.date, day.events] as const)),
    [days],
  );

  const select = (day: DateTime) => {
    setSelected(isoDay(day));
    if (!monthOf(day).hasSame(month, 'month')) setMonth(monthOf(day));
  };
  const moveDay = (delta: number) => select(dayOf(selected).plus({ days: delta }));
  const changeMonth = (delta: number) => {
    const next = month.plus({ months: delta });
    setMonth(next);
    setSelected(isoDay(next.hasSame(todayDate, 'month') ? todayDate : next));
  };

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
          <p aria-live="polite">{t('calendar.programme_count', { count: programmeCount(days) })}</p>
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
      <CalendarGrid
        month={month}
        today={todayDate}
        selected={selected}
        locale={locale}
        eventsByDay={eventsByDay}
        onlyMine={associationId === undefined}
        loading={loading && !data}
        loadError={Boolean(error) && !data}
        onSelect={select}
        onMoveDay={moveDay}
        onChangeMonth={changeMonth}
      />
      <DayDetail
        day={dayOf(selected)}
        locale={locale}
        events={eventsByDay.get(selected) ?? []}
        adminAssociationId={associationId}
        onMoveDay={moveDay}
      />
    </>
  );
}
