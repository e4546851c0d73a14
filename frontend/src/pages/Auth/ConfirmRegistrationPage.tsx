import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { TokenResult } from '../../features/auth/TokenResult';
import { useConfirmRegistrationMutation } from '../../features/auth/useTokenMutations';

export function ConfirmRegistrationPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const confirm = useConfirmRegistrationMutation();
  return (
    <TokenResult
      token={id}
      run={confirm}
      texts={{
        successTitle: t('confirm_registration.success_title'),
        successSubtitle: t('confirm_registration.success_subtitle'),
        errorTitle: t('confirm_registration.error_title'),
        errorSubtitle: t('confirm_registration.error_subtitle'),
      }}
    />
  );
}
