import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { safeNextPath } from '../../app/returnPath';
import { useHydrated } from '../../app/useHydrated';
import { Card, NarrowColumn } from '../../components/Card';
import { PageHeading } from '../../components/PageTitle';
import { LoginForm } from '../../features/auth/LoginForm';

export function LoginPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  // from a shift's QR code without a session: the check-in follows the login (issue 22); told
  // after hydration, since the prerendered page knows no query string
  const hydrated = useHydrated();
  const checkingIn =
    hydrated && safeNextPath(search.get('next'))?.startsWith('/check-in/') === true;
  return (
    <NarrowColumn>
      <Card>
        <PageHeading>{t('login.title')}</PageHeading>
        <p>{checkingIn ? t('login.next_check_in') : t('login.subtitle')}</p>
        <LoginForm />
      </Card>
    </NarrowColumn>
  );
}
