import { useTranslation } from 'react-i18next';
import { useScreenQuery } from '../../app/screenQuery';
import { PageHeading } from '../../components/PageTitle';
import { Loading } from '../../components/Spinner';
import { DashboardAssociationList } from '../../features/dashboard/DashboardAssociationList';
import { dashboardScreen } from './dashboardScreens';

/**
 * /dashboard in one request (pages/Dashboard/dashboard.graphql): the list draws once the screen's
 * answer is in the cache, where it reads its first page instead of asking for it.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data, loading } = useScreenQuery(dashboardScreen);
  return (
    <>
      <PageHeading>{t('dashboard.choose_title')}</PageHeading>
      {loading && !data ? <Loading /> : <DashboardAssociationList />}
    </>
  );
}
