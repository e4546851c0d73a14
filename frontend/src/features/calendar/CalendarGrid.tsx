import type { DateTime } from 'luxon';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { Spinner } from '../../components/Spinner';
import type { CalendarEventFragment } from '../../gql/graphql';
import { DayButton, Dot, Dots, Grid } from './CalendarGrid.styles';
import { dayTitle, dotsOf, isoDay, MONDAY_FIRST, monthGrid, monthTitle } from './calendarModel';
import { PeriodStepper } from './PeriodStepper';

/** Arrow keys move the selection by a day or a week, across months too. */
const KEY_MOVES: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

export interface CalendarGridProps {
  /** First day of the month shown */
  month: DateTime;
  today: DateTime;
  /** The selected day, YYYY-MM-DD */
  selected: string;
  locale: string;
  eventsByDay: ReadonlyMap<string, readonly CalendarEventFragment[]>;
  /** The personal calendar colours only the shifts the person asked for */
  onlyMine: boolean;
  /** The month's days are on their way */
  loading: boolean;
  /** The month could not be loaded */
  loadError: boolean;
  onSelect: (day: DateTime) => void;
  /** Keyboard: the selection moves by this many days (into another month too) */
  onMoveDay: (delta: number) => void;
  onChangeMonth: (delta: number) => void;
}

/**
 * The month grid, starting on Monday, with up to 3 coloured dots a day. Only the selected day is
 * in the tab order (a roving tabindex); arrow keys move the selection and focus follows it.
 */
export function CalendarGrid({
  month,
  today,
  selected,
  locale,
  eventsByDay,
  onlyMine,
  loading,
  loadError,
  onSelect,
  onMoveDay,
  onChangeMonth,
}: CalendarGridProps) {
  const { t } = useTranslation();
  const gridRef = useRef<HTMLTableElement>(null);
  const focusAfterMove = useRef(false);

  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${selected}"]`)?.focus();
  }, [selected, month]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLTableElement>) => {
    if (!(event.key in KEY_MOVES)) return;
    event.preventDefault();
    focusAfterMove.current = true;
    onMoveDay(KEY_MOVES[event.key]);
  };

  return (
    <Card>
      <PeriodStepper
        size="month"
        titleId="calendar-month"
        title={
          <>
            {monthTitle(month, locale)}
            {loading && <Spinner size={16} />}
          </>
        }
        previousLabel={t('calendar.previous_month')}
        nextLabel={t('calendar.next_month')}
        onStep={onChangeMonth}
      />
      {loadError && <p role="alert">{t('calendar.load_error')}</p>}
      <Grid ref={gridRef} aria-labelledby="calendar-month" onKeyDown={onKeyDown}>
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
                const isToday = day.hasSame(today, 'day');
                const name = dayTitle(day, locale);
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
                      aria-current={isToday ? 'date' : undefined}
                      tabIndex={isSelected ? 0 : -1}
                      $selected={isSelected}
                      $today={isToday}
                      onClick={() => onSelect(day)}
                    >
                      <span aria-hidden="true">{day.day}</span>
                      <Dots aria-hidden="true">
                        {dotsOf(events, onlyMine).map((color, index) => (
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
  );
}
