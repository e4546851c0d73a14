import { useQuery } from '@apollo/client/react';
import type { DateTime } from 'luxon';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { nowInRome } from '../../app/dateTime';
import { ButtonLink } from '../../components/Button';
import { PageHeading } from '../../components/PageTitle';
import { AssociationCountersDocument, CalendarDocument } from '../../gql/graphql';
import { CalendarGrid } from './CalendarGrid';
import { dayOf, isoDay, monthOf, programmeCount } from './calendarModel';
import { DayDetail } from './DayDetail';

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

export interface CalendarViewProps {
  /** `?admin=`: the calendar of an association I administer */
  associationId?: number;
  /** Today (tests); the current date in Europe/Rome otherwise */
  today?: Date;
}

/**
 * /calendar (and ?admin={id}): the month grid and the selected day's events with their shifts.
 * This view holds the data (the month's days, the association's name) and which day is selected;
 * `CalendarGrid` and `DayDetail` move through them (arrow keys, arrow buttons, a 100 px swipe).
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

  const { data, loading, error } = useQuery(CalendarDocument, {
    variables: {
      from: isoDay(month),
      to: isoDay(month.endOf('month')),
      associationId: associationId ?? null,
    },
    fetchPolicy: 'cache-and-network',
  });
  const { data: associationData } = useQuery(AssociationCountersDocument, {
    variables: { id: associationId ?? 0 },
    skip: associationId === undefined,
    fetchPolicy: 'cache-first',
  });

  const days = useMemo(() => data?.calendar ?? [], [data]);
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
