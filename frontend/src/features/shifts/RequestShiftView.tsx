import { useQuery } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { listFetchPolicy } from '../../app/screenQuery';
import styled from 'styled-components';
import { PersonIdentity, PersonRow } from '../../components/PersonRow';
import { DecisionButtons } from './DecisionButtons';
import { showToast } from '../../app/clientState';
import { formatDateTime, formatPeriod } from '../../app/formatDates';
import { serverFormError } from '../../app/serverErrors';
import { useDebouncedValue } from '../../app/useDebouncedValue';
import { Avatar } from '../../components/Avatar';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageTitle';
import { SearchField } from '../../components/SearchField';
import { Loading } from '../../components/Spinner';
import { StatusChip } from '../../components/StatusChip';
import {
  AssociationCountersDocument,
  ShiftRequestsDocument,
  type ShiftSignUpRowFragment,
} from '../../gql/graphql';
import { useDashboardCounters } from '../dashboard/useDashboardCounters';
import { useDecideShiftRequestMutation } from './useShiftMutations';
import { theme } from '../../app/theme';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const Count = styled.p`
  margin: 0 0 12px;
  color: ${theme.colors.textMuted};
`;

function RequestRow({
  request,
  associationId,
  onStale,
}: {
  request: ShiftSignUpRowFragment;
  associationId: number;
  onStale: () => void;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const name = `${request.name} ${request.surname}`;
  const [decide, state] = useDecideShiftRequestMutation(associationId);

  const onDecide = async (accept: boolean) => {
    try {
      await decide(request.id, accept);
      showToast(
        accept ? t('shifts.accepted', { name }) : t('shifts.rejected', { name }),
        'success',
      );
    } catch (error) {
      const formError = serverFormError(error);
      if (formError) showToast(formError.text, 'error');
      // Decided elsewhere, or no place left: show the list as the server has it.
      onStale();
    }
  };

  return (
    <PersonRow aria-labelledby={nameId}>
      <PersonIdentity>
        <Avatar src={request.imageUrl} alt="" size={48} />
        <div>
          <strong id={nameId}>{name}</strong>
          {request.fromWaitlist && (
            <StatusChip $tone="waiting">{t('shifts.from_waitlist')}</StatusChip>
          )}
          <small>{request.eventName}</small>
          <small>
            {request.shiftTitle} · {formatPeriod(request.shiftStart, request.shiftEnd)}
          </small>
          <small>
            {t('request_shift.requested_at', { date: formatDateTime(request.requestedAt) })}
          </small>
        </div>
      </PersonIdentity>
      <Controls>
        <Link
          to={`/event/${request.eventId}/${request.shiftId}?admin=${associationId}`}
          aria-label={t('request_shift.open_shift_named', {
            title: request.shiftTitle,
            event: request.eventName,
          })}
        >
          {t('request_shift.open_shift')}
        </Link>
        <DecisionButtons
          name={name}
          busy={state.loading}
          fromWaitlist={request.fromWaitlist}
          onDecide={(accept) => void onDecide(accept)}
        />
      </Controls>
    </PersonRow>
  );
}

/**
 * /dashboard/{id}/request-shift: pending sign-ups of the association's shifts, searchable by name,
 * surname and event name; those from a shift's waitlist first, marked. A new sign-up shows up live: when the counters say the number of
 * requests changed, the list is fetched again.
 */
export function RequestShiftView({ associationId }: { associationId: number }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  // the screen's query brought them (`...DashboardHeader`); the subscription keeps them live
  const { data: countersData } = useQuery(AssociationCountersDocument, {
    variables: { id: associationId },
    fetchPolicy: 'cache-first',
  });
  const requests = useQuery(ShiftRequestsDocument, {
    variables: { associationId, search: debounced || null },
    // without a search: from the screen's query (pages/Dashboard/requestShift.graphql)
    fetchPolicy: listFetchPolicy(!debounced),
  });

  const refetchRequests = useRef(requests.refetch);
  refetchRequests.current = requests.refetch;
  const reload = () => {
    refetchRequests.current().catch((error: unknown) => console.error(error));
  };

  const counters = countersData?.associationDashboard.counters;
  useDashboardCounters(associationId, {
    knownShiftRequests: counters?.numberShiftRequests,
    onShiftRequestsChange: reload,
  });

  const name = countersData?.associationDashboard.association.name;
  // requests made by accepting a waitlist offer hold a place: first (the server's order too)
  const list = requests.data && [
    ...requests.data.shiftRequests.filter((request) => request.fromWaitlist),
    ...requests.data.shiftRequests.filter((request) => !request.fromWaitlist),
  ];

  let body: React.ReactNode;
  if (!list) {
    body =
      requests.loading && !requests.error ? (
        <Loading />
      ) : (
        <EmptyState title={t('request_shift.empty')} />
      );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        title={
          debounced
            ? t('request_shift.empty_search', { search: debounced })
            : t('request_shift.empty')
        }
      />
    );
  } else {
    body = (
      <>
        <Count aria-live="polite">{t('request_shift.count', { count: list.length })}</Count>
        <List>
          {list.map((request) => (
            <RequestRow
              key={request.id}
              request={request}
              associationId={associationId}
              onStale={reload}
            />
          ))}
        </List>
      </>
    );
  }

  return (
    <>
      <PageHeading>
        {name ? t('request_shift.heading', { name }) : t('titles.request_shift')}
      </PageHeading>
      <SearchField label={t('request_shift.search')} value={search} onChange={setSearch} />
      {body}
    </>
  );
}
