import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { showToast } from '../../app/clientState';
import { serverFormError } from '../../app/serverErrors';
import { Button } from '../../components/Button';
import { ConfirmModal } from '../../components/ConfirmModal';
import type { ShiftSummaryFragment } from '../../gql/graphql';
import { useSignUpToShiftMutation, useWithdrawFromShiftMutation } from './useShiftMutations';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

const Status = styled.p<{ $tone: 'waiting' | 'accepted' | 'muted' }>`
  margin: 0;
  font-weight: 700;
  color: ${({ theme, $tone }) =>
    $tone === 'accepted'
      ? theme.colors.success
      : $tone === 'waiting'
        ? theme.colors.warning
        : theme.colors.textMuted};
`;

function errorToast(error: unknown): void {
  const formError = serverFormError(error);
  if (formError) showToast(formError.text, 'error');
}

export interface ShiftSignUpControlProps {
  shift: Pick<ShiftSummaryFragment, 'id' | 'title' | 'availableSpots' | 'mySignUp' | 'terminated'>;
  /** A terminated event shows its banner and no sign-up buttons at all */
  eventTerminated: boolean;
}

/**
 * The viewer's sign-up to one shift (spec §4): 'Iscriviti' sends a request, which waits for the
 * administrators ('Richiesta in attesa'); 'Annulla iscrizione' withdraws a request or a place after
 * a confirmation. What is shown follows the server's answer (`mySignUp`), never a guess.
 */
export function ShiftSignUpControl({ shift, eventTerminated }: ShiftSignUpControlProps) {
  const { t } = useTranslation();
  const [signUp, signUpState] = useSignUpToShiftMutation();
  const [withdraw, withdrawState] = useWithdrawFromShiftMutation();
  const [confirming, setConfirming] = useState(false);

  if (eventTerminated) return null;

  const status = shift.mySignUp;
  const active = status === 'WAITING' || status === 'ACCEPTED';

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
        <Status $tone={status === 'ACCEPTED' ? 'accepted' : 'waiting'}>
          {status === 'ACCEPTED' ? t('shifts.status_accepted') : t('shifts.status_waiting')}
        </Status>
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
          busy={withdrawState.loading}
          onConfirm={() => void onWithdraw()}
          onClose={() => setConfirming(false)}
        />
      </Row>
    );
  }

  if (shift.terminated) {
    return <Status $tone="muted">{t('shifts.shift_terminated')}</Status>;
  }
  if (shift.availableSpots <= 0) {
    return <Status $tone="muted">{t('shifts.sold_out')}</Status>;
  }
  return (
    <Row>
      {status === 'REJECTED' && <Status $tone="muted">{t('shifts.status_rejected')}</Status>}
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
