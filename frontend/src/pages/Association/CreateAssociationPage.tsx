import { useTranslation } from 'react-i18next';
import { Card, NarrowColumn } from '../../components/Card';
import { PageHeading } from '../../components/PageTitle';
import { CreateAssociationWizard } from '../../features/associations/CreateAssociationWizard';

export function CreateAssociationPage() {
  const { t } = useTranslation();
  return (
    <NarrowColumn>
      <Card>
        <PageHeading>{t('create_association.title')}</PageHeading>
        <CreateAssociationWizard />
      </Card>
    </NarrowColumn>
  );
}
