import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from './Button';
import { Modal, ModalActions } from './Modal';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  text: React.ReactNode;
  confirmLabel: string;
  /**
   * The button that leaves things as they are ("Annulla" by default). Name it for what it keeps
   * when the action itself is an "annulla…" (withdrawing a sign-up), or the two read alike.
   */
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The confirmed action is running: both buttons wait */
  busy?: boolean;
  confirmVariant?: ButtonVariant;
}

/** "Are you sure?" before an action that cannot simply be undone (unfollow, leave, remove). */
export function ConfirmModal({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  busy = false,
  confirmVariant = 'danger',
}: ConfirmModalProps) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <Modal open={open} onClose={onClose} title={title} describedById={textId}>
      <p id={textId}>{text}</p>
      <ModalActions>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
