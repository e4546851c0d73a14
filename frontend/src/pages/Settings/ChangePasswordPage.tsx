import { useTranslation } from 'react-i18next';
import { Card, NarrowColumn } from '../../components/Card';
import { PageHeading } from '../../components/PageTitle';
import { ChangePasswordForm } from '../../features/account/ChangePasswordForm';

/** /settings/change-password (in the shell) and /change-password (public layout). */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <NarrowColumn>
      <Card>
        <PageHeading>{t('change_password.title')}</PageHeading>
        <ChangePasswordForm />
      </Card>
    </NarrowColumn>
  );
}
