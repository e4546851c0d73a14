import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { showToast } from '../../app/clientState';
import { serverFormError } from '../../app/serverErrors';
import { Button } from '../../components/Button';
import { ConfirmModal } from '../../components/ConfirmModal';
import { StatusChip } from '../../components/StatusChip';
import type { MyMembershipFragment, ShiftSummaryFragment } from '../../gql/graphql';
import { useRequestToVolunteerMutation } from '../associations/useRequestToVolunteerMutation';
import { useSignUpToShiftMutation, useWithdrawFromShiftMutation } from './useShiftMutations';
import { viewerMembership } from './viewerMembership';
import { theme } from '../../app/theme';
import { JoinWaitlistButton, WaitlistControl } from './WaitlistControl';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

/** Why the button is disabled, next to it */
const Reason = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-weight: 600;
`;

const Pending = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${theme.colors.warningText};
  font-weight: 600;
`;

function errorToast(error: unknown): void {
  const formError = serverFormError(error);
  if (formError) showToast(formError.text, 'error');
}

export interface ShiftSignUpControlProps {
  shift: Pick<
    ShiftSummaryFragment,
    | 'id'
    | 'title'
    | 'availableSpots'
    | 'mySignUp'
    | 'terminated'
    | 'openSubscription'
    | 'waitlistPosition'
    | 'waitlistOfferExpiresAt'
  >;
  /** A terminated event shows its banner and no sign-up buttons at all */
  eventTerminated: boolean;
  /** The event's association and visibility: who may sign up (spec §6) */
  associationId: number;
  eventPublic: boolean;
  /** The viewer's place in that association, brought with the event by the screen's query */
  organiser: Pick<MyMembershipFragment, 'iAmVolunteer' | 'iAmWaiting'> | undefined;
  /**
   * The viewer administers the association (the shift page's administrators' controls): a full
   * shift says so, without "Mettiti in lista d'attesa" — they manage its places (issue 31)
   */
  manager?: boolean;
}

/**
 * 'Iscriviti' for a shift only the association's accepted volunteers may join, to someone who is
 * not one: disabled, with the reason and the way in ('Unisciti ai volontari', the association page's
 * request), or the pending request. The server refuses such a sign-up anyway.
 */
function MembersOnlySignUp({
  associationId,
  pending,
  children,
}: {
  associationId: number;
  pending: boolean;
  /** Shown first (e.g. 'Richiesta non accettata') */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [request, requestState] = useRequestToVolunteerMutation();

  const onRequest = async () => {
    try {
      await request(associationId);
      showToast(t('associations.request_sent'), 'success');
    } catch {
      // told by the error link (e.g. 'membership.already_volunteer')
    }
  };

  return (
    <Row>
      {children}
      <Button disabled aria-describedby={reasonId}>
        {t('shifts.sign_up')}
      </Button>
      <Reason id={reasonId}>{t('shifts.members_only')}</Reason>
      {pending ? (
        <Pending role="status">{t('shifts.volunteer_request_waiting')}</Pending>
      ) : (
        <Button
          variant="secondary"
          onClick={() => void onRequest()}
          disabled={requestState.loading}
          aria-busy={requestState.loading || undefined}
        >
          {t('shifts.become_volunteer')}
        </Button>
      )}
    </Row>
  );
}

/**
 * The viewer's sign-up to one shift (spec §4): 'Iscriviti' sends a request, which waits for the
 * administrators ('Richiesta in attesa'); 'Annulla iscrizione' withdraws a request or a place after
 * a confirmation. What is shown follows the server's answer (`mySignUp`), never a guess. Only the
 * association's accepted volunteers may sign up, except to an open-subscription shift of a public
 * event: anyone else sees why, and how to become one, before clicking. A full shift offers its
 * waitlist instead, and a queued viewer sees their position or the place offered to them.
 */
export function ShiftSignUpControl({
  shift,
  eventTerminated,
  associationId,
  eventPublic,
  organiser,
  manager = false,
}: ShiftSignUpControlProps) {
  const { t } = useTranslation();
  const [signUp, signUpState] = useSignUpToShiftMutation();
  const [withdraw, withdrawState] = useWithdrawFromShiftMutation();
  const [confirming, setConfirming] = useState(false);

  const status = shift.mySignUp;
  const active = status === 'WAITING' || status === 'ACCEPTED';
  const queued = shift.waitlistPosition != null || shift.waitlistOfferExpiresAt != null;
  // a full shift asks the same rule of its waitlist (issue 21)
  const canAsk = !eventTerminated && !active && !queued && !shift.terminated;
  const membersOnly = !(eventPublic && shift.openSubscription);
  const membership = canAsk && membersOnly ? viewerMembership(organiser) : 'unknown';

  if (eventTerminated) return null;

  const onSignUp = async () => {
    try {
      await signUp(shift.id);
      showToast(t('shifts.requested'), 'success');
    } catch (error) {
      errorToast(error);
    }
  };

  const onWithdraw = async () => {
    try {
      await withdraw(shift.id);
      showToast(t('shifts.withdrawn'), 'success');
    } catch (error) {
      errorToast(error);
    }
    setConfirming(false);
  };

  if (active) {
    return (
      <Row>
        <StatusChip $tone={status === 'ACCEPTED' ? 'accepted' : 'waiting'}>
          {status === 'ACCEPTED' ? t('shifts.status_accepted') : t('shifts.status_waiting')}
        </StatusChip>
        {!shift.terminated && (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('shifts.withdraw')}
          </Button>
        )}
        <ConfirmModal
          open={confirming}
          title={t('shifts.withdraw_title', { title: shift.title })}
          text={t('shifts.withdraw_text')}
          confirmLabel={t('shifts.withdraw_confirm')}
          cancelLabel={t('shifts.withdraw_keep')}
          busy={withdrawState.loading}
          onConfirm={() => void onWithdraw()}
          onClose={() => setConfirming(false)}
        />
      </Row>
    );
  }

  if (shift.terminated) {
    return <StatusChip $tone="muted">{t('shifts.shift_terminated')}</StatusChip>;
  }
  if (queued) return <WaitlistControl shift={shift} />;
  const full = shift.availableSpots <= 0;
  if (full && (manager || membership === 'none' || membership === 'waiting')) {
    return <StatusChip $tone="muted">{t('shifts.sold_out')}</StatusChip>;
  }
  if (full) return <JoinWaitlistButton shiftId={shift.id} />;
  const rejected = status === 'REJECTED' && (
    <StatusChip $tone="muted">{t('shifts.status_rejected')}</StatusChip>
  );
  if (membership === 'none' || membership === 'waiting') {
    return (
      <MembersOnlySignUp associationId={associationId} pending={membership === 'waiting'}>
        {rejected}
      </MembersOnlySignUp>
    );
  }
  return (
    <Row>
      {rejected}
      <Button
        onClick={() => void onSignUp()}
        disabled={signUpState.loading}
        aria-busy={signUpState.loading || undefined}
      >
        {t('shifts.sign_up')}
      </Button>
    </Row>
  );
}
