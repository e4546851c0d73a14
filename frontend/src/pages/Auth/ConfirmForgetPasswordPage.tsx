import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { TokenResult } from '../../features/auth/TokenResult';
import { useResetPasswordMutation } from '../../features/auth/useTokenMutations';

export function ConfirmForgetPasswordPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const reset = useResetPasswordMutation();
  return (
    <TokenResult
      token={id}
      run={reset}
      texts={{
        successTitle: t('confirm_forget_password.success_title'),
        successSubtitle: t('confirm_forget_password.success_subtitle'),
        errorTitle: t('confirm_forget_password.error_title'),
        errorSubtitle: t('confirm_forget_password.error_subtitle'),
      }}
    />
  );
}
