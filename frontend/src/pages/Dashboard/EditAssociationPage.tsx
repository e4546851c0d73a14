import { useTranslation } from 'react-i18next';
import { Card, NarrowColumn } from '../../components/Card';
import { PageHeading } from '../../components/PageTitle';
import { AssociationNotFound } from '../../features/associations/AssociationView';
import { EditAssociationForm } from '../../features/associations/EditAssociationForm';
import { useAssociationIdParam } from '../../features/associations/useAssociationIdParam';

export function EditAssociationPage() {
  const { t } = useTranslation();
  const associationId = useAssociationIdParam();
  if (associationId === undefined) return <AssociationNotFound />;
  return (
    <NarrowColumn>
      <Card>
        <PageHeading>{t('titles.edit_association')}</PageHeading>
        <EditAssociationForm key={associationId} associationId={associationId} />
      </Card>
    </NarrowColumn>
  );
}
