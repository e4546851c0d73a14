import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listFetchPolicy } from '../../app/screenQuery';
import styled from 'styled-components';
import { useDebouncedValue } from '../../app/useDebouncedValue';
import { CountBadge } from '../../components/CountBadge';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageTitle';
import { SearchField } from '../../components/SearchField';
import { Loading } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import {
  AssociationCountersDocument,
  VolunteersDocument,
  type MembershipStatus,
  type VolunteerSummaryFragment,
} from '../../gql/graphql';
import { useDashboardCounters } from '../dashboard/useDashboardCounters';
import { AcceptedVolunteerRow, VolunteerRequestRow } from './VolunteerRows';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

function useVolunteerList(associationId: number, status: MembershipStatus, search: string) {
  return useQuery(VolunteersDocument, {
    variables: { associationId, status, search: search || null },
    // without a search: from the screen's query (pages/Dashboard/listVolunteers.graphql)
    fetchPolicy: listFetchPolicy(!search),
    notifyOnNetworkStatusChange: false,
  });
}

interface PanelProps {
  volunteers: readonly VolunteerSummaryFragment[] | undefined;
  loading: boolean;
  emptyTitle: string;
  search: string;
  children: (volunteer: VolunteerSummaryFragment) => React.ReactNode;
}

function Panel({ volunteers, loading, emptyTitle, search, children }: PanelProps) {
  const { t } = useTranslation();
  if (!volunteers) return loading ? <Loading /> : <EmptyState title={emptyTitle} />;
  if (volunteers.length === 0) {
    return <EmptyState title={search ? t('volunteers.empty_search', { search }) : emptyTitle} />;
  }
  return <List>{volunteers.map(children)}</List>;
}

/**
 * /dashboard/{id}/list-volunteers: accepted volunteers (roles, removal) and pending requests
 * (accept, reject), searchable by name, surname, e-mail and phone. A new request shows up live:
 * when the counters say the number changed, the requests are fetched again.
 */
export function VolunteersManager({ associationId }: { associationId: number }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('accepted');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());

  // the screen's query brought them (`...DashboardHeader`); the subscription keeps them live
  const { data: countersData } = useQuery(AssociationCountersDocument, {
    variables: { id: associationId },
    fetchPolicy: 'cache-first',
  });
  const accepted = useVolunteerList(associationId, 'ACCEPTED', debounced);
  const waiting = useVolunteerList(associationId, 'WAITING', debounced);

  const refetchWaiting = useRef(waiting.refetch);
  refetchWaiting.current = waiting.refetch;
  const reloadRequests = () => {
    refetchWaiting.current().catch((error: unknown) => console.error(error));
  };

  const counters = countersData?.associationDashboard.counters;
  useDashboardCounters(associationId, {
    knownVolunteerRequests: counters?.numberVolunteerRequests,
    onVolunteerRequestsChange: reloadRequests,
  });

  const pendingCount =
    counters?.numberVolunteerRequests ?? (debounced ? 0 : (waiting.data?.volunteers.length ?? 0));
  const name = countersData?.associationDashboard.association.name;

  return (
    <>
      <PageHeading>
        {name ? t('volunteers.heading', { name }) : t('titles.list_volunteers')}
      </PageHeading>
      <SearchField label={t('volunteers.search')} value={search} onChange={setSearch} />
      <Tabs
        label={t('volunteers.tabs_label')}
        selectedId={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'accepted',
            label: t('volunteers.tab_accepted'),
            panel: (
              <Panel
                volunteers={accepted.data?.volunteers}
                loading={accepted.loading}
                emptyTitle={t('volunteers.empty_accepted')}
                search={debounced}
              >
                {(volunteer) => (
                  <AcceptedVolunteerRow
                    key={volunteer.id}
                    volunteer={volunteer}
                    associationId={associationId}
                  />
                )}
              </Panel>
            ),
          },
          {
            id: 'waiting',
            label: t('volunteers.tab_waiting'),
            adornment: (
              <CountBadge
                count={pendingCount}
                label={t('volunteers.pending', { count: pendingCount })}
              />
            ),
            panel: (
              <Panel
                volunteers={waiting.data?.volunteers}
                loading={waiting.loading}
                emptyTitle={t('volunteers.empty_waiting')}
                search={debounced}
              >
                {(volunteer) => (
                  <VolunteerRequestRow
                    key={volunteer.id}
                    volunteer={volunteer}
                    associationId={associationId}
                    onStale={reloadRequests}
                  />
                )}
              </Panel>
            ),
          },
        ]}
      />
    </>
  );
}
