import { useTranslation } from 'react-i18next';
import { Card, NarrowColumn } from '../../components/Card';
import { PageHeading } from '../../components/PageTitle';
import { LoginForm } from '../../features/auth/LoginForm';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <NarrowColumn>
      <Card>
        <PageHeading>{t('login.title')}</PageHeading>
        <p>{t('login.subtitle')}</p>
        <LoginForm />
      </Card>
    </NarrowColumn>
  );
}
