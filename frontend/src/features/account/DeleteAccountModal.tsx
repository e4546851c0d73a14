import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../app/clientState';
import { serverFormError } from '../../app/serverErrors';
import { Button } from '../../components/Button';
import { Modal, ModalActions } from '../../components/Modal';
import { useDeleteAccountMutation } from './useDeleteAccountMutation';

export interface DeleteAccountModalProps {
  open: boolean;
  onClose: () => void;
}

/** Confirmation before the instant, irreversible deletion of the account. */
export function DeleteAccountModal({ open, onClose }: DeleteAccountModalProps) {
  const { t } = useTranslation();
  const [deleteAccount] = useDeleteAccountMutation();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      const message = await deleteAccount();
      showToast(message || t('settings.delete_done'), 'success');
    } catch (error) {
      const formError = serverFormError(error);
      if (formError) showToast(formError.text, 'error');
      setBusy(false);
      onClose();
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('settings.delete_title')}
      describedById="delete-account-text"
    >
      <p id="delete-account-text">{t('settings.delete_text')}</p>
      <ModalActions>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
          {t('settings.delete_confirm')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
