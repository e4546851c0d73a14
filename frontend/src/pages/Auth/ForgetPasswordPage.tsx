import { useTranslation } from 'react-i18next';
import { Card, NarrowColumn } from '../../components/Card';
import { PageHeading } from '../../components/PageTitle';
import { ForgotPasswordForm } from '../../features/auth/ForgotPasswordForm';

export function ForgetPasswordPage() {
  const { t } = useTranslation();
  return (
    <NarrowColumn>
      <Card>
        <PageHeading>{t('forgot_password.title')}</PageHeading>
        <p>{t('forgot_password.subtitle')}</p>
        <ForgotPasswordForm />
      </Card>
    </NarrowColumn>
  );
}
