import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { ModalActions } from '../../components/Modal';

export interface RegisterFormActionsProps {
  /** The submit button's words */
  confirm: string;
  /** A red submit, for a write that cannot be taken back (an end) */
  danger?: boolean;
  submitting: boolean;
  onClose: () => void;
}

/** "Annulla" and the submit of a register modal's form, both held while the write is on its way. */
export function RegisterFormActions({
  confirm,
  danger,
  submitting,
  onClose,
}: RegisterFormActionsProps) {
  const { t } = useTranslation();
  return (
    <ModalActions>
      <Button variant="secondary" onClick={onClose} disabled={submitting}>
        {t('common.cancel')}
      </Button>
      <Button
        type="submit"
        variant={danger ? 'danger' : undefined}
        disabled={submitting}
        aria-busy={submitting}
      >
        {confirm}
      </Button>
    </ModalActions>
  );
}
