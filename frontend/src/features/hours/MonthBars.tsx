import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMinutes, formatMonth } from '../../app/formatMinutes';
import { theme } from '../../app/theme';
import type { MyHoursFieldsFragment } from '../../gql/graphql';

const Bars = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  /* a phone: the month and its figure, the bar under them at full width */
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'month figure' 'track track';
    align-items: center;
    gap: 2px 8px;
  }
  /* wider: one line each, the same columns on every row so the tracks and figures line up */
  ${theme.media.sm} {
    li {
      grid-template-columns: 9rem minmax(0, 1fr) 7.5rem;
      grid-template-areas: 'month track figure';
      gap: 8px;
    }
  }
`;

const Month = styled.span`
  grid-area: month;
  text-transform: capitalize;
`;

const Track = styled.span`
  grid-area: track;
  display: block;
  height: 12px;
  border-radius: ${theme.radius.round};
  background: ${theme.colors.background};
  overflow: hidden;
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  background: ${theme.colors.primary};
`;

const Figure = styled.span`
  grid-area: figure;
  text-align: right;
  font-weight: 600;
  white-space: nowrap;
`;

/**
 * Hours by month as a bar each (the longest month fills its track): the figures are written
 * beside the bars, which are drawing only.
 */
export function MonthBars({ months }: { months: MyHoursFieldsFragment['months'] }) {
  const { t } = useTranslation();
  const longest = Math.max(1, ...months.map((month) => month.minutes));
  return (
    <Bars aria-label={t('hours.by_month')}>
      {months.map((month) => (
        <li key={month.month}>
          <Month>{formatMonth(month.month)}</Month>
          <Track aria-hidden="true">
            <Fill style={{ width: `${(100 * month.minutes) / longest}%` }} />
          </Track>
          <Figure>{formatMinutes(month.minutes)}</Figure>
        </li>
      ))}
    </Bars>
  );
}
