import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageTitle';
import { DashboardAssociationList } from '../../features/dashboard/DashboardAssociationList';

export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>{t('dashboard.choose_title')}</PageHeading>
      <DashboardAssociationList />
    </>
  );
}
