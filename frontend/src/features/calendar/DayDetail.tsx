import type { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card } from '../../components/Card';
import type { CalendarEventFragment } from '../../gql/graphql';
import { dayTitle } from './calendarModel';
import { DayEvents } from './DayEvents';
import { PeriodStepper } from './PeriodStepper';
import { useSwipe } from './useSwipe';
import { theme } from '../../app/theme';

/** Vertical panning stays the browser's (scrolling); sideways movement is the swipe's. */
const Detail = styled(Card)`
  margin-top: 16px;
  touch-action: pan-y;
`;

const Hint = styled.p`
  margin: 12px 0 0;
  color: ${theme.colors.textMuted};
  font-size: 0.85rem;
`;

export interface DayDetailProps {
  day: DateTime;
  locale: string;
  events: readonly CalendarEventFragment[];
  adminAssociationId?: number;
  /** To the day before (-1) or after (+1): arrow buttons or a swipe */
  onMoveDay: (delta: -1 | 1) => void;
}

/** The selected day under the grid: its events, and the way to the days around it. */
export function DayDetail({ day, locale, events, adminAssociationId, onMoveDay }: DayDetailProps) {
  const { t } = useTranslation();
  const swipe = useSwipe(onMoveDay);
  return (
    <Detail aria-labelledby="calendar-day-title" {...swipe} data-testid="calendar-day-detail">
      <PeriodStepper
        size="day"
        titleId="calendar-day-title"
        title={dayTitle(day, locale)}
        previousLabel={t('calendar.previous_day')}
        nextLabel={t('calendar.next_day')}
        onStep={onMoveDay}
      />
      <DayEvents events={events} adminAssociationId={adminAssociationId} />
      <Hint>{t('calendar.swipe_hint')}</Hint>
    </Detail>
  );
}
