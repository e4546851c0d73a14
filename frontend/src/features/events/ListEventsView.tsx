import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDebouncedValue } from '../../app/useDebouncedValue';
import { ButtonLink } from '../../components/Button';
import { PlusIcon } from '../../components/icons';
import { PageHeading } from '../../components/PageTitle';
import { SearchField } from '../../components/SearchField';
import { Tabs } from '../../components/Tabs';
import { AssociationCountersDocument, type EventCardFragment } from '../../gql/graphql';
import { EventAdminMenu } from './EventAdminMenu';
import { EventList } from './EventList';
import { useAssociationEvents, useEventHistory } from './useEventLists';

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
`;

function ActivePanel({ associationId, search }: { associationId: number; search: string }) {
  const { t } = useTranslation();
  // the first page came with the screen's query (pages/Dashboard/listEvents.graphql)
  const page = useAssociationEvents(associationId, search, true);
  return (
    <EventList
      page={page}
      search={search}
      emptyTitle={t('list_events.empty_active')}
      emptyAction={
        <ButtonLink to={`/dashboard/${associationId}/create-event`} variant="secondary">
          {t('list_events.create')}
        </ButtonLink>
      }
      renderActions={(event: EventCardFragment) => <EventAdminMenu event={event} />}
    />
  );
}

function HistoryPanel({ associationId, search }: { associationId: number; search: string }) {
  const { t } = useTranslation();
  const page = useEventHistory(associationId, search);
  return (
    <EventList
      page={page}
      search={search}
      emptyTitle={t('list_events.empty_history')}
      renderActions={(event: EventCardFragment) => <EventAdminMenu event={event} />}
    />
  );
}

/**
 * /dashboard/{id}/list-events: the association's events in programme and its history, searchable
 * by name; each card has the administrators' menu (edit, duplicate, delete, archive).
 */
export function ListEventsView({ associationId }: { associationId: number }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('active');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const { data } = useQuery(AssociationCountersDocument, {
    variables: { id: associationId },
    fetchPolicy: 'cache-first',
  });
  const name = data?.associationDashboard.association.name;

  return (
    <>
      <Top>
        <PageHeading>
          {name ? t('list_events.heading', { name }) : t('titles.list_events')}
        </PageHeading>
        <ButtonLink to={`/dashboard/${associationId}/create-event`}>
          <PlusIcon size={20} />
          {t('list_events.create')}
        </ButtonLink>
      </Top>
      <SearchField label={t('list_events.search')} value={search} onChange={setSearch} />
      <Tabs
        label={t('list_events.tabs_label')}
        selectedId={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'active',
            label: t('list_events.tab_active'),
            panel: <ActivePanel associationId={associationId} search={debounced} />,
          },
          {
            id: 'history',
            label: t('list_events.tab_history'),
            panel: <HistoryPanel associationId={associationId} search={debounced} />,
          },
        ]}
      />
    </>
  );
}
