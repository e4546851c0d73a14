import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';

interface DecisionButtonsProps {
  /** The person the request is from: the buttons are named "Accetta {name}", "Rifiuta {name}". */
  name: string;
  busy: boolean;
  onDecide: (accept: boolean) => void;
}

/** Accept / reject a pending sign-up (request-shift page and shift page). */
export function DecisionButtons({ name, busy, onDecide }: DecisionButtonsProps) {
  const { t } = useTranslation();
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
        onClick={() => onDecide(false)}
        disabled={busy}
        aria-label={t('shifts.reject_named', { name })}
      >
        {t('shifts.reject')}
      </Button>
    </>
  );
}
