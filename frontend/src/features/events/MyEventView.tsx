import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPeriod } from '../../app/formatDates';
import { useDebouncedValue } from '../../app/useDebouncedValue';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageTitle';
import { PartHeading } from '../../components/PartHeading';
import { SearchField } from '../../components/SearchField';
import { Loading } from '../../components/Spinner';
import { StatusChip } from '../../components/StatusChip';
import { Tabs } from '../../components/Tabs';
import {
  MyShiftsDocument,
  type MyShiftsQuery,
  type MyWaitlistRowFragment,
} from '../../gql/graphql';
import { CalendarFeedCard } from '../calendar-feed/CalendarFeedCard';
import { MyWaitlist } from '../shifts/MyWaitlist';
import { EventList } from './EventList';
import { useEvents, type EventPage } from './useEventLists';
import { theme } from '../../app/theme';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 14px 16px;
    border-radius: ${theme.radius.medium};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadow.card};
  }
  h2,
  h3 {
    margin: 0 0 4px;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const Status = styled(StatusChip)`
  &&& {
    margin-top: 6px;
  }
`;

function ExploreAction() {
  const { t } = useTranslation();
  return (
    <ButtonLink to="/explore" variant="secondary">
      {t('my_event.explore')}
    </ButtonLink>
  );
}

function EventsPanel({ search, firstPage }: { search: string; firstPage: EventPage }) {
  const { t } = useTranslation();
  // the server matches name, address and start date (DD/MM/YYYY, Rome), as for the Shifts tab;
  // without a search the screen's request brought the list
  const searched = useEvents('MINE', search, undefined, undefined, { skip: !search });
  const page = search ? searched : firstPage;
  return (
    <EventList
      page={page}
      search={search}
      emptyTitle={t('my_event.empty_events')}
      emptyDescription={t('my_event.empty_text')}
      emptyAction={<ExploreAction />}
      parts={{ upcoming: t('my_event.upcoming'), past: t('my_event.past') }}
    />
  );
}

type MyShift = MyShiftsQuery['myShifts'][number];

/** The shifts' cards: titles are h2, or h3 under the parts' headings. */
function ShiftItems({ shifts, level }: { shifts: MyShift[]; level: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const Title = level;
  return (
    <List>
      {shifts.map((shift) => (
        <li key={shift.id}>
          <Title>
            <Link to={`/event/${shift.eventId}/${shift.shiftId}`}>{shift.shiftTitle}</Link>
          </Title>
          <p>
            <Link to={`/event/${shift.eventId}`}>{shift.eventName}</Link>
          </p>
          <p>{formatPeriod(shift.shiftStart, shift.shiftEnd)}</p>
          <Status $tone={shift.status === 'ACCEPTED' ? 'accepted' : 'waiting'}>
            {t(`my_event.status_${shift.status}`)}
          </Status>
        </li>
      ))}
    </List>
  );
}

function ShiftsPanel({ search }: { search: string }) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(MyShiftsDocument, {
    variables: { search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const shifts = data?.myShifts;
  if (!shifts) {
    return loading && !error ? <Loading /> : <EmptyState title={t('my_event.empty_shifts')} />;
  }
  if (shifts.length === 0) {
    return search ? (
      <EmptyState title={t('events.empty_search', { search })} />
    ) : (
      <EmptyState
        title={t('my_event.empty_shifts')}
        description={t('my_event.empty_text')}
        action={<ExploreAction />}
      />
    );
  }
  // the server orders them: shifts still to end (soonest first), then ended ones (latest first)
  // the split follows the clock at each render, as meant (no compiler memoizes this component)
  // eslint-disable-next-line react-hooks/purity
  const now = Date.now();
  const upcoming = shifts.filter((shift) => new Date(shift.shiftEnd).getTime() >= now);
  const past = shifts.filter((shift) => new Date(shift.shiftEnd).getTime() < now);
  return (
    <>
      {past.length > 0 && upcoming.length > 0 && (
        <PartHeading>{t('my_event.upcoming')}</PartHeading>
      )}
      {upcoming.length > 0 && (
        <ShiftItems shifts={upcoming} level={past.length > 0 ? 'h3' : 'h2'} />
      )}
      {past.length > 0 && (
        <>
          <PartHeading>{t('my_event.past')}</PartHeading>
          <ShiftItems shifts={past} level="h3" />
        </>
      )}
    </>
  );
}

export interface MyEventViewProps {
  /** My events without a search, from the screen's one request (pages/MyEvent) */
  firstPage: EventPage;
  calendarFeedUrl: string | null | undefined;
  /** The shifts whose waitlist I am in, from the same request */
  waitlist?: readonly MyWaitlistRowFragment[];
}

/**
 * /my-event: the events and the shifts I signed up to, searchable by name, address and date, and
 * the address of my shifts' calendar feed; above them the waitlists I am in (issue 21).
 */
export function MyEventView({ firstPage, calendarFeedUrl, waitlist }: MyEventViewProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('events');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  return (
    <>
      <PageHeading>{t('my_event.heading')}</PageHeading>
      <MyWaitlist entries={waitlist} />
      <SearchField label={t('my_event.search')} value={search} onChange={setSearch} />
      <Tabs
        label={t('my_event.tabs_label')}
        selectedId={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'events',
            label: t('my_event.tab_events'),
            panel: <EventsPanel search={debounced} firstPage={firstPage} />,
          },
          {
            id: 'shifts',
            label: t('my_event.tab_shifts'),
            panel: <ShiftsPanel search={debounced} />,
          },
        ]}
      />
      <CalendarFeedCard compact url={calendarFeedUrl} />
    </>
  );
}
