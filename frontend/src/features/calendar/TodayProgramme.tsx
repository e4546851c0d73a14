import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime, formatDayMonth, formatTime } from '../../app/formatDates';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Spinner';
import type { ProgrammeEntryFragment } from '../../gql/graphql';
import { FinishShiftButton } from '../attendance/FinishShiftButton';
import { theme } from '../../app/theme';

type Item = ProgrammeEntryFragment;

/** About one programme card: the sections below move little when the day's shifts arrive (CLS). */
const Pending = styled.div`
  display: grid;
  align-content: center;
  min-height: 15rem;
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const ProgrammeCard = styled.li<{ $managed: boolean }>`
  display: grid;
  gap: 4px;
  padding: 14px 16px;
  border-radius: ${theme.radius.medium};
  border-left: 8px solid
    ${({ $managed }) => ($managed ? theme.colors.warning : theme.colors.success)};
  background: ${({ $managed }) => ($managed ? theme.colors.warningLight : theme.colors.successLight)};

  h3 {
    margin: 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  h3 a {
    color: ${theme.colors.text};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Kind = styled.p<{ $managed: boolean }>`
  && {
    color: ${({ $managed }) => ($managed ? theme.colors.warningText : theme.colors.success)};
    font-size: 0.85rem;
    font-weight: 700;
    text-transform: uppercase;
  }
`;

const Details = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

/** The volunteer's check-in state on the day of the shift. */
const AttendanceLine = styled.p`
  && {
    font-weight: 600;
  }
`;

/** The card's own attendance part: where the volunteer stands, and "Ho finito" once in. */
function MyAttendance({ item }: { item: Item }) {
  const { t } = useTranslation();
  const attendance = item.shift.myAttendance;
  if (!attendance) return null;
  const { checkedInAt, checkedOutAt } = attendance;
  return (
    <>
      <AttendanceLine>
        {checkedOutAt
          ? t('home.programme_checked_out', {
              from: formatTime(checkedInAt!),
              to: formatTime(checkedOutAt),
            })
          : checkedInAt
            ? t('home.programme_checked_in', { time: formatTime(checkedInAt) })
            : t('home.programme_not_checked_in')}
      </AttendanceLine>
      {checkedInAt && !checkedOutAt && <FinishShiftButton shift={item.shift} />}
    </>
  );
}

/** Ended at `now`: from then on the administrator's first step is "Conferma presenze". */
const hasEnded = (item: Item, now: number) => Date.parse(item.shift.endDate) <= now;

function ProgrammeItemCard({ item }: { item: Item }) {
  const { t } = useTranslation();
  const calendar = item.managed ? `/calendar?admin=${item.associationId}` : '/calendar';
  const attendancePage = `/dashboard/${item.associationId}/attendance/${item.shift.id}`;
  // read when the card is drawn: a card left open past the end only names its button later (the
  // attendance page itself turns the confirmation on at the end)
  const [now] = useState(() => Date.now());
  const ended = hasEnded(item, now);
  return (
    <ProgrammeCard $managed={item.managed} data-kind={item.managed ? 'managed' : 'mine'}>
      <Kind $managed={item.managed}>
        {item.managed ? t('home.programme_managed') : t('home.programme_mine')}
      </Kind>
      <h3>
        <Link
          to={calendar}
          aria-label={t('home.programme_open_calendar', {
            name: item.event.name,
            shift: item.shift.title,
          })}
        >
          {item.event.name}
        </Link>
      </h3>
      <p>{item.shift.title}</p>
      <p>{item.event.address}</p>
      <p>{formatDateTime(item.shift.startDate)}</p>
      {!item.managed && <MyAttendance item={item} />}
      <Details>
        {item.managed && (
          <ButtonLink
            to={attendancePage}
            variant={ended ? 'primary' : 'secondary'}
            aria-label={t(
              ended ? 'home.programme_confirm_named' : 'home.programme_attendance_named',
              { shift: item.shift.title, name: item.event.name },
            )}
          >
            {ended ? t('home.programme_confirm') : t('home.programme_attendance')}
          </ButtonLink>
        )}
        <ButtonLink
          to={`/event/${item.event.id}`}
          variant="secondary"
          aria-label={t('home.programme_details_named', { name: item.event.name })}
        >
          {t('home.programme_details')}
        </ButtonLink>
      </Details>
    </ProgrammeCard>
  );
}

/**
 * Home's programme of the day (spec §2): green cards for my shifts (→ /calendar), orange cards for
 * the shifts of the associations I manage (→ /calendar?admin={id}).
 */
export const TodayProgramme = memo(function TodayProgramme({
  today,
  programme: items,
  loading,
  error,
}: {
  today?: Date;
  /** The day's shifts from Home's request (undefined until it answers) */
  programme: readonly Item[] | undefined;
  loading: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();

  let body: React.ReactNode;
  if (!items && loading && !error)
    body = (
      <Pending>
        <Loading />
      </Pending>
    );
  else if (!items && error) body = <p role="alert">{t('home.programme_error')}</p>;
  else if (!items || items.length === 0) {
    body = (
      <EmptyState
        title={t('home.programme_empty')}
        description={t('home.programme_empty_description')}
        action={
          <ButtonLink to="/explore" variant="secondary">
            {t('home.add_activity')}
          </ButtonLink>
        }
      />
    );
  } else {
    body = (
      <List>
        {items.map((item) => (
          <ProgrammeItemCard key={`${item.managed ? 'm' : 'v'}-${item.shift.id}`} item={item} />
        ))}
      </List>
    );
  }

  return (
    <Card aria-labelledby="programme-title">
      <h2 id="programme-title">{t('home.programme_title', { date: formatDayMonth(today) })}</h2>
      {body}
    </Card>
  );
});
