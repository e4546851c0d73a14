import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../app/clientState';
import { serverFormError } from '../../app/serverErrors';
import { Button } from '../../components/Button';
import { Modal, ModalActions } from '../../components/Modal';
import type { RegisterHolderFieldsFragment } from '../../gql/graphql';
import { holderNames } from './registerHolderNames';
import { useDeleteAccountMutation } from './useDeleteAccountMutation';

export interface DeleteAccountModalProps {
  open: boolean;
  onClose: () => void;
  /**
   * The associations whose register of volunteers holds me: those entries stay (issue 23).
   * Undefined when the screen could not say (the text then says it in general).
   */
  registerHolders?: readonly RegisterHolderFieldsFragment[];
}

/**
 * Confirmation before the instant, irreversible deletion of the account. The entries of the
 * registers of volunteers are a legal record the associations keep (art. 17 D.Lgs. 117/2017; art.
 * 17(3)(b) GDPR): the confirmation says so and names the associations that hold them.
 */
export function DeleteAccountModal({ open, onClose, registerHolders }: DeleteAccountModalProps) {
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
      <div id="delete-account-text">
        <p>{t('settings.delete_text')}</p>
        {registerHolders === undefined ? (
          <p>{t('settings.delete_register_unknown')}</p>
        ) : (
          registerHolders.length > 0 && (
            <p>
              {t('settings.delete_register', {
                count: registerHolders.length,
                names: holderNames(registerHolders),
              })}
            </p>
          )
        )}
      </div>
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
