import { useTranslation } from 'react-i18next';
import { useScreenQuery } from '../../app/screenQuery';
import { Card, NarrowColumn } from '../../components/Card';
import { PageHeading } from '../../components/PageTitle';
import { Loading } from '../../components/Spinner';
import { AssociationNotFound } from '../../features/associations/AssociationView';
import { EditAssociationForm } from '../../features/associations/EditAssociationForm';
import { editAssociationScreen } from './dashboardScreens';

/** /dashboard/{id}/edit-association in one request (pages/Dashboard/editAssociation.graphql). */
export function EditAssociationPage() {
  const { t } = useTranslation();
  const { data, loading, error } = useScreenQuery(editAssociationScreen);
  const association = data?.association;
  if (!association) {
    if (loading && !error) return <Loading />;
    return <AssociationNotFound />;
  }
  return (
    <NarrowColumn>
      <Card>
        <PageHeading>{t('titles.edit_association')}</PageHeading>
        <EditAssociationForm key={association.id} association={association} />
      </Card>
    </NarrowColumn>
  );
}
