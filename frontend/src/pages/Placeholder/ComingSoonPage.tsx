import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageTitle';
import { useRouteHandle } from '../../layout/routeHandle';

/** Shared stand-in for the screens that later issues build; every route still resolves. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  return (
    <Card>
      <PageHeading>{handle ? t(handle.titleKey) : t('app.name')}</PageHeading>
      <EmptyState
        title={t('coming_soon.title')}
        description={t('coming_soon.description')}
        action={
          <ButtonLink to="/" variant="secondary">
            {t('error_page.home')}
          </ButtonLink>
        }
      />
    </Card>
  );
}
