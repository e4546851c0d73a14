import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { showToast } from '../../app/clientState';
import { formatDateTime } from '../../app/formatDates';
import { serverFormError } from '../../app/serverErrors';
import { theme } from '../../app/theme';
import { Button } from '../../components/Button';
import { ConfirmModal } from '../../components/ConfirmModal';
import { StatusChip } from '../../components/StatusChip';
import type { ShiftSummaryFragment } from '../../gql/graphql';
import {
  useAnswerWaitlistOfferMutation,
  useJoinWaitlistMutation,
  useLeaveWaitlistMutation,
} from './useWaitlistMutations';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

/** The offer stands out: a place is held for the viewer until its deadline. */
const Offer = styled.div`
  display: grid;
  gap: 8px;
  flex-basis: 100%;
  padding: 12px 14px;
  border-radius: ${theme.radius.medium};
  border: 2px solid ${theme.colors.warning};
  background: ${theme.colors.warningLight};

  p {
    margin: 0;
  }
  strong {
    color: ${theme.colors.warningText};
  }
`;

const Position = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${theme.colors.warningText};
`;

/** Server refusals (409 waitlist.no_offer, waitlist.already_queued, …) in Italian, as a toast. */
function errorToast(error: unknown): void {
  const formError = serverFormError(error);
  if (formError) showToast(formError.text, 'error');
}

type WaitlistShift = Pick<
  ShiftSummaryFragment,
  'id' | 'title' | 'waitlistPosition' | 'waitlistOfferExpiresAt'
>;

/** 'Mettiti in lista d'attesa' on a full shift, beside 'Posti esauriti'. */
export function JoinWaitlistButton({ shiftId }: { shiftId: number }) {
  const { t } = useTranslation();
  const [join, state] = useJoinWaitlistMutation();
  const onJoin = async () => {
    try {
      const shift = await join(shiftId);
      // a place freed meanwhile: the server made an ordinary request instead
      showToast(
        shift?.waitlistPosition == null ? t('shifts.requested') : t('waitlist.joined'),
        'success',
      );
    } catch (error) {
      errorToast(error);
    }
  };
  return (
    <Row>
      <StatusChip $tone="muted">{t('shifts.sold_out')}</StatusChip>
      <Button
        onClick={() => void onJoin()}
        disabled={state.loading}
        aria-busy={state.loading || undefined}
      >
        {t('shifts.waitlist_join')}
      </Button>
    </Row>
  );
}

/**
 * The viewer in a shift's waitlist (issue 21): their position, live ("Sei 2° in lista d'attesa")
 * and 'Lascia la lista d'attesa' after a confirmation; or the place offered to them, its deadline
 * and one-tap 'Accetto' / 'Rinuncio' (declining asks first: the place goes to the next in line).
 */
export function WaitlistControl({ shift }: { shift: WaitlistShift }) {
  const { t } = useTranslation();
  const [answer, answerState] = useAnswerWaitlistOfferMutation();
  const [leave, leaveState] = useLeaveWaitlistMutation();
  const [confirming, setConfirming] = useState<'leave' | 'decline' | null>(null);
  const offerExpiresAt = shift.waitlistOfferExpiresAt;
  const busy = answerState.loading || leaveState.loading;

  const onAccept = async () => {
    try {
      await answer(shift.id, true);
      showToast(t('waitlist.accepted'), 'success');
    } catch (error) {
      errorToast(error);
    }
  };

  const onConfirmed = async () => {
    try {
      if (confirming === 'decline') {
        await answer(shift.id, false);
        showToast(t('waitlist.declined'), 'success');
      } else {
        await leave(shift.id);
        showToast(t('waitlist.left'), 'success');
      }
    } catch (error) {
      errorToast(error);
    }
    setConfirming(null);
  };

  return (
    <Row>
      {offerExpiresAt ? (
        <Offer role="status">
          <p>
            <strong>{t('shifts.waitlist_offer')}</strong>
          </p>
          <p>{t('shifts.waitlist_offer_deadline', { date: formatDateTime(offerExpiresAt) })}</p>
          <Row>
            <Button
              onClick={() => void onAccept()}
              disabled={busy}
              aria-busy={answerState.loading || undefined}
            >
              {t('shifts.waitlist_accept')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming('decline')} disabled={busy}>
              {t('shifts.waitlist_decline')}
            </Button>
          </Row>
        </Offer>
      ) : (
        <>
          <Position role="status">
            {t('shifts.waitlist_position', { position: shift.waitlistPosition })}
          </Position>
          <Button variant="secondary" onClick={() => setConfirming('leave')} disabled={busy}>
            {t('shifts.waitlist_leave')}
          </Button>
        </>
      )}
      <ConfirmModal
        open={confirming !== null}
        title={
          confirming === 'decline'
            ? t('shifts.waitlist_decline_title', { title: shift.title })
            : t('shifts.waitlist_leave_title', { title: shift.title })
        }
        text={
          confirming === 'decline'
            ? t('shifts.waitlist_decline_text')
            : t('shifts.waitlist_leave_text')
        }
        confirmLabel={
          confirming === 'decline'
            ? t('shifts.waitlist_decline_confirm')
            : t('shifts.waitlist_leave_confirm')
        }
        cancelLabel={t('shifts.waitlist_keep')}
        busy={busy}
        onConfirm={() => void onConfirmed()}
        onClose={() => setConfirming(null)}
      />
    </Row>
  );
}
