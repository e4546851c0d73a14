import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { ConfirmModal } from '../../components/ConfirmModal';

interface DecisionButtonsProps {
  /** The person the request is from: the buttons are named "Accetta {name}", "Rifiuta {name}". */
  name: string;
  busy: boolean;
  /** Made by accepting a waitlist offer: rejecting it passes the held place to the next in line */
  fromWaitlist?: boolean;
  onDecide: (accept: boolean) => void;
}

/**
 * Accept / reject a pending sign-up (request-shift page and shift page). "Rifiuta" asks first
 * (issue 31): the person is told and must ask again, and a request from the waitlist gives its
 * held place to the next in line — neither can be taken back.
 */
export function DecisionButtons({
  name,
  busy,
  fromWaitlist = false,
  onDecide,
}: DecisionButtonsProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        onClick={() => onDecide(true)}
        disabled={busy}
        aria-label={t('shifts.accept_named', { name })}
      >
        {t('shifts.accept')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => setConfirming(true)}
        disabled={busy}
        aria-label={t('shifts.reject_named', { name })}
      >
        {t('shifts.reject')}
      </Button>
      <ConfirmModal
        open={confirming}
        title={t('shifts.reject_title', { name })}
        text={fromWaitlist ? t('shifts.reject_text_waitlist') : t('shifts.reject_text')}
        confirmLabel={t('shifts.reject')}
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          onDecide(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
