import { useTranslation } from 'react-i18next';
import { Card, NarrowColumn } from '../../components/Card';
import { PageHeading } from '../../components/PageTitle';
import { EditUserForm } from '../../features/account/EditUserForm';

export function EditUserPage() {
  const { t } = useTranslation();
  return (
    <NarrowColumn>
      <Card>
        <PageHeading>{t('edit_user.title')}</PageHeading>
        <EditUserForm />
      </Card>
    </NarrowColumn>
  );
}
