import { useSubscription } from '@apollo/client/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { showToast } from '../../app/clientState';
import { formatDateTime } from '../../app/formatDates';
import { useRestartOnResume } from '../../app/liveUpdates';
import { serverFormError } from '../../app/serverErrors';
import { theme } from '../../app/theme';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmRemoveButton } from '../../components/ConfirmRemoveButton';
import { EmptyState } from '../../components/EmptyState';
import { StatusChip } from '../../components/StatusChip';
import { OnShiftWaitlistChangedDocument, type WaitlistRowFragment } from '../../gql/graphql';
import { useRemoveFromWaitlistMutation } from './useWaitlistMutations';
import { writeShiftWaitlist } from './waitlistCache';

const Section = styled(Card)`
  margin-top: 16px;

  h2 {
    margin: 0 0 12px;
    font-size: 1.2rem;
  }
`;

const Queue = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 12px;
  border-radius: ${theme.radius.medium};
  border: 1px solid ${theme.colors.border};
`;

const Place = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 40px;
  height: 40px;
  border-radius: ${theme.radius.round};
  background: ${theme.colors.primaryLight};
  color: ${theme.colors.primaryDark};
  font-weight: 700;
`;

const Who = styled.div`
  flex: 1 1 200px;
  min-width: 0;

  strong,
  small {
    display: block;
    overflow-wrap: anywhere;
  }
  small {
    color: ${theme.colors.textMuted};
  }
`;

const fullName = (row: { name: string; surname: string }) => `${row.name} ${row.surname}`;

function QueueEntry({ row, shiftId }: { row: WaitlistRowFragment; shiftId: number }) {
  const { t } = useTranslation();
  const nameId = useId();
  const name = fullName(row);
  const [remove, state] = useRemoveFromWaitlistMutation();

  const onRemove = async () => {
    try {
      await remove(shiftId, row.userId);
      showToast(t('shifts.waitlist_removed', { name }), 'success');
    } catch (error) {
      const formError = serverFormError(error);
      if (formError) showToast(formError.text, 'error');
    }
  };

  return (
    <Entry aria-labelledby={nameId}>
      <Place aria-hidden="true">
        {t('shifts.waitlist_row_position', { position: row.position })}
      </Place>
      <Who>
        <strong id={nameId}>
          <span className="visually-hidden">
            {t('shifts.waitlist_row_position', { position: row.position })}{' '}
          </span>
          {name}
        </strong>
        <small>{t('shifts.waitlist_since', { date: formatDateTime(row.joinedAt) })}</small>
      </Who>
      {row.offerExpiresAt && (
        <StatusChip $tone="waiting">
          {t('shifts.waitlist_offered', { date: formatDateTime(row.offerExpiresAt) })}
        </StatusChip>
      )}
      <ConfirmRemoveButton
        label={t('shifts.waitlist_remove_named', { name })}
        title={t('shifts.waitlist_remove_title', { name })}
        text={t('shifts.waitlist_remove_text')}
        busy={state.loading}
        onRemove={onRemove}
      />
    </Entry>
  );
}

export interface ShiftWaitlistSectionProps {
  shiftId: number;
  associationId: number;
  /** The queue from the screen's request (`?admin=`); undefined when the page did not ask it */
  waitlist: readonly WaitlistRowFragment[] | undefined;
  /** People queued (the shift's count), shown when the queue itself was not asked */
  count: number;
}

/**
 * The administrators' view of a shift's waitlist (issue 21): the queue in order, since when each
 * person waits, the place offered and its deadline, and 'Rimuovi' after a confirmation. It stays
 * live (subscription `shiftWaitlistChanged`, written over the screen's cached queue). Reached
 * without `?admin=`, the page did not ask for the queue: a link opens the administrators' view.
 */
export function ShiftWaitlistSection({
  shiftId,
  associationId,
  waitlist,
  count,
}: ShiftWaitlistSectionProps) {
  const { t } = useTranslation();
  const live = useSubscription(OnShiftWaitlistChangedDocument, {
    variables: { shiftId },
    context: { toastErrors: true },
    skip: waitlist === undefined,
    onData: ({ client, data }) => {
      const rows = data.data?.shiftWaitlistChanged;
      if (rows) writeShiftWaitlist(client.cache, shiftId, () => rows);
    },
    onError: (subscriptionError) => console.error(subscriptionError),
  });
  useRestartOnResume(live.restart);

  return (
    <Section aria-labelledby="shift-waitlist-title">
      <h2 id="shift-waitlist-title">{t('shifts.waitlist_title')}</h2>
      {waitlist === undefined ? (
        <>
          <p>{count > 0 ? t('shifts.waitlist_count', { count }) : t('shifts.waitlist_empty')}</p>
          <ButtonLink to={`?admin=${associationId}`} variant="secondary">
            {t('shifts.waitlist_manage')}
          </ButtonLink>
        </>
      ) : waitlist.length === 0 ? (
        <EmptyState title={t('shifts.waitlist_empty')} />
      ) : (
        <Queue>
          {waitlist.map((row) => (
            <QueueEntry key={row.userId} row={row} shiftId={shiftId} />
          ))}
        </Queue>
      )}
    </Section>
  );
}
